import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { chooseEasyAction, viewFor } from '@tabletop/game-kit';
import { LRUCache } from 'lru-cache';
import { randomBytes } from 'node:crypto';
import { CONFIG, type Config } from '../config/config';
import { findGame } from '../games/registry';
import { LimitsRedis } from '../limits/limits-redis';
import type { CommittedChange } from '../match/authority';
import { MatchAuthorityService } from '../match/match-authority.service';
import type { ComputerLevel } from './computer-level';
import { COMPUTER_STORE, type ComputerStore, type ComputerTurn } from './ports';
import { SearchPool } from './search-pool';

export type { ComputerTurn } from './ports';

/** How often each instance looks for computer turns nobody is taking (a crash, a restart, a lost claim). */
const SWEEP_INTERVAL_MS = 5_000;
/** A claim outlives the delay and the search; one left by a crashed instance lapses and the sweep takes the turn. */
const CLAIM_MS = 30_000;
/** Seated users known to be computers (their level) or persons (null); a user's kind never changes. */
const KNOWN_SEATS = 100_000;

/**
 * Plays the computer seats. After every change this instance commits, and on every sweep, a computer to move is
 * scheduled: after COMPUTER_MOVE_DELAY_MS, the instance that claims (game, version) chooses an action (Easy inline,
 * Hard in the worker pool) and sends it through the match authority like a person's action, so it is checked,
 * logged and broadcast the same way. A claim lives in Redis when there is one (so one instance of several moves), in
 * memory otherwise; a second move at the same version is refused as stale, so a lost claim costs a search, not a move.
 */
@Injectable()
export class ComputerPlayers implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ComputerPlayers.name);
  private readonly scheduled = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly levels = new LRUCache<number, { level: ComputerLevel | null }>({ max: KNOWN_SEATS });
  private sweepTimer: ReturnType<typeof setInterval> | undefined;
  private stopped = false;

  constructor(
    private readonly authority: MatchAuthorityService,
    @Inject(COMPUTER_STORE) private readonly store: ComputerStore,
    private readonly pool: SearchPool,
    private readonly redis: LimitsRedis,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  onApplicationBootstrap(): void {
    this.authority.onCommitted((change) => void this.afterCommit(change));
    void this.sweep();
    this.sweepTimer = setInterval(() => void this.sweep(), SWEEP_INTERVAL_MS);
    this.sweepTimer.unref();
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    clearInterval(this.sweepTimer);
    this.scheduled.forEach((timer) => clearTimeout(timer));
    this.scheduled.clear();
  }

  /** A new computer game, or a change committed here: schedules the next mover if it is a computer. */
  async afterCommit({ gameId, state }: Pick<CommittedChange, 'gameId' | 'state'>): Promise<void> {
    if (state.gameOver || !state.player) return;
    try {
      const level = await this.levelOf(state.player.id);
      if (!level) return;
      const { code, version, ...match } = state;
      this.schedule({ gameId, code, version, match, playerId: state.player.id, level });
    } catch (error) {
      this.logger.warn(`Could not look up the player to move in game ${gameId}: ${String(error)}`);
    }
  }

  /** Schedules every computer turn waiting in a live game (on boot, then every few seconds). */
  async sweep(): Promise<void> {
    if (this.stopped) return;
    try {
      for (const turn of await this.store.waitingTurns()) this.schedule(turn);
    } catch (error) {
      this.logger.warn(`Could not look for pending computer turns: ${String(error)}`);
    }
  }

  private schedule(turn: ComputerTurn): void {
    const key = `${turn.gameId}:${turn.version}`;
    if (this.stopped || this.scheduled.has(key)) return;
    const timer = setTimeout(() => {
      void this.move(turn).finally(() => this.scheduled.delete(key));
    }, this.config.computerMoveDelayMs);
    this.scheduled.set(key, timer);
  }

  private async move(turn: ComputerTurn): Promise<void> {
    try {
      if (!(await this.claim(turn))) return;
      const action = await this.choose(turn);
      if (action === null || this.stopped) return;
      const result = await this.authority.act(turn.playerId, {
        code: turn.code,
        version: turn.version,
        action,
        id: `computer-${turn.version}`,
      });
      if (!result.ok) this.logger.debug(`Computer move in game ${turn.gameId} refused: ${result.error}`);
    } catch (error) {
      this.logger.warn(`Computer move in game ${turn.gameId} failed: ${String(error)}`);
    }
  }

  /** Whether this instance takes the turn: the first to set its Redis key, or alone without Redis. */
  private claim({ gameId, version }: ComputerTurn): Promise<boolean> {
    const client = this.redis.client;
    return this.redis.orMemory(
      client && (async () => (await client.set(`computer:${gameId}:${version}`, '1', 'PX', CLAIM_MS, 'NX')) === 'OK'),
      // Without Redis this instance is alone, or the action id and the version check keep a second move out.
      () => Promise.resolve(true),
      'a computer turn claim',
    );
  }

  /** The action, from what the computer's seat may see (the game's view): never from the hidden part. */
  private async choose({ match, playerId, level, gameId, version }: ComputerTurn): Promise<unknown> {
    const rules = findGame(match.game)?.definition;
    if (!rules) return null;
    const seen = viewFor(rules, match, playerId);
    const seed = `${gameId}:${version}:${randomBytes(4).toString('hex')}`;
    if (level === 'easy') return chooseEasyAction(rules, seen, playerId, seed);
    try {
      return await this.pool.search({ game: match.game, match: seen, playerId, seed });
    } catch (error) {
      // A search that cannot run (a worker that died, a missing build) must not stall the game: play as Easy.
      this.logger.warn(`Hard search failed in game ${gameId}, playing a random legal action: ${String(error)}`);
      return chooseEasyAction(rules, seen, playerId, seed);
    }
  }

  /** Which of these seated users are computers (always there: presence shows them online). */
  async computersAmong(userIds: readonly number[]): Promise<Set<number>> {
    const unknown = userIds.filter((id) => !this.levels.has(id));
    if (unknown.length > 0) {
      const found = await this.store.levelsOf(unknown);
      for (const id of unknown) this.levels.set(id, { level: found.get(id) ?? null });
    }
    return new Set(userIds.filter((id) => this.levels.get(id)?.level));
  }

  private async levelOf(userId: number): Promise<ComputerLevel | null> {
    const known = this.levels.get(userId);
    if (known) return known.level;
    const level = (await this.store.levelsOf([userId])).get(userId) ?? null;
    this.levels.set(userId, { level });
    return level;
  }
}
