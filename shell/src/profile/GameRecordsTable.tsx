import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ratingText, type GameRecordSummary } from '@tabletop/protocol';

/** Per game: wins, losses, draws and the current rating (`1612 ±48`, `1662? ±290` while provisional, or `Unrated`). */
export function GameRecordsTable({
  records,
  gameName,
}: {
  records: readonly GameRecordSummary[];
  gameName(url: string): string;
}) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Record per game">
        <TableHead>
          <TableRow>
            <TableCell>Game</TableCell>
            <TableCell align="right">Wins</TableCell>
            <TableCell align="right">Losses</TableCell>
            <TableCell align="right">Draws</TableCell>
            <TableCell align="right">Rating</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {records.map((record) => (
            <TableRow key={record.game}>
              <TableCell>{gameName(record.game)}</TableCell>
              <TableCell align="right">{record.wins}</TableCell>
              <TableCell align="right">{record.losses}</TableCell>
              <TableCell align="right">{record.draws}</TableCell>
              <TableCell align="right">
                {record.rating
                  ? `${ratingText(record.rating.rating, record.rating.deviation)} ±${record.rating.deviation}`
                  : 'Unrated'}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
