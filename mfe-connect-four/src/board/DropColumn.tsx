import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { forwardRef } from 'react';
import { ROWS, type Disc } from '../rules';
import { DISC_COLORS, HOLE_COLOR } from './disc-colors';
import type { ColumnView } from './view-model';

interface DropColumnProps {
  view: ColumnView;
  /** The row of a disc that just arrived in this column: it falls into place. */
  fallingRow: number | null;
  /** The viewer's colour, previewed where a disc would land; null for a spectator. */
  myDisc: Disc | null;
  /** The keyboard cursor is here: the one column in the tab order. */
  cursor: boolean;
  /** Flashes: a click here did not become a move. */
  refused: boolean;
  onDrop(column: number): void;
  onFocus(column: number): void;
}

/** A disc falls from above the grid: `--drop` is how many cells it falls through. */
const fall = keyframes`
  from { transform: translateY(calc(var(--drop) * -112%)); }
  to { transform: translateY(0); }
`;

const shake = keyframes`
  0%, 100% { transform: translateX(0); }
  25% { transform: translateX(-6%); }
  75% { transform: translateX(6%); }
`;

const glow = keyframes`
  0%, 100% { box-shadow: 0 0 0 3px #fff, 0 0 10px 4px rgba(255, 255, 255, 0.7); }
  50% { box-shadow: 0 0 0 3px #fff, 0 0 2px 1px rgba(255, 255, 255, 0.3); }
`;

/**
 * One column of the grid as one button: a click, Enter or Space drops a disc in it. Hovering or focusing it previews
 * the viewer's disc where it would land. It stays focusable when it cannot be played (aria-disabled), so the keyboard
 * cursor can pass over it and a click on it is answered with a reason.
 */
export const DropColumn = forwardRef<HTMLButtonElement, DropColumnProps>(function DropColumn(
  { view, fallingRow, myDisc, cursor, refused, onDrop, onFocus },
  ref,
) {
  const preview = view.playable && myDisc ? DISC_COLORS[myDisc] : null;
  return (
    <Box
      component="button"
      ref={ref}
      type="button"
      aria-label={view.label}
      aria-disabled={!view.playable}
      tabIndex={cursor ? 0 : -1}
      data-column={view.column}
      data-refused={refused || undefined}
      onClick={() => onDrop(view.column)}
      onFocus={() => onFocus(view.column)}
      sx={{
        all: 'unset',
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        p: '2px',
        borderRadius: 1.5,
        cursor: view.playable ? 'pointer' : 'default',
        animation: refused ? `${shake} 250ms ease-in-out 2` : 'none',
        boxShadow: refused ? (theme) => `inset 0 0 0 3px ${theme.palette.error.main}` : 'none',
        '&:hover, &:focus-visible': { bgcolor: view.playable ? 'rgba(255, 255, 255, 0.12)' : undefined },
        '&:focus-visible': { outline: '3px solid #fff', outlineOffset: -3 },
        ...(preview && {
          '&:hover [data-landing], &:focus-visible [data-landing]': { bgcolor: preview, opacity: 0.45 },
        }),
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      {view.cells.map((cell) => (
        // A square cell with a round hole in it; percentages of padding and inset follow the column's width.
        <Box key={cell.row} data-row={cell.row} sx={{ position: 'relative', aspectRatio: '1 / 1', width: '100%' }}>
          <Box sx={{ position: 'absolute', inset: '8%', borderRadius: '50%', bgcolor: HOLE_COLOR }} />
          {cell.disc ? (
            <Box
              data-disc={cell.disc}
              data-winning={cell.winning || undefined}
              data-falling={cell.row === fallingRow || undefined}
              sx={{
                position: 'absolute',
                inset: '8%',
                borderRadius: '50%',
                bgcolor: DISC_COLORS[cell.disc],
                boxShadow: cell.winning ? '0 0 0 3px #fff' : 'inset 0 -3px 0 rgba(0, 0, 0, 0.25)',
                animation:
                  cell.row === fallingRow
                    ? `${fall} calc(140ms + var(--drop) * 45ms) cubic-bezier(0.5, 0, 1, 1)`
                    : cell.winning
                      ? `${glow} 1.2s ease-in-out infinite`
                      : 'none',
                '--drop': String(ROWS - cell.row),
                '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
              }}
            />
          ) : (
            <Box
              data-landing={cell.row === view.landingRow || undefined}
              sx={{ position: 'absolute', inset: '8%', borderRadius: '50%', opacity: 0 }}
            />
          )}
        </Box>
      ))}
    </Box>
  );
});
