import { Inject, Injectable, Logger } from '@nestjs/common';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { DataSource } from 'typeorm';
import { CONFIG, type Config } from '../config/config';

/** How one action (a socket `action` or an HTTP emit-state) ended, for the counters. */
export type ActionOutcome = { applied: true; game: string } | { applied: false; reason: string };

/** Why the server cut a socket off or refused its handshake. */
export type SocketRefusal = 'rate-limited' | 'too-many-connections';

/** What the housekeeping sweep removes: waiting private tables it closed, idle guests it deleted. */
export type HousekeepingRemoval = 'waiting-table' | 'guest';
const HOUSEKEEPING_REMOVALS: readonly HousekeepingRemoval[] = ['waiting-table', 'guest'];

/**
 * This instance's Prometheus metrics, in a registry of its own (several apps may run in one test process). Action
 * outcomes are recorded from outside the authority, which stays free of I/O concerns.
 */
@Injectable()
export class MetricsService {
  private readonly logger = new Logger(MetricsService.name);
  readonly registry = new Registry();
  private readonly applied = new Counter({
    name: 'tabletop_actions_applied_total',
    help: 'Player actions the authority applied (or acknowledged again for a retried action id), by game',
    labelNames: ['game'],
    registers: [this.registry],
  });
  private readonly refused = new Counter({
    name: 'tabletop_actions_refused_total',
    help: "Player actions the authority refused, by reason (the authority's refusal reasons; error = it threw)",
    labelNames: ['reason'],
    registers: [this.registry],
  });
  private readonly latency = new Histogram({
    name: 'tabletop_action_duration_seconds',
    help: 'Time to handle one player action, queueing included, by outcome (applied or refused)',
    labelNames: ['outcome'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });
  private readonly socketRefusals = new Counter({
    name: 'tabletop_socket_refusals_total',
    help: 'Sockets cut off for flooding (rate-limited) and handshakes refused over the per-IP limit',
    labelNames: ['reason'],
    registers: [this.registry],
  });
  private readonly housekeeping = new Counter({
    name: 'tabletop_housekeeping_removed_total',
    help: 'What the housekeeping sweep of this instance removed: waiting private tables closed, idle guests deleted',
    labelNames: ['kind'],
    registers: [this.registry],
  });
  private countSockets: () => number = () => 0;

  constructor(
    @Inject(CONFIG) config: Config,
    private readonly db: DataSource,
  ) {
    collectDefaultMetrics({ register: this.registry });
    // Every kind at 0 from the start, so a dashboard's rate() sees the first removal.
    for (const kind of HOUSEKEEPING_REMOVALS) this.housekeeping.inc({ kind }, 0);
    new Gauge({
      name: 'tabletop_instance_info',
      help: 'Always 1; the instance label names this process (INSTANCE_ID)',
      labelNames: ['instance'],
      registers: [this.registry],
    }).set({ instance: config.instanceId }, 1);
    const countSockets = () => this.countSockets();
    new Gauge({
      name: 'tabletop_connected_sockets',
      help: 'Socket.IO connections to this instance',
      registers: [this.registry],
      collect() {
        this.set(countSockets());
      },
    });
    const liveGames = () => this.liveGames(config.readyTimeoutMs);
    new Gauge({
      name: 'tabletop_live_games',
      help: 'Games being played (status playing), all instances; NaN when the database did not answer',
      registers: [this.registry],
      async collect() {
        this.set(await liveGames());
      },
    });
  }

  /** Where the connected-sockets gauge reads its count at scrape time. */
  countSocketsWith(count: () => number): void {
    this.countSockets = count;
  }

  recordAction(outcome: ActionOutcome, seconds: number): void {
    if (outcome.applied) this.applied.inc({ game: outcome.game });
    else this.refused.inc({ reason: outcome.reason });
    this.latency.observe({ outcome: outcome.applied ? 'applied' : 'refused' }, seconds);
  }

  recordSocketRefusal(reason: SocketRefusal): void {
    this.socketRefusals.inc({ reason });
  }

  recordHousekeeping(kind: HousekeepingRemoval, count: number): void {
    this.housekeeping.inc({ kind }, count);
  }

  /** The Prometheus text exposition of every metric. */
  scrape(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  private async liveGames(timeoutMs: number): Promise<number> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      const rows: { live: number }[] = await Promise.race([
        this.db.query(`SELECT count(*)::int AS live FROM games WHERE status = 'playing'`),
        timeout,
      ]);
      return rows[0].live;
    } catch (error) {
      // A scrape during a database outage still reports everything else.
      this.logger.warn(`Could not count live games: ${String(error)}`);
      return Number.NaN;
    } finally {
      clearTimeout(timer);
    }
  }
}
