import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { Presence } from '@tabletop/protocol';
import { ComputerPlayers } from '../computer/computer-players.service';
import { CONFIG, type Config } from '../config/config';
import { LOBBY_STORE, type LobbyStore } from '../lobby/ports';
import type { PresenceAnnouncer } from '../match/ports';
import { LastSeen } from './last-seen';
import { SocketTransport } from './socket-transport';
import { presentSeats, type SeatsPresent } from './presence';

/** Who of a game's seated players is connected, across instances (the Redis adapter answers for the others). */
@Injectable()
export class PresenceService implements PresenceAnnouncer, OnModuleDestroy {
  private readonly logger = new Logger(PresenceService.name);
  private closing = false;
  /** Announcements under way, so shutting down waits for them before the database closes. */
  private readonly pending = new Set<Promise<void>>();

  constructor(
    @Inject(LOBBY_STORE) private readonly store: LobbyStore,
    private readonly transport: SocketTransport,
    private readonly computers: ComputerPlayers,
    private readonly lastSeen: LastSeen,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async onModuleDestroy(): Promise<void> {
    // Every socket disconnects while the server shuts down: nobody is left to tell.
    this.closing = true;
    await Promise.allSettled([...this.pending]);
  }

  /**
   * Who of `seated` (in seat order, as the game lookup gives them) is connected, and which of them the computer plays
   * (always there).
   */
  async presentAmong(seated: number[]): Promise<SeatsPresent> {
    const [connected, computers] = await Promise.all([
      this.transport.connectedAmong(seated),
      this.computers.computersAmong(seated),
    ]);
    return presentSeats(seated, connected, computers);
  }

  /**
   * Sends `presence` to the game's room; a failure is logged, never thrown (presence is a courtesy). In a game without
   * a clock with one seat left connected, it says when that player may claim victory (CLAIM_AFTER after the last of
   * the others went).
   */
  announce(gameId: number, code: string): Promise<void> {
    return this.tracked(gameId, async () => {
      const { seats, untimedPlaying } = await this.store.seatsThatCount(gameId);
      const presence: Presence = { code, ...(await this.presentAmong(seats)) };
      const { online } = presence;
      if (untimedPlaying && seats.length > 1 && online.length === 1)
        presence.claimAt = await this.claimAt(seats.filter((id) => id !== online[0]));
      if (!this.closing) this.transport.sendPresence(gameId, seats, presence);
    });
  }

  /** When the one left may claim victory over `gone`, just found to have no connection (server epoch ms). */
  private async claimAt(gone: number[]): Promise<number> {
    const since = await this.lastSeen.goneSince(gone);
    const latest = Math.max(...gone.map((id) => since.get(id) ?? Date.now()));
    return latest + this.config.claimAfterMs;
  }

  /** After one of the user's connections closed: tells their active game, if any. */
  announceForUser(userId: number): Promise<void> {
    return this.tracked(null, async () => {
      const game = await this.store.activeGame(userId);
      if (game && !this.closing) await this.announce(game.id, game.code);
    });
  }

  private tracked(gameId: number | null, work: () => Promise<void>): Promise<void> {
    if (this.closing) return Promise.resolve();
    const done = work()
      .catch((error: unknown) => {
        if (!this.closing)
          this.logger.warn(`Could not announce who is online in game ${gameId ?? '?'}: ${String(error)}`);
      })
      .finally(() => this.pending.delete(done));
    this.pending.add(done);
    return done;
  }
}
