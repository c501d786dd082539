import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { CONFIG, type Config } from '../config/config';
import { LobbyService } from './lobby.service';
import { LOBBY_ROOMS, LOBBY_STORE, type LobbyRooms, type LobbyStore } from './ports';

/**
 * An open table must not keep a seat for someone who has gone (a closed tab): quick match would seat the next player
 * with a ghost, who never starts. When a player's connection closes and, after OPEN_TABLE_GRACE, none of theirs is
 * left on any instance, their seat at a waiting listed table is freed as if they had pressed Leave game. A reload
 * reconnects well within the grace. Private tables keep their seats: their players share the code on purpose.
 */
@Injectable()
export class AbandonedSeatsService implements OnModuleDestroy {
  private readonly logger = new Logger(AbandonedSeatsService.name);
  private readonly timers = new Map<number, NodeJS.Timeout>();

  constructor(
    @Inject(LOBBY_STORE) private readonly store: LobbyStore,
    @Inject(LOBBY_ROOMS) private readonly rooms: LobbyRooms,
    private readonly lobby: LobbyService,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  onModuleDestroy(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  /** One of the user's connections on this instance closed. */
  disconnected(userId: number): void {
    if (this.timers.has(userId)) return;
    const timer = setTimeout(() => {
      this.timers.delete(userId);
      void this.freeIfGone(userId);
    }, this.config.openTableGraceMs);
    timer.unref();
    this.timers.set(userId, timer);
  }

  /** The user connected to this instance (a reconnect elsewhere is seen when the grace ends). */
  connected(userId: number): void {
    clearTimeout(this.timers.get(userId));
    this.timers.delete(userId);
  }

  private async freeIfGone(userId: number): Promise<void> {
    try {
      const seat = await this.store.listedWaitingSeat(userId);
      if (!seat || (await this.rooms.connectedAmong([userId])).size > 0) return;
      await this.lobby.leave({ id: userId, name: seat.name }, seat.code);
    } catch (error) {
      // The table may have started or been left meanwhile: then there is nothing to free.
      this.logger.debug(`Did not free the open-table seat of user ${userId}: ${String(error)}`);
    }
  }
}
