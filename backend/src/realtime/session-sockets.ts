import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { ServerNotice } from '@tabletop/protocol';
import type { VerifiedToken } from '../auth/auth.service';
import { SessionRevocations, type Revocation, type RevocationReason } from '../auth/session-revocations';
import { userRoom } from './socket-transport';
import { ExpiryWheel } from './expiry-wheel';
import type { GameServer, GameSocket } from './socket-data';

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
 * that session is revoked. One sweep a second over an expiry wheel, not a timer per socket; and no room per session
 * (heap every idle connection would pay): a revocation finds the session's sockets among its user's, on every
 * instance, which is rare enough to pay a round trip through the adapter.
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
    this.revocations.listen((revocation) => void this.endSession(revocation));
    this.sweeper = setInterval(() => this.closeExpired(), SWEEP_EVERY_MS);
    this.sweeper.unref();
  }

  /** At the handshake: the socket belongs to `token`'s session until the token's expiry. */
  admit(socket: GameSocket, token: VerifiedToken): void {
    socket.data.user = token.user;
    socket.data.sessionId = token.sessionId;
    socket.data.expiresAt = this.wheel.add(socket, token.expiresAt);
  }

  /** A renewed token of the same user: the connection lives on until the new expiry, in the new token's session. */
  renew(socket: GameSocket, token: VerifiedToken): void {
    this.wheel.remove(socket, socket.data.expiresAt);
    socket.data.expiresAt = this.wheel.add(socket, token.expiresAt);
    socket.data.sessionId = token.sessionId;
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

  /**
   * The user's sockets on every instance (the Redis adapter asks the others), those of the revoked session told why
   * and closed, wherever they are. Should that fail (Redis away), the session's tokens are refused all the same and
   * its sockets close at their expiry.
   */
  private async endSession({ familyId, userId, reason }: Revocation): Promise<void> {
    if (!this.server) return;
    const notice: ServerNotice = { reason: 'signed-out', message: SIGNED_OUT_MESSAGES[reason], reconnect: false };
    try {
      const sockets = await this.server.in([userRoom(userId, 'patch'), userRoom(userId, 'full')]).fetchSockets();
      for (const socket of sockets) {
        if (socket.data.sessionId !== familyId) continue;
        socket.emit('server-notice', notice);
        socket.disconnect(true);
      }
    } catch (error) {
      this.logger.warn(`Could not close the connections of a revoked session of user ${userId}: ${String(error)}`);
    }
  }

  onModuleDestroy(): void {
    clearInterval(this.sweeper);
  }
}
