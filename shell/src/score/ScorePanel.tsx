import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { displayName, type Forfeits, type Player, type ScoreEntry } from '@tabletop/game-kit';

interface ScorePanelProps {
  score: ScoreEntry[];
  current: Player | null;
  /** Who forfeited: marked; and when a forfeit ended the game, the result in words, not the game's walkover score. */
  forfeited?: Forfeits;
}

/** What the panel shows for a player: their points, or the result when a forfeit ended the game. */
export function scoreCell(playerId: number, points: number, forfeited: Forfeits | undefined): string {
  if (!forfeited?.endedGame) return String(points);
  return forfeited.players.includes(playerId) ? 'Forfeited' : 'Won';
}

/** Scores per player; the one whose turn it is is highlighted. */
export function ScorePanel({ score, current, forfeited }: ScorePanelProps) {
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
                    overflowWrap: 'anywhere',
                    fontWeight: turn ? 700 : 400,
                  }}
                >
                  {displayName(player.name)}
                  {forfeited?.players.includes(player.id) && !forfeited.endedGame && ' (forfeited)'}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 700 }}>
                  {scoreCell(player.id, points, forfeited)}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Paper>
  );
}
