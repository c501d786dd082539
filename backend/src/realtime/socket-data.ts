import type { ClientToServerEvents, ServerToClientEvents } from '@tabletop/protocol';
import type { Server, Socket } from 'socket.io';
import type { AuthUser } from '../auth/auth-user';

/** What a connection keeps once its handshake is checked. */
export interface SocketData {
  user: AuthUser;
  /** Whether it asked for state patches (HandshakeAuth). */
  patches: boolean;
  /** Its client IP as the per-IP limits count it. */
  ip: string;
  /** The session (refresh-token family) its token was issued to: logging out of it closes this connection. */
  sessionId: string;
  /** The second its access token expires (as filed in the expiry wheel): then it is closed unless renewed. */
  expiresAt: number;
  /** The game this connection watches as a spectator, if any (one at a time): its room and count on disconnect. */
  watching?: { gameId: number; code: string; seats: number[] };
}

export type GameServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type GameSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
