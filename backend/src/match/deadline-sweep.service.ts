import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { RepeatingTask } from '../schedule/repeating-task';
import { MatchAuthority } from './authority';
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
  private readonly task = new RepeatingTask(() => this.endOverdue(), SWEEP_EVERY_MS);

  constructor(
    @Inject(MATCH_STORE) private readonly store: MatchStore,
    private readonly authority: MatchAuthority,
  ) {}

  onApplicationBootstrap(): void {
    this.task.start(true);
  }

  onApplicationShutdown(): Promise<void> {
    return this.task.stop();
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
