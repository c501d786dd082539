import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { displayName } from '@tabletop/game-kit';
import { useEffect, useRef } from 'react';
import type { MoveEntry } from './moves-api';

interface MoveListProps {
  moves: readonly MoveEntry[];
  /** The index of the move to highlight (the one just played); none when absent or -1. */
  current?: number;
  /** Makes each move a button that picks it (a replay jumps to the position after it). */
  onSelect?: (index: number) => void;
}

/** The moves so far in the game's own notation, numbered, each with who played it; the current one highlighted. */
export function MoveList({ moves, current = moves.length - 1, onSelect }: MoveListProps) {
  const currentItem = useRef<HTMLLIElement | null>(null);
  useEffect(() => {
    // jsdom has no scrollIntoView; browsers keep the highlighted move in sight.
    currentItem.current?.scrollIntoView?.({ block: 'nearest' });
  }, [current]);

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
        <List dense aria-label="Move list" sx={{ maxHeight: { xs: 200, md: 480 }, overflowY: 'auto' }}>
          {moves.map((move, index) => {
            const selected = index === current;
            const text = (
              <ListItemText
                primary={`${index + 1}. ${move.text}`}
                secondary={displayName(move.player.name)}
                slotProps={{ primary: { sx: { fontWeight: selected ? 700 : 400 } } }}
              />
            );
            return (
              <ListItem
                key={move.version}
                ref={selected ? currentItem : undefined}
                disablePadding={Boolean(onSelect)}
                aria-current={selected ? 'step' : undefined}
                sx={selected && !onSelect ? { bgcolor: 'action.selected' } : undefined}
              >
                {onSelect ? (
                  <ListItemButton selected={selected} onClick={() => onSelect(index)}>
                    {text}
                  </ListItemButton>
                ) : (
                  text
                )}
              </ListItem>
            );
          })}
        </List>
      )}
    </Paper>
  );
}
