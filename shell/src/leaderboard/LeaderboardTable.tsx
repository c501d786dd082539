import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { displayName } from '@tabletop/game-kit';
import { Link as RouterLink } from 'react-router';
import { playerRoute } from '../history/routes';
import type { LeaderboardEntry } from '@tabletop/protocol';

/** Rank, player (to their profile), rating, deviation and games; the viewer's own row marked. */
export function LeaderboardTable({ entries, meId }: { entries: readonly LeaderboardEntry[]; meId: number }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Leaderboard">
        <TableHead>
          <TableRow>
            <TableCell align="right">Rank</TableCell>
            <TableCell>Player</TableCell>
            <TableCell align="right">Rating</TableCell>
            <TableCell align="right">Deviation</TableCell>
            <TableCell align="right">Games</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => {
            const mine = entry.player.id === meId;
            return (
              <TableRow key={entry.player.id} selected={mine} aria-current={mine ? 'true' : undefined}>
                <TableCell align="right">{entry.rank}</TableCell>
                <TableCell>
                  <Link component={RouterLink} to={playerRoute(entry.player.name)}>
                    {displayName(entry.player.name)}
                  </Link>
                </TableCell>
                <TableCell align="right">{entry.rating}</TableCell>
                <TableCell align="right">±{entry.deviation}</TableCell>
                <TableCell align="right">{entry.games}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
