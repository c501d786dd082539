import type { ClientToServerEvents, HandshakeAuth, ServerToClientEvents } from '@tabletop/protocol';
import { io, type Socket } from 'socket.io-client';

export type GameSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Reconnection and timeout settings: retry within a second or so of a drop, backing off, so a game resumes quickly. */
export const SOCKET_OPTIONS = {
  path: '/socket.io',
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20000,
} as const;

export type TokenSource = () => string | null;

/**
 * One connection per signed-in session. Access tokens are short-lived and renewed behind the socket's back, so every
 * handshake reads the current token: the auth callback runs per connection attempt. The token travels only in the
 * handshake's `auth`, never in the URL's query string, which proxies and access logs keep.
 */
export function connectGameSocket(token: TokenSource): GameSocket {
  return io({
    ...SOCKET_OPTIONS,
    // Patches: each action arrives as what it changed (state-patch), not as the whole state.
    auth: (send) => send({ token: token() ?? '', patches: true } satisfies HandshakeAuth),
  });
}

/** Connects again after the server refused or closed the connection (Socket.IO does not retry those by itself). */
export function reconnectGameSocket(socket: GameSocket): void {
  socket.connect();
}
