import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { ServerNotice } from '@tabletop/game-kit';
import type { VerifiedToken } from '../auth/auth.service';
import { SessionRevocations, type RevocationReason } from '../auth/session-revocations';
import { ExpiryWheel } from './expiry-wheel';
import { sessionRoom, type GameServer, type GameSocket } from './socket-data';

const SWEEP_EVERY_MS = 1000;

export const REAUTHENTICATE_NOTICE: ServerNotice = {
  reason: 'reauthenticate',
  message: 'Your sign-in expired: renew it and connect again',
  reconnect: true,
};

const SIGNED_OUT_MESSAGES: Record<RevocationReason, string> = {
  'signed-out': 'You signed out',
  reused: 'This sign-in was ended because its refresh token was used twice; sign in again',
  'session-over': 'This sign-in has reached its maximum age; sign in again',
};

/**
 * Connections live only as long as their session: each is closed at its access token's expiry unless the client
 * renews it on the live connection (`reauth`), and every connection of a session is closed, on every instance, when
 * that session is revoked. One sweep a second over an expiry wheel, not a timer per socket.
 */
@Injectable()
export class SessionSockets implements OnModuleDestroy {
  private readonly logger = new Logger(SessionSockets.name);
  private readonly wheel = new ExpiryWheel<GameSocket>(Date.now() / 1000);
  private server: GameServer | undefined;
  private sweeper: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly revocations: SessionRevocations) {}

  attach(server: GameServer): void {
    this.server = server;
    this.revocations.listen((sessionId, reason) => this.endSession(sessionId, reason));
    this.sweeper = setInterval(() => this.closeExpired(), SWEEP_EVERY_MS);
    this.sweeper.unref();
  }

  /** At the handshake: the socket belongs to `token`'s session until the token's expiry. */
  admit(socket: GameSocket, token: VerifiedToken): void {
    socket.data.user = token.user;
    socket.data.sessionId = token.sessionId;
    socket.data.expiresAt = this.wheel.add(socket, token.expiresAt);
  }

  /** Once connected: into its session's room, so a revocation on any instance reaches it. */
  async join(socket: GameSocket): Promise<void> {
    await socket.join(sessionRoom(socket.data.sessionId));
  }

  /** A renewed token of the same user: the connection lives on until the new expiry, in the new token's session. */
  async renew(socket: GameSocket, token: VerifiedToken): Promise<void> {
    this.wheel.remove(socket, socket.data.expiresAt);
    socket.data.expiresAt = this.wheel.add(socket, token.expiresAt);
    if (token.sessionId === socket.data.sessionId) return;
    await socket.leave(sessionRoom(socket.data.sessionId));
    socket.data.sessionId = token.sessionId;
    await socket.join(sessionRoom(token.sessionId));
  }

  forget(socket: GameSocket): void {
    if (socket.data.expiresAt !== undefined) this.wheel.remove(socket, socket.data.expiresAt);
  }

  /** Whether the connection's token has expired (the sweep closes it within a second). */
  expired(socket: GameSocket): boolean {
    return socket.data.expiresAt * 1000 <= Date.now();
  }

  private closeExpired(): void {
    for (const socket of this.wheel.due(Date.now() / 1000)) {
      if (socket.disconnected) continue;
      socket.emit('server-notice', REAUTHENTICATE_NOTICE);
      socket.disconnect(true);
    }
  }

  /** With the Redis adapter, both the notice and the disconnect reach the session's sockets on every instance. */
  private endSession(sessionId: string, reason: RevocationReason): void {
    if (!this.server) return;
    const room = sessionRoom(sessionId);
    const notice: ServerNotice = { reason: 'signed-out', message: SIGNED_OUT_MESSAGES[reason], reconnect: false };
    this.server.to(room).emit('server-notice', notice);
    this.server.in(room).disconnectSockets(true);
    this.logger.debug(`Closed the connections of a revoked session (${reason})`);
  }

  onModuleDestroy(): void {
    clearInterval(this.sweeper);
  }
}
