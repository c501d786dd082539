import Button from '@mui/material/Button';
import { keyframes } from '@mui/material/styles';
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

export function CellButton({ board, view, refused = false, onPlay }: CellButtonProps) {
  const { cell, mark, playable } = view;
  return (
    <Button
      aria-label={`Board ${board}, cell ${cell}`}
      disabled={!playable}
      data-refused={refused || undefined}
      onClick={() => onPlay(board, cell)}
      variant={playable ? 'outlined' : 'text'}
      sx={{
        minWidth: 0,
        p: 0,
        aspectRatio: '1 / 1',
        width: '100%',
        borderRadius: 1,
        fontWeight: 800,
        lineHeight: 1,
        fontSize: 'clamp(0.9rem, 4.2vw, 1.6rem)',
        bgcolor: playable ? 'action.selected' : 'action.hover',
        borderColor: playable ? 'primary.main' : 'transparent',
        boxShadow: (theme) =>
          refused
            ? `inset 0 0 0 3px ${theme.palette.error.main}`
            : playable
              ? `inset 0 0 0 1px ${theme.palette.primary.main}`
              : 'none',
        animation: refused ? `${shake} 250ms ease-in-out 2` : 'none',
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        '&:hover': { bgcolor: playable ? 'primary.main' : undefined },
        '&.Mui-disabled': { color: mark ? SYMBOL_COLORS[mark] : 'text.disabled', border: 'none' },
        color: mark ? SYMBOL_COLORS[mark] : 'primary.main',
      }}
    >
      {mark ?? ''}
    </Button>
  );
}
