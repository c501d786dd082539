import { Inject, Logger, UseFilters, UseGuards, UsePipes } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  type OnGatewayConnection,
  type OnGatewayDisconnect,
  type OnGatewayInit,
  SubscribeMessage,
  WebSocketGateway,
} from '@nestjs/websockets';
import type { ActionAck, LeaveAck, OpenTablesAck, PresenceAck, ReauthAck, SyncAck, WatchAck } from '@tabletop/protocol';
import { AuthService } from '../auth/auth.service';
import { CONFIG, type Config } from '../config/config';
import { FailedLookups, type Looker } from '../limits/failed-attempts';
import { SocketConnections } from '../limits/socket-connections';
import { LobbyService } from '../lobby/lobby.service';
import { OpenTablesService } from '../lobby/open-tables.service';
import type { AuthorityRefusal } from '../match/authority';
import { MatchAuthorityService } from '../match/match-authority.service';
import { MetricsService } from '../metrics/metrics.service';
import { OPEN_TABLES_ROOM, SocketTransport, clientKind, gameRoom, userRoom } from './socket-transport';
import { handshakeOriginAllowed } from '../security/origin-check';
import { RateLimit, RateLimitGuard } from '../security/rate-limit';
import { Spectators } from './spectators.service';
import { ActingConnection } from './acting-connection';
import { DirectMessages } from './direct-messages';
import { LastSeen } from './last-seen';
import { ActionDto, GameCodeDto, ReauthDto, SyncDto } from './action.dto';
import { PresenceService } from './presence.service';
import { forgetHandshake } from './forget-handshake';
import { handshakeToken } from './handshake-token';
import { SessionSockets } from './session-sockets';
import type { GameServer, GameSocket } from './socket-data';
import { applySocketMiddleware } from './socket-middleware';
import { WsAckFilter, wsValidationPipe } from './ws-validation';

