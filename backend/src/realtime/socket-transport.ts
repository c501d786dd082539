import type { WatcherCounts } from '../spectate/ports';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { GameState } from '@tabletop/game-kit';
import type {
  ClientToServerEvents,
  OpenTables,
  Presence,
  RematchOffer,
  ServerNotice,
  ServerToClientEvents,
  StatePatch,
  WatcherCount,
} from '@tabletop/protocol';
import type { Server } from 'socket.io';
import { CONFIG, type Config } from '../config/config';
import type { LobbyRooms } from '../lobby/ports';
import type { MatchTransport, RoomEvent, ViewDelivery } from '../match/ports';
import type { RematchNotices } from '../rematch/ports';
import { ActingConnection } from './acting-connection';

/** How long presence and watcher counts wait for the other instances (through Redis) before answering from this one. */
const PRESENCE_TIMEOUT_MS = 1000;

/**
 * What a connection is sent on each action, as it asked at the handshake (HandshakeAuth.patches): the change, or the
 * whole state. The shell always asks for the change; the whole state is what the product contract promises a client
 * that connects with its token alone, so both kinds stay. Its rooms carry it, so a broadcast names exactly its
 * recipients: excluding the other kind's room instead would make Socket.IO copy every connection of that kind on the
 * instance into a set, on every action.
 */
export type ClientKind = 'patch' | 'full';
const KINDS: readonly ClientKind[] = ['patch', 'full'];
export const clientKind = (patches: boolean): ClientKind => (patches ? 'patch' : 'full');
export const gameRoom = (gameId: number, kind: ClientKind) => `game:${gameId}:${kind}`;
export const userRoom = (userId: number, kind: ClientKind) => `user:${userId}:${kind}`;
/** A game's spectators' connections (of both kinds; they are in the game's room of their kind too), to count them. */
export const watchRoom = (gameId: number) => `watch:${gameId}`;
/** The connections watching the open tables (the home page). */
export const OPEN_TABLES_ROOM = 'open-tables';
/** A game's room and its players' own rooms, for the connections of one kind. */
const audience = (gameId: number, userIds: readonly number[], kind: ClientKind) => [
  gameRoom(gameId, kind),
  ...userIds.map((userId) => userRoom(userId, kind)),
];

/** Socket.IO rooms as the authority's transport; with the Redis adapter they span every instance. */
@Injectable()
export class SocketTransport implements MatchTransport, LobbyRooms, RematchNotices, WatcherCounts {
  private readonly logger = new Logger(SocketTransport.name);
  private server: Server<ClientToServerEvents, ServerToClientEvents> | undefined;

