import Button from '@mui/material/Button';
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
import type { CatalogueGame } from '../games/catalogue';
import { openingReplay } from '../replay/opening-replay';
import type { HistoryRow } from './history-api';
import { dateText, resultText } from './history-text';
import { playerRoute, replayRoute } from './routes';

interface GamesTableProps {
  label: string;
  rows: readonly HistoryRow[];
  games: readonly CatalogueGame[];
}

/** Games, newest first: game, opponents (each linking to a profile), result, date, moves, and a finished game's Replay. */
export function GamesTable({ label, rows, games }: GamesTableProps) {
  const gameName = (url: string) => games.find((game) => game.url === url)?.displayText ?? url;
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Game</TableCell>
            <TableCell>Opponents</TableCell>
            <TableCell>Result</TableCell>
            <TableCell>Date</TableCell>
            <TableCell align="right">Moves</TableCell>
            <TableCell>Replay</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell>{gameName(row.game)}</TableCell>
              <TableCell>
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
              <TableCell>{resultText(row)}</TableCell>
              <TableCell>{dateText(row.endedAt ?? row.startedAt)}</TableCell>
              <TableCell align="right">{row.moves}</TableCell>
              <TableCell>
                {row.status === 'over' && (
                  <Button
                    size="small"
                    component={RouterLink}
                    to={replayRoute(row.id)}
                    onPointerEnter={() => openingReplay(row.id, row.game)}
                    onFocus={() => openingReplay(row.id, row.game)}
                    onClick={() => openingReplay(row.id, row.game)}
                  >
                    Replay
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
