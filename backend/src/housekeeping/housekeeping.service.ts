import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CONFIG, type Config } from '../config/config';
import { SEAT_ABSENCE, type SeatAbsence } from '../match/ports';
import { MetricsService } from '../metrics/metrics.service';
import { RepeatingTask } from '../schedule/repeating-task';
import { HousekeepingSweep, type SweepRemovals } from './housekeeping-sweep';
import { HOUSEKEEPING_STORE, type HousekeepingStore } from './ports';

/**
 * Runs the housekeeping sweep on every instance at start and every HOUSEKEEPING_INTERVAL; the database lock lets one
 * sweep at a time. What it removed goes to the log and to /api/metrics.
 */
@Injectable()
export class HousekeepingService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(HousekeepingService.name);
  private readonly sweep: HousekeepingSweep;
  private readonly task: RepeatingTask;
  /** What the latest sweep of this instance removed; null when it skipped its turn or failed. */
  private last: SweepRemovals | null = null;

  constructor(
    @Inject(HOUSEKEEPING_STORE) store: HousekeepingStore,
    @Inject(SEAT_ABSENCE) absence: SeatAbsence,
    @Inject(CONFIG) config: Config,
    private readonly metrics: MetricsService,
  ) {
    this.sweep = new HousekeepingSweep(store, absence, config);
    this.task = new RepeatingTask(() => this.sweepAndReport(), config.housekeepingIntervalMs);
  }

  onApplicationBootstrap(): void {
    this.task.start(true);
  }

  onApplicationShutdown(): Promise<void> {
    return this.task.stop();
  }

  /** One sweep now (or the one under way): what it removed, null when another instance was sweeping or it failed. */
  async sweepNow(): Promise<SweepRemovals | null> {
    await this.task.run();
    return this.last;
  }

  private async sweepAndReport(): Promise<void> {
    this.last = null;
    try {
      const removed = await this.sweep.run();
      if (!removed) return this.logger.debug('Another instance is sweeping: this one skips its turn');
      this.metrics.recordHousekeeping('waiting-table', removed.waitingTables);
      this.metrics.recordHousekeeping('guest', removed.guests);
      if (removed.waitingTables + removed.guests > 0)
        this.logger.log(
          `Housekeeping closed ${removed.waitingTables} waiting private table(s) and deleted ${removed.guests} idle guest(s)`,
        );
      this.last = removed;
    } catch (error) {
      // The database may be down or restarting: what is due waits for the next sweep.
      this.logger.warn(`Housekeeping sweep failed: ${String(error)}`);
    }
  }
}