/** Thin: authenticates the handshake, keeps sockets in their rooms, and hands actions to the authority. */
// CORS for the polling transport is set from CORS_ORIGINS by AppIoAdapter.
@WebSocketGateway({ path: '/socket.io' })
@UsePipes(wsValidationPipe)
@UseFilters(WsAckFilter)
export class GameGateway
  implements OnGatewayInit<GameServer>, OnGatewayConnection<GameSocket>, OnGatewayDisconnect<GameSocket>
{
  private readonly logger = new Logger(GameGateway.name);

  constructor(
    private readonly auth: AuthService,
    private readonly lobby: LobbyService,
    private readonly authority: MatchAuthorityService,
    private readonly transport: SocketTransport,
    private readonly presence: PresenceService,
    private readonly metrics: MetricsService,
    private readonly lookups: FailedLookups,
    private readonly connections: SocketConnections,
    private readonly sessions: SessionSockets,
    @Inject(CONFIG) private readonly config: Config,
    private readonly openTables: OpenTablesService,
    private readonly lastSeen: LastSeen,
    private readonly spectators: Spectators,
    private readonly acting: ActingConnection,
    direct: DirectMessages,
  ) {
    // Every move of every player: around Nest's pipeline when its payload is a plain valid action (DirectMessages).
    direct.register('action', {
      accepts: (payload) => ActionDto.accepts(payload),
      handle: (socket, payload) => this.action(socket as GameSocket, payload as ActionDto),
    });
  }

  afterInit(server: GameServer): void {
    this.transport.attach(server);
    this.sessions.attach(server);
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

  async handleConnection(socket: GameSocket): Promise<void> {
    const { user } = socket.data;
    if (!user) return;
    const kind = clientKind(socket.data.patches);
    this.lastSeen.connected(user.id);
    await socket.join(userRoom(user.id, kind));
    try {
      const game = await this.lobby.current(user.id);
      if (!game) return;
      await socket.join(gameRoom(game.id, kind));
      await this.presence.announce(game.id, game.code);
    } catch (error) {
      this.logger.warn(`Could not restore the game room of user ${user.id}: ${String(error)}`);
    }
  }

  /** The socket has left its rooms already: the others hear who is still connected. */
  async handleDisconnect(socket: GameSocket): Promise<void> {
    if (!socket.data.user) return;
    this.sessions.forget(socket);
    this.lastSeen.disconnected(socket.data.user.id);
    await Promise.all([this.presence.announceForUser(socket.data.user.id), this.spectators.disconnected(socket)]);
  }

  /** A renewed access token for the same user keeps the connection open past the old one's expiry. */
  @SubscribeMessage('reauth')
  async reauth(@ConnectedSocket() socket: GameSocket, @MessageBody() request: ReauthDto): Promise<ReauthAck> {
    const verified = await this.auth.verifySession(request.token);
    if (!verified || verified.user.id !== socket.data.user.id) return { ok: false, error: 'Unauthorized' };
    this.sessions.renew(socket, verified);
    return { ok: true };
  }

  @SubscribeMessage('action')
  async action(@ConnectedSocket() socket: GameSocket, @MessageBody() request: ActionDto): Promise<ActionAck> {
    // Between the token's expiry and the sweep that closes the connection (under a second).
    if (this.sessions.expired(socket)) return { ok: false, error: 'Unauthorized' };
    // A connection that asked for patches gets its own action's in the acknowledgement, not as one more push: the
    // transport leaves out the connection acting here.
    const userId = socket.data.user.id;
    const act = () => this.authority.act(userId, request);
    const result = await this.lookups.countFailures(
      looker(socket),
      () => (socket.data.patches ? this.acting.run(userId, socket.id, act) : act()),
      lookupFailed,
    );
    if (result.ok && socket.data.patches && result.patch)
      return { ok: true, version: result.version, patch: result.patch };
    if (result.ok) return { ok: true, version: result.version };
    return result.state ? { ok: false, error: result.error, state: result.state } : { ok: false, error: result.error };
  }

  @SubscribeMessage('sync')
  async sync(@ConnectedSocket() socket: GameSocket, @MessageBody() request: SyncDto): Promise<SyncAck> {
    const userId = socket.data.user.id;
    const result = await this.lookups.countFailures(
      looker(socket),
      () =>
        request.since === undefined
          ? this.authority.sync(userId, request.code)
          : this.authority.syncSince(userId, request.code, request.since),
      lookupFailed,
    );
    if (!result.ok) return { ok: false, error: result.error };
    const present = await this.presence.presentAmong(result.seats);
    // The server's clock as it answers: a client sets its own clock's offset by this round trip.
    const serverTime = Date.now();
    if ('patches' in result) return { ok: true, since: result.since, patches: result.patches, ...present, serverTime };
    return { ok: true, state: result.state, ...present, serverTime };
  }

  @SubscribeMessage('presence')
  async presenceOf(@ConnectedSocket() socket: GameSocket, @MessageBody() request: GameCodeDto): Promise<PresenceAck> {
    const result = await this.lookups.countFailures(
      looker(socket),
      () => this.authority.sync(socket.data.user.id, request.code),
      lookupFailed,
    );
    if (!result.ok) return { ok: false, error: result.error };
    const [present, watchers] = await Promise.all([
      this.presence.presentAmong(result.seats),
      this.spectators.count(result.gameId),
    ]);
    return watchers > 0
      ? { ok: true, code: result.state.code, ...present, watchers }
      : { ok: true, code: result.state.code, ...present };
  }

  /**
   * Watching a running game by its code, read-only: answered with its public view, then sent its pushes. Showing a
   * game to someone not seated in it is what a code guesser wants: refused while locked, and every miss counts.
   */
  @RateLimit('watch')
  @UseGuards(RateLimitGuard)
  @SubscribeMessage('watch')
  async watch(@ConnectedSocket() socket: GameSocket, @MessageBody() request: GameCodeDto): Promise<WatchAck> {
    if (this.sessions.expired(socket)) return { ok: false, error: 'Unauthorized' };
    const { ack } = await this.lookups.refuseWhileLockedCounting(
      looker(socket),
      () => this.spectators.watch(socket, request.code),
      (answer) => answer.guess,
    );
    return ack;
  }

  @SubscribeMessage('unwatch')
  async unwatch(@ConnectedSocket() socket: GameSocket, @MessageBody() request: GameCodeDto): Promise<{ ok: true }> {
    await this.spectators.unwatch(socket, request.code);
    return { ok: true };
  }

  /** The home page watches the open tables: answered with them now, then pushed `tables` after every change. */
  @RateLimit('watch')
  @UseGuards(RateLimitGuard)
  @SubscribeMessage('watch-tables')
  async watchTables(@ConnectedSocket() socket: GameSocket): Promise<OpenTablesAck> {
    await socket.join(OPEN_TABLES_ROOM);
    return { ok: true, ...(await this.openTables.list()) };
  }

  @SubscribeMessage('unwatch-tables')
  async unwatchTables(@ConnectedSocket() socket: GameSocket): Promise<{ ok: true }> {
    await socket.leave(OPEN_TABLES_ROOM);
    return { ok: true };
  }

  @SubscribeMessage('leave')
  async leave(@ConnectedSocket() socket: GameSocket, @MessageBody() request: GameCodeDto): Promise<LeaveAck> {
    await this.lookups.countFailures(
      looker(socket),
      () => this.lobby.leave(socket.data.user, request.code),
      () => false,
    );
    return { ok: true };
  }
}

const looker = (socket: GameSocket): Looker => ({ userId: socket.data.user.id, ip: socket.data.ip });

/** The refusals a code guesser gets: counted as failed lookups. */
const lookupFailed = (result: { ok: true } | AuthorityRefusal) =>
  !result.ok && (result.reason === 'unknown-game' || result.reason === 'not-a-player');
