import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { gameRoute } from '../games/catalogue';
import { openingReplay } from '../replay/opening-replay';
import { watchRoute } from '../watch/watch-route';
import type { HistoryRow } from './history-api';
import { replayRoute } from './routes';

const compact = { minWidth: 0, whiteSpace: 'nowrap' } as const;

/**
 * The way into a listed game: Replay once it is over; while it runs, Resume for one of its players, Watch for anyone
 * else when it is public (a private game is watched only with its invite code, which no list shows).
 */
export function GameRowAction({ row, viewerId }: { row: HistoryRow; viewerId: number }) {
  if (row.status === 'over') {
    return (
      <Button
        size="small"
        component={RouterLink}
        to={replayRoute(row.id)}
        onPointerEnter={() => openingReplay(row.id, row.game)}
        onFocus={() => openingReplay(row.id, row.game)}
        onClick={() => openingReplay(row.id, row.game)}
        sx={compact}
      >
        Replay
      </Button>
    );
  }
  if (row.players.some((player) => player.id === viewerId)) {
    return (
      <Button size="small" component={RouterLink} to={gameRoute(row.game)} sx={compact}>
        Resume
      </Button>
    );
  }
  if (!row.listed) return null;
  return (
    <Button size="small" component={RouterLink} to={watchRoute(row.game, row.code)} sx={compact}>
      Watch
    </Button>
  );
}