  constructor(
    private readonly acting: ActingConnection,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  attach(server: Server<ClientToServerEvents, ServerToClientEvents>): void {
    this.server = server;
  }

  /**
   * Whether a broadcast to these rooms could reach anyone. Socket.IO encodes a packet before it looks for recipients,
   * so every action wrote the whole state out (and walked it for binary parts) for the full-state rooms the shell's
   * connections are never in: that encoding was a visible share of the server's time in a CPU profile of the bench's
   * saturated shape. Without Redis this instance holds every connection, so rooms it does not
   * know are empty everywhere; with Redis, the other instances' members are unknown here and the broadcast always goes.
   */
  private anyoneIn(rooms: readonly string[]): boolean {
    if (this.config.redisUrl) return true;
    const known = this.server!.sockets.adapter.rooms;
    return rooms.some((room) => known.has(room));
  }

  broadcast(gameId: number, event: RoomEvent, state: GameState, patch?: StatePatch, mover?: number): void {
    if (!this.server) return;
    const origin = this.acting.of(mover);
    // Also each seated player's own room: a player who joined a moment ago is in it already, even on another instance
    // where the room join may not have landed yet. Socket.IO sends once per socket across the listed rooms.
    const players = state.score.map((entry) => entry.player.id);
    if (!patch) {
      this.server.to(KINDS.flatMap((kind) => audience(gameId, players, kind))).emit(event, state);
      return;
    }
    const fullRooms = audience(gameId, players, 'full');
    if (this.anyoneIn(fullRooms)) this.server.to(fullRooms).emit(event, state);
    const patchRooms = this.server.to(audience(gameId, players, 'patch'));
    (origin === undefined ? patchRooms : patchRooms.except(origin)).emit('state-patch', { code: state.code, ...patch });
  }

  broadcastViews(gameId: number, event: RoomEvent, deliveries: readonly ViewDelivery[], mover?: number): void {
    if (!this.server) return;
    const origin = this.acting.of(mover);
    const seats = deliveries.flatMap((delivery) => (delivery.viewer === null ? [] : [delivery.viewer]));
    for (const { viewer, state, patch } of deliveries) {
      for (const kind of KINDS) {
        // Every connection is in its user's room, so a seat's own room reaches all of its connections; the game's room
        // holds the seats' connections too, which must get their own view and not the spectators'.
        let to =
          viewer === null
            ? this.server.to(gameRoom(gameId, kind)).except(seats.map((seat) => userRoom(seat, kind)))
            : this.server.to(userRoom(viewer, kind));
        if (kind === 'full' || !patch) {
          to.emit(event, state);
          continue;
        }
        if (origin !== undefined) to = to.except(origin);
        to.emit('state-patch', { code: state.code, ...patch });
      }
    }
  }

  joinRoom(userId: number, gameId: number): void {
    this.moveUser(userId, gameId, 'socketsJoin', `add user ${userId} to game ${gameId}'s room`);
  }

  leaveRoom(userId: number, gameId: number): void {
    this.moveUser(userId, gameId, 'socketsLeave', `take user ${userId} out of game ${gameId}'s room`);
  }

  /** Puts the user's connections of each kind into, or takes them out of, the game's room of that kind. */
  private moveUser(userId: number, gameId: number, move: 'socketsJoin' | 'socketsLeave', what: string): void {
    if (!this.server) return;
    for (const kind of KINDS) {
      // This may go through the adapter (another instance); a failure there must not fail the HTTP call.
      Promise.resolve(this.server.in(userRoom(userId, kind))[move](gameRoom(gameId, kind))).catch((error: unknown) =>
        this.logger.warn(`Could not ${what}: ${String(error)}`),
      );
    }
  }

  /**
   * Which of these users have at least one connection, on any instance; when the other instances do not answer in
   * time (Redis away), on this one only: presence is a courtesy and must not hold up a sync.
   */
  async connectedAmong(userIds: readonly number[]): Promise<Set<number>> {
    if (!this.server || userIds.length === 0) return new Set();
    return this.usersIn(KINDS.flatMap((kind) => userIds.map((userId) => userRoom(userId, kind))));
  }

  /** How many users (not connections: a spectator with two tabs is one) watch the game, on any instance. */
  async countWatchers(gameId: number): Promise<number> {
    if (!this.server) return 0;
    return (await this.usersIn([watchRoom(gameId)])).size;
  }

  /** The users with a connection in any of `rooms`; from this instance only when the others do not answer in time. */
  private async usersIn(rooms: string[]): Promise<Set<number>> {
    let timer: NodeJS.Timeout | undefined;
    const timeUp = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('no answer from the other instances')), PRESENCE_TIMEOUT_MS);
    });
    const everywhere = this.server!.in(rooms).fetchSockets();
    const sockets = await Promise.race([everywhere, timeUp])
      .catch((error: unknown) => {
        everywhere.catch(() => undefined);
        this.logger.warn(`Counting connections from this instance only: ${String(error)}`);
        return this.server!.local.in(rooms).fetchSockets();
      })
      .finally(() => clearTimeout(timer));
    return new Set(sockets.map((socket) => (socket.data as { user?: { id: number } }).user?.id ?? -1));
  }

  /** To the game's room and each seated player's own room, like broadcast. */
  sendPresence(gameId: number, seated: readonly number[], presence: Presence): void {
    this.server?.to(KINDS.flatMap((kind) => audience(gameId, seated, kind))).emit('presence', presence);
  }

  /** To the game's room (players and spectators) and each seated player's own room, like presence. */
  sendWatchers(gameId: number, seated: readonly number[], count: WatcherCount): void {
    this.server?.to(KINDS.flatMap((kind) => audience(gameId, seated, kind))).emit('watchers', count);
  }

  /** To every connection of these users, on any instance (a finished game's seats, who left its room). */
  tellRematch(userIds: readonly number[], offer: RematchOffer): void {
    this.server?.to(KINDS.flatMap((kind) => userIds.map((userId) => userRoom(userId, kind)))).emit('rematch', offer);
  }

  /** The open tables, to every connection watching them on any instance. */
  sendTables(tables: OpenTables): void {
    this.server?.to(OPEN_TABLES_ROOM).emit('tables', tables);
  }

  /** Tells every connection on this instance why it is about to close, then closes it (the notice goes first). */
  closeLocalConnections(notice: ServerNotice): void {
    if (!this.server) return;
    this.server.local.emit('server-notice', notice);
    this.server.local.disconnectSockets(true);
  }
}
