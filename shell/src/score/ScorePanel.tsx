import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { displayName, type Player, type ScoreEntry } from '@tabletop/game-kit';

interface ScorePanelProps {
  score: ScoreEntry[];
  current: Player | null;
}

/** Scores per player; the one whose turn it is is highlighted. */
export function ScorePanel({ score, current }: ScorePanelProps) {
  return (
    <Paper elevation={3} sx={{ maxWidth: 260, flexShrink: 0 }}>
      <Table size="small" aria-label="Score">
        <TableBody>
          {score.map(({ player, score: points }) => {
            const turn = current?.id === player.id;
            return (
              <TableRow key={player.id} selected={turn} aria-current={turn ? 'true' : undefined}>
                <TableCell
                  sx={{
                    maxWidth: 160,
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                    whiteSpace: 'nowrap',
                    fontWeight: turn ? 700 : 400,
                  }}
                >
                  {displayName(player.name)}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 700 }}>
                  {points}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Paper>
  );
}
