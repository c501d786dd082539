import { Inject, Injectable } from '@nestjs/common';
import { AuthService } from '../auth/auth.service';
import { CONFIG, type Config } from '../config/config';
import { SocketConnections } from '../limits/socket-connections';
import { MetricsService } from '../metrics/metrics.service';
import { handshakeOriginAllowed } from '../security/origin-check';
import { forgetHandshake } from './forget-handshake';
import { handshakeToken } from './handshake-token';
import { SessionSockets } from './session-sockets';
import type { GameServer } from './socket-data';
import { applySocketMiddleware } from './socket-middleware';

/**
 * Who may open a connection: past the limits of socket-middleware.ts, a page of an allowed origin with a valid access
 * token. An admitted connection keeps its user, session and wish for patches, and forgets the handshake's headers.
 */
@Injectable()
export class SocketHandshake {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionSockets,
    private readonly metrics: MetricsService,
    private readonly connections: SocketConnections,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  attach(server: GameServer): void {
    applySocketMiddleware(server, this.config, this.metrics, this.connections);
    // A refused handshake reaches the client as connect_error with the error's message.
    server.use((socket, next) => {
      if (!this.originAllowed(socket.handshake.headers)) return next(new Error('Origin not allowed'));
      this.auth.verifySession(handshakeToken(socket.handshake, this.config.socketTokenInQuery)).then(
        (verified) => {
          if (!verified) return next(new Error('Unauthorized'));
          this.sessions.admit(socket, verified);
          socket.data.patches = socket.handshake.auth?.patches === true;
          forgetHandshake(socket);
          next();
        },
        () => next(new Error('Unauthorized')),
      );
    });
  }

  /** Refuses pages on other sites (cross-site WebSocket hijacking): browsers always send Origin. */
  private originAllowed(headers: Record<string, string | string[] | undefined>): boolean {
    const first = (value: string | string[] | undefined) =>
      (Array.isArray(value) ? value[0] : value)?.split(',')[0].trim();
    const hosts = [first(headers.host)];
    if (this.config.trustProxy !== false) hosts.push(first(headers['x-forwarded-host']));
    return handshakeOriginAllowed(first(headers.origin), hosts, this.config.corsOrigins);
  }
}
