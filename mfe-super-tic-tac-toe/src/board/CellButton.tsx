import Button from '@mui/material/Button';
import type { CellView } from './view-model';
import { SYMBOL_COLORS } from './symbol-colors';

interface CellButtonProps {
  board: number;
  view: CellView;
  onPlay(board: number, cell: number): void;
}

export function CellButton({ board, view, onPlay }: CellButtonProps) {
  const { cell, mark, playable } = view;
  return (
    <Button
      aria-label={`Board ${board}, cell ${cell}`}
      disabled={!playable}
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
        boxShadow: (theme) => (playable ? `inset 0 0 0 1px ${theme.palette.primary.main}` : 'none'),
        '&:hover': { bgcolor: playable ? 'primary.main' : undefined },
        '&.Mui-disabled': { color: mark ? SYMBOL_COLORS[mark] : 'text.disabled', border: 'none' },
        color: mark ? SYMBOL_COLORS[mark] : 'primary.main',
      }}
    >
      {mark ?? ''}
    </Button>
  );
}
