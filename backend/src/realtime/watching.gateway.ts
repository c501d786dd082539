import { UseGuards } from '@nestjs/common';
import { ConnectedSocket, MessageBody, type OnGatewayDisconnect, SubscribeMessage } from '@nestjs/websockets';
import type { OpenTablesAck, PresenceAck, WatchAck } from '@tabletop/protocol';
import { FailedLookups } from '../limits/failed-attempts';
import { OpenTablesService } from '../lobby/open-tables.service';
import { MatchAuthority } from '../match/authority';
import { RateLimit, RateLimitGuard } from '../security/rate-limit';
import { GameCodeDto } from './action.dto';
import { looker, lookupFailed } from './lookups';
import { PresenceService } from './presence.service';
import { RealtimeGateway } from './realtime-gateway';
import { SessionSockets } from './session-sockets';
import type { GameSocket } from './socket-data';
import { OPEN_TABLES_ROOM } from './socket-transport';
import { Spectators } from './spectators.service';

/** Who is there and who looks on: a game's presence and watchers, watching a game, and watching the open tables. */
@RealtimeGateway()
export class WatchingGateway implements OnGatewayDisconnect<GameSocket> {
  constructor(
    private readonly authority: MatchAuthority,
    private readonly lookups: FailedLookups,
    private readonly presence: PresenceService,
    private readonly spectators: Spectators,
    private readonly sessions: SessionSockets,
    private readonly openTables: OpenTablesService,
  ) {}

  /** A spectator's connection leaves its game's watchers. */
  async handleDisconnect(socket: GameSocket): Promise<void> {
    if (!socket.data.user) return;
    await this.spectators.disconnected(socket);
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
}
