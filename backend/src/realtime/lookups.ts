import type { Looker } from '../limits/failed-attempts';
import type { AuthorityRefusal } from '../match/authority';
import type { GameSocket } from './socket-data';

/** Who a socket's request looks a game up as: its user and its client IP, each counted. */
export const looker = (socket: GameSocket): Looker => ({ userId: socket.data.user.id, ip: socket.data.ip });

/** The refusals a code guesser gets: counted as failed lookups. */
export const lookupFailed = (result: { ok: true } | AuthorityRefusal) =>
  !result.ok && (result.reason === 'unknown-game' || result.reason === 'not-a-player');
