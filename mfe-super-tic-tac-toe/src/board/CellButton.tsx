import { keyframes, styled } from '@mui/material/styles';
import { cellName } from '../rules';
import type { CellView } from './view-model';
import { SYMBOL_COLORS } from './symbol-colors';

interface CellButtonProps {
  board: number;
  view: CellView;
  /** Flashes: a click here did not become a move (dropped or refused). */
  refused?: boolean;
  onPlay(board: number, cell: number): void;
}

const shake = keyframes`
  0%, 100% { transform: translateX(0); }
  25% { transform: translateX(-8%); }
  75% { transform: translateX(8%); }
`;

/**
 * A plain button styled once, its states set by attributes: the board draws 81 of them, and as MUI Buttons (ripple,
 * variants, an `sx` resolved per cell) they cost a visible share of a repeat visit's time to a visible board (see
 * bench/README.md).
 */
const Cell = styled('button')(({ theme }) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    ...theme.typography.button,
    minWidth: 0,
    padding: 0,
    margin: 0,
    aspectRatio: '1 / 1',
    width: '100%',
    borderRadius: theme.shape.borderRadius,
    border: 'none',
    fontWeight: 800,
    lineHeight: 1,
    fontSize: 'clamp(0.9rem, 4.2vw, 1.6rem)',
    backgroundColor: palette.action.hover,
    color: palette.text.disabled,
    '&[data-mark="X"]': { color: SYMBOL_COLORS.X },
    '&[data-mark="O"]': { color: SYMBOL_COLORS.O },
    '&:enabled': {
      cursor: 'pointer',
      backgroundColor: palette.action.selected,
      color: palette.primary.main,
      border: `1px solid ${palette.primary.main}`,
      boxShadow: `inset 0 0 0 1px ${palette.primary.main}`,
    },
    '&:enabled:hover': { backgroundColor: palette.primary.main },
    '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
    '&[data-refused]': {
      boxShadow: `inset 0 0 0 3px ${palette.error.main}`,
      animation: `${shake} 250ms ease-in-out 2`,
    },
    '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  };
});

export function CellButton({ board, view, refused = false, onPlay }: CellButtonProps) {
  const { cell, mark, playable } = view;
  return (
    <Cell
      type="button"
      aria-label={cellName(board, cell)}
      disabled={!playable}
      data-mark={mark ?? undefined}
      data-refused={refused || undefined}
      onClick={() => onPlay(board, cell)}
    >
      {mark ?? ''}
    </Cell>
  );
}
