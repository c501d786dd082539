import type { ClientToServerEvents, ServerToClientEvents } from '@tabletop/game-kit';
import { io, type Socket } from 'socket.io-client';

export type GameSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Reconnection and timeout settings from spec §7 and §9. */
export const SOCKET_OPTIONS = {
  path: '/socket.io',
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20000,
} as const;

/** One connection per signed-in session; the token goes in the handshake auth and, for older servers, the query. */
export function connectGameSocket(jwt: string): GameSocket {
  return io({ ...SOCKET_OPTIONS, auth: { token: jwt }, query: { jwt } });
}
