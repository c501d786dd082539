import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CONFIG, type Config } from '../config/config';
import { SEAT_ABSENCE, type SeatAbsence } from '../match/ports';
import { RepeatingTask } from '../schedule/repeating-task';
import { LobbyService } from './lobby.service';
import { LOBBY_STORE, type LobbyStore } from './ports';

/** How often the waiting open tables are looked over, at most, and at least. */
const SWEEP_EVERY = { fractionOfGrace: 1 / 4, minMs: 250, maxMs: 15_000 };

/**
 * An open table must not keep a seat for someone who has gone (a closed tab, or a player who opened the table over
 * HTTP and never connected): quick match would seat the next player with a ghost, who never starts. Every instance
 * looks the waiting listed tables over now and then; a seat taken more than OPEN_TABLE_GRACE ago whose player has had
 * no connection on any instance for OPEN_TABLE_GRACE is freed as if they had pressed Leave game. A reload reconnects
 * well within the grace. Private tables keep their seats: their players share the code on purpose.
 */
@Injectable()
export class AbandonedSeatsService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(AbandonedSeatsService.name);
  private readonly task: RepeatingTask;

  constructor(
    @Inject(LOBBY_STORE) private readonly store: LobbyStore,
    @Inject(SEAT_ABSENCE) private readonly absence: SeatAbsence,
    private readonly lobby: LobbyService,
    @Inject(CONFIG) private readonly config: Config,
  ) {
    const every = config.openTableGraceMs * SWEEP_EVERY.fractionOfGrace;
    const clamped = Math.min(SWEEP_EVERY.maxMs, Math.max(SWEEP_EVERY.minMs, every));
    this.task = new RepeatingTask(() => this.freeAbandoned(), clamped);
  }

  onApplicationBootstrap(): void {
    this.task.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.task.stop();
  }

  private async freeAbandoned(): Promise<void> {
    try {
      const grace = this.config.openTableGraceMs;
      const seats = await this.store.listedWaitingSeats(grace);
      if (seats.length === 0) return;
      const absent = await this.absence.absentSince(seats.map((seat) => seat.userId));
      const now = Date.now();
      for (const seat of seats) {
        const since = absent.get(seat.userId);
        if (since === null || since === undefined || now - since < grace) continue;
        // The table may have started or been left meanwhile: then there is nothing to free.
        await this.lobby.leave({ id: seat.userId, name: seat.name }, seat.code).catch((error: unknown) => {
          this.logger.debug(`Did not free the open-table seat of user ${seat.userId}: ${String(error)}`);
        });
      }
    } catch (error) {
      this.logger.debug(`Open-table sweep failed: ${String(error)}`);
    }
  }
}
