import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { WatchAck } from '@tabletop/protocol';
import { findGame } from '../games/registry';
import { clientKind, gameRoom, SocketTransport, watchRoom } from './socket-transport';
import { PresenceService } from './presence.service';
import type { GameSocket } from './socket-data';
import { SPECTATED_GAMES, type SpectatedGames } from '../spectate/ports';
import { decideWatch } from '../spectate/watch-decision';

/**
 * Spectators: a watching connection joins the game's room of its kind, where the transport sends it the public view
 * (never a seat's), and the game's watch room, which is only counted. Who watches lives in the rooms (across
 * instances through the adapter) and on the socket itself, never in this instance's memory.
 */
@Injectable()
export class Spectators implements OnModuleDestroy {
  private readonly logger = new Logger(Spectators.name);
  private closing = false;

  constructor(
    @Inject(SPECTATED_GAMES) private readonly games: SpectatedGames,
    private readonly transport: SocketTransport,
    private readonly presence: PresenceService,
  ) {}

  onModuleDestroy(): void {
    // Every socket disconnects while the server shuts down: nobody is left to tell.
    this.closing = true;
  }

  /** `guess`: whether the answer counts as a failed code lookup (see decideWatch). */
  async watch(socket: GameSocket, code: string): Promise<{ ack: WatchAck; guess: boolean }> {
    const decision = decideWatch(
      await this.games.newestByCode(code),
      socket.data.user.id,
      (url) => findGame(url)?.definition,
    );
    if (!decision.ok) {
      const { error, replay, guess } = decision;
      return { ack: replay === undefined ? { ok: false, error } : { ok: false, error, replay }, guess };
    }
    const { gameId, state, seats } = decision;
    const before = socket.data.watching;
    if (before && before.gameId !== gameId) await this.stopWatching(socket);
    socket.data.watching = { gameId, code: state.code, seats };
    await socket.join([gameRoom(gameId, clientKind(socket.data.patches)), watchRoom(gameId)]);
    const [watchers, present] = await Promise.all([
      this.announce(gameId, state.code, seats),
      this.presence.presentAmong(seats),
    ]);
    // Who of the players is connected, as the room's later presence pushes will say: to this connection only.
    socket.emit('presence', { code: state.code, ...present });
    return { ack: { ok: true, state, watchers }, guess: false };
  }

  /** Stops the connection watching the game with that code; anything else is left as it is. */
  async unwatch(socket: GameSocket, code: string): Promise<void> {
    if (socket.data.watching?.code.toUpperCase() === code.toUpperCase()) await this.stopWatching(socket);
  }

  /** The connection closed (it has left its rooms already): the others hear the new count. */
  async disconnected(socket: GameSocket): Promise<void> {
    const watching = socket.data.watching;
    if (!watching || this.closing) return;
    socket.data.watching = undefined;
    await this.announce(watching.gameId, watching.code, watching.seats).catch((error: unknown) =>
      this.logger.warn(`Could not count the watchers of game ${watching.gameId}: ${String(error)}`),
    );
  }

  /** How many watch the game now, on any instance. */
  count(gameId: number): Promise<number> {
    return this.transport.countWatchers(gameId);
  }

  private async stopWatching(socket: GameSocket): Promise<void> {
    const watching = socket.data.watching;
    if (!watching) return;
    socket.data.watching = undefined;
    await socket.leave(gameRoom(watching.gameId, clientKind(socket.data.patches)));
    await socket.leave(watchRoom(watching.gameId));
    await this.announce(watching.gameId, watching.code, watching.seats);
  }

  /** Counts the game's watchers and tells its room (players and spectators) and its seats, on every instance. */
  private async announce(gameId: number, code: string, seats: readonly number[]): Promise<number> {
    const count = await this.count(gameId);
    if (!this.closing) this.transport.sendWatchers(gameId, seats, { code, count });
    return count;
  }
}
