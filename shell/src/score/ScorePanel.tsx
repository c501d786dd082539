import { Paper, Table, TableBody, TableCell, TableRow } from '@mui/material';
import type { Player, ScoreEntry } from '@tabletop/game-kit';

interface ScorePanelProps {
  score: ScoreEntry[];
  current: Player | null;
}

/** Scores per player; the one on turn is highlighted. */
export function ScorePanel({ score, current }: ScorePanelProps) {
  return (
    <Paper elevation={3} sx={{ maxWidth: 260 }}>
      <Table size="small" aria-label="Score">
        <TableBody>
          {score.map(({ player, score: points }) => (
            <TableRow key={player.id} selected={current?.id === player.id}>
              <TableCell sx={{ maxWidth: 160, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                {player.name}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                {points}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
