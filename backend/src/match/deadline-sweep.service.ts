import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MatchAuthorityService } from './match-authority.service';
import { MATCH_STORE, type MatchStore } from './ports';

/** How often each instance looks for overdue games: a flag falls at most this long (plus a commit) late. */
const SWEEP_EVERY_MS = 250;
/** Overdue games ended per look; more wait for the next one. */
const SWEEP_BATCH = 100;

/**
 * Ends what is due in running games (a clock run out, a first move not made in time) from the index of deadlines,
 * on every instance: each claim goes through the authority's versioned commit, so however many instances find the same
 * deadline, it is ended once, and a move that lands first wins. The first look comes at start-up, so games whose time
 * ran out while no instance was up end at once.
 */
@Injectable()
export class DeadlineSweepService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(DeadlineSweepService.name);
  private timer: NodeJS.Timeout | undefined;
  private sweeping: Promise<void> | null = null;

  constructor(
    @Inject(MATCH_STORE) private readonly store: MatchStore,
    private readonly authority: MatchAuthorityService,
  ) {}

  onApplicationBootstrap(): void {
    void this.sweep();
    this.timer = setInterval(() => void this.sweep(), SWEEP_EVERY_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.sweeping;
  }

  /** One look; a look still under way is not started twice. */
  sweep(): Promise<void> {
    this.sweeping ??= this.endOverdue().finally(() => (this.sweeping = null));
    return this.sweeping;
  }

  private async endOverdue(): Promise<void> {
    try {
      const due = await this.store.findDue(Date.now(), SWEEP_BATCH);
      await Promise.all(due.map((game) => this.authority.expire(game.id, game.code)));
    } catch (error) {
      // The database may be down or restarting: the deadlines stay, and the next look tries again.
      this.logger.debug(`Deadline sweep failed: ${String(error)}`);
    }
  }
}
