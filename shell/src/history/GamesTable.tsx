import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { displayName } from '@tabletop/game-kit';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router';
import { useCurrentUser } from '../auth/AuthContext';
import type { CatalogueGame } from '../games/catalogue';
import type { HistoryRow } from './history-api';
import { dateText, resultText } from './history-text';
import { GameRowAction } from './GameRowAction';
import { playerRoute } from './routes';

interface GamesTableProps {
  label: string;
  rows: readonly HistoryRow[];
  games: readonly CatalogueGame[];
}

/**
 * On a phone the table fits the window, its moves and Replay in sight: the cells are narrower, a long name wraps, and
 * the date sits under the result instead of in a column of its own.
 */
const phoneFit = {
  '& .MuiTableCell-root': { px: { xs: 0.75, sm: 2 } },
  '& .MuiTableCell-root:first-of-type': { pl: { xs: 0.5, sm: 2 } },
  '& .MuiTableCell-root:last-of-type': { pr: { xs: 0.5, sm: 2 } },
} as const;
const dateColumn = { display: { xs: 'none', sm: 'table-cell' } } as const;
const dateUnderResult = { display: { xs: 'block', sm: 'none' }, color: 'text.secondary', fontSize: '0.75rem' } as const;

/**
 * Games, newest first: game, opponents (each linking to a profile), result, date, moves, and the way into each game
 * (Replay, Resume or Watch).
 */
export function GamesTable({ label, rows, games }: GamesTableProps) {
  const gameName = (url: string) => games.find((game) => game.url === url)?.displayText ?? url;
  const viewer = useCurrentUser();
  return (
    <TableContainer>
      <Table size="small" aria-label={label} sx={phoneFit}>
        <TableHead>
          <TableRow>
            <TableCell>Game</TableCell>
            <TableCell>Opponents</TableCell>
            <TableCell>Result</TableCell>
            <TableCell sx={dateColumn}>Date</TableCell>
            <TableCell align="right">Moves</TableCell>
            {/* Replay, Resume or Watch: the buttons say which; the header only names the column. */}
            <TableCell aria-label="Open" />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const date = dateText(row.endedAt ?? row.startedAt);
            return (
              <TableRow key={row.id}>
                <TableCell>{gameName(row.game)}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  {row.opponents.length === 0
                    ? '–'
                    : row.opponents.map((opponent, index) => (
                        <Fragment key={opponent.id}>
                          {index > 0 && ', '}
                          <Link component={RouterLink} to={playerRoute(opponent.name)}>
                            {displayName(opponent.name)}
                          </Link>
                        </Fragment>
                      ))}
                </TableCell>
                <TableCell>
                  {resultText(row)}
                  <Box component="span" sx={dateUnderResult}>
                    {date}
                  </Box>
                </TableCell>
                <TableCell sx={dateColumn}>{date}</TableCell>
                <TableCell align="right">{row.moves}</TableCell>
                <TableCell>
                  <GameRowAction row={row} viewerId={viewer.id} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
