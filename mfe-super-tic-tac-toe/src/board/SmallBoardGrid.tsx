import Box from '@mui/material/Box';
import { boardName } from '../rules';
import { CellButton } from './CellButton';
import { SYMBOL_COLORS } from './symbol-colors';
import type { SmallBoardView } from './view-model';

interface SmallBoardGridProps {
  view: SmallBoardView;
  /** The cell flashing for a click that did not become a move. */
  refusedCell?: number | null;
  onPlay(board: number, cell: number): void;
}

export function SmallBoardGrid({ view, refusedCell = null, onPlay }: SmallBoardGridProps) {
  const { index, symbol, forced, cells } = view;
  const label = `${boardName(index)}${symbol ? `, won by ${symbol}` : ''}${forced ? ', play here' : ''}`;
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{
        position: 'relative',
        p: { xs: 0.5, sm: 0.75 },
        borderRadius: 1.5,
        bgcolor: 'background.paper',
        outline: (theme) => (forced ? `3px solid ${theme.palette.primary.main}` : `1px solid ${theme.palette.divider}`),
        outlineOffset: forced ? 1 : 0,
        transition: 'outline-color 150ms',
      }}
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(3, 1fr)',
          gap: { xs: 0.25, sm: 0.5 },
          opacity: symbol ? 0.35 : 1,
        }}
      >
        {cells.map((cell) => (
          <CellButton key={cell.cell} board={index} view={cell} refused={refusedCell === cell.cell} onPlay={onPlay} />
        ))}
      </Box>
      {symbol && (
        <Box
          aria-hidden
          data-testid={`winner-${index}`}
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            pointerEvents: 'none',
            fontWeight: 900,
            fontSize: 'clamp(3rem, 20vw, 7.5rem)',
            lineHeight: 1,
            color: SYMBOL_COLORS[symbol],
          }}
        >
          {symbol}
        </Box>
      )}
    </Box>
  );
}
