import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { displayName } from '@tabletop/game-kit';
import { useEffect, useRef } from 'react';
import type { MoveEntry } from './moves-api';
import { scrollWithin } from './scroll-within';

interface MoveListProps {
  moves: readonly MoveEntry[];
  /** The index of the move to highlight (the one just played); none when absent or -1. */
  current?: number;
  /** Makes each move a button that picks it (a replay jumps to the position after it). */
  onSelect?: (index: number) => void;
}

/**
 * One style for the whole list, its rows plain elements: a 200-move replay drew its list as 200 MUI list items with
 * buttons, ripples and two typographies each, most of the replay's opening time (bench: My games → Replay).
 */
const listStyle = {
  listStyle: 'none',
  m: 0,
  px: 0,
  py: 0.5,
  maxHeight: { xs: 200, md: 480 },
  overflowY: 'auto',
  '& li': { display: 'block' },
  '& .move': {
    display: 'block',
    width: '100%',
    px: 2,
    py: 0.5,
    border: 0,
    bgcolor: 'transparent',
    color: 'text.primary',
    font: 'inherit',
    fontSize: '0.875rem',
    textAlign: 'left',
  },
  '& button.move': { cursor: 'pointer', '&:hover': { bgcolor: 'action.hover' } },
  '& button.move:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
  '& [aria-current] .move': { bgcolor: 'action.selected', fontWeight: 700 },
  '& .who': { display: 'block', color: 'text.secondary', fontSize: '0.75rem', fontWeight: 400 },
} as const;

/** The moves so far in the game's own notation, numbered, each with who played it; the current one highlighted. */
export function MoveList({ moves, current = moves.length - 1, onSelect }: MoveListProps) {
  const list = useRef<HTMLOListElement | null>(null);
  const currentItem = useRef<HTMLLIElement | null>(null);
  useEffect(() => {
    // The list's own box keeps the highlighted move in sight; the page never moves with it.
    if (list.current && currentItem.current) scrollWithin(list.current, currentItem.current);
  }, [current, moves.length]);

  return (
    <Paper variant="outlined" component="section" aria-label="Moves" sx={{ width: { xs: '100%', md: 260 } }}>
      <Typography component="h2" variant="subtitle2" sx={{ px: 2, pt: 1 }}>
        Moves
      </Typography>
      {moves.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }}>
          No moves yet
        </Typography>
      ) : (
        <Box component="ol" ref={list} aria-label="Move list" sx={listStyle}>
          {moves.map((move, index) => {
            const selected = index === current;
            const content = (
              <>
                {`${index + 1}. ${move.text}`}
                <span className="who">{displayName(move.player.name)}</span>
              </>
            );
            return (
              <li
                key={move.version}
                ref={selected ? currentItem : undefined}
                aria-current={selected ? 'step' : undefined}
              >
                {onSelect ? (
                  <button type="button" className="move" onClick={() => onSelect(index)}>
                    {content}
                  </button>
                ) : (
                  <Typography component="span" variant="body2" className="move">
                    {content}
                  </Typography>
                )}
              </li>
            );
          })}
        </Box>
      )}
    </Paper>
  );
}
