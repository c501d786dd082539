import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { chooseEasyAction, viewFor } from '@tabletop/game-kit';
import { LRUCache } from 'lru-cache';
import { randomBytes } from 'node:crypto';
import { CONFIG, type Config } from '../config/config';
import { findGame } from '../games/registry';
import { LimitsRedis } from '../limits/limits-redis';
import { serverActionId } from '../match/action-ids';
import { MatchAuthority, type CommittedChange } from '../match/authority';
import type { ComputerLevel } from './computer-level';
import { ComputerTurns } from './computer-turns';
import { COMPUTER_STORE, type ComputerStore, type ComputerTurn } from './ports';
import { SearchPoolClosed } from './search-places';
import { SearchPool, type SearchSlot } from './search-pool';
import { actionPace, type PaceSettings } from './turn-pace';

export type { ComputerTurn } from './ports';

/** How often each instance looks for computer turns nobody is taking (a crash, a restart, a lost claim). */
const SWEEP_INTERVAL_MS = 5_000;
/** A claim outlives the search and the wait; one left by a crashed instance lapses and the sweep takes the turn. */
const CLAIM_MS = 30_000;
/** Seated users known to be computers (their level) or persons (null); a user's kind never changes. */
const KNOWN_SEATS = 100_000;

/**
 * Plays the computer seats. After every change this instance commits, and on every sweep, a computer to move is
 * taken: the instance that claims (game, version) chooses an action at once (Easy inline, Hard in the worker pool, once
 * the turn has a place there: search-places.ts) and sends it, no sooner than the pace allows (turn-pace.ts: the move delay before a turn's first action, a short
 * pause between the actions of one turn, and one search budget for the whole turn), through the match authority like
 * a person's action, so it is checked, logged and broadcast the same way. A claim lives in Redis when there is one
 * (so one instance of several moves), in memory otherwise; a second move at the same version is refused as stale, so
 * a lost claim costs a search, not a move.
 */
@Injectable()
export class ComputerPlayers implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ComputerPlayers.name);
  /** The (game, version) turns this instance is taking, so a sweep does not take one twice. */
  private readonly taking = new Set<string>();
  private readonly turns = new ComputerTurns();
  private readonly levels = new LRUCache<number, { level: ComputerLevel | null }>({ max: KNOWN_SEATS });
  private sweepTimer: ReturnType<typeof setInterval> | undefined;
  private stopped = false;

  constructor(
    private readonly authority: MatchAuthority,
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
  }

  /** A new computer game, or a change committed here: takes the next move if a computer is to make it. */
  async afterCommit({ gameId, state }: Pick<CommittedChange, 'gameId' | 'state'>): Promise<void> {
    const answeredAt = performance.now();
    if (state.gameOver || !state.player) return this.turns.end(gameId);
    try {
      const level = await this.levelOf(state.player.id);
      if (!level) return this.turns.end(gameId);
      const { code, version, ...match } = state;
      this.schedule({ gameId, code, version, match, playerId: state.player.id, level }, answeredAt);
    } catch (error) {
      this.logger.warn(`Could not look up the player to move in game ${gameId}: ${String(error)}`);
    }
  }

  /** Takes every computer turn waiting in a live game (on boot, then every few seconds). */
  async sweep(): Promise<void> {
    if (this.stopped) return;
    try {
      for (const turn of await this.store.waitingTurns()) this.schedule(turn);
    } catch (error) {
      this.logger.warn(`Could not look for pending computer turns: ${String(error)}`);
    }
  }

  /** Takes the turn unless this instance is taking it already; `answeredAt`: when the change it answers came. */
  private schedule(turn: ComputerTurn, answeredAt = performance.now()): void {
    const key = `${turn.gameId}:${turn.version}`;
    if (this.stopped || this.taking.has(key)) return;
    this.taking.add(key);
    void this.move(turn, answeredAt).finally(() => this.taking.delete(key));
  }

  private async move(turn: ComputerTurn, answeredAt: number): Promise<void> {
    const { gameId, playerId, version } = turn;
    let slot: SearchSlot | undefined;
    try {
      const pace = actionPace(this.turns.soFar(gameId, playerId, version), this.pace);
      // A Hard turn waits for its place before it claims: meanwhile another instance with room may take it.
      if (turn.level === 'hard') slot = await this.pool.reserve();
      if (!(await this.claim(turn))) return;
      const searchStart = performance.now();
      const action = await this.choose(turn, pace.budgetMs, slot);
      const searchedMs = performance.now() - searchStart;
      await this.until(answeredAt + pace.gapMs);
      if (action === null || this.stopped) return;
      this.turns.acting(gameId, playerId, version, turn.level === 'hard' ? searchedMs : 0);
      const result = await this.authority.act(playerId, {
        code: turn.code,
        version,
        action,
        id: serverActionId('computer', version),
      });
      if (result.ok) return;
      this.turns.end(gameId);
      this.logger.debug(`Computer move in game ${gameId} refused: ${result.error}`);
    } catch (error) {
      this.turns.end(gameId);
      if (error instanceof SearchPoolClosed) return;
      this.logger.warn(`Computer move in game ${gameId} failed: ${String(error)}`);
    } finally {
      slot?.release();
    }
  }

  /** Resolves at `time` (performance.now()), at once if it has passed. */
  private until(time: number): Promise<void> {
    const wait = time - performance.now();
    return wait > 0 ? new Promise((resolve) => setTimeout(resolve, wait)) : Promise.resolve();
  }

  private get pace(): PaceSettings {
    return {
      moveDelayMs: this.config.computerMoveDelayMs,
      actionPauseMs: this.config.computerActionPauseMs,
      hardBudgetMs: this.config.computerHardBudgetMs,
      hardTurnBudgetMs: this.config.computerHardTurnBudgetMs,
    };
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
  private async choose(
    { match, playerId, gameId, version }: ComputerTurn,
    budgetMs: number,
    hard: SearchSlot | undefined,
  ): Promise<unknown> {
    const rules = findGame(match.game)?.definition;
    if (!rules) return null;
    const seen = viewFor(rules, match, playerId);
    const seed = `${gameId}:${version}:${randomBytes(4).toString('hex')}`;
    if (!hard) return chooseEasyAction(rules, seen, playerId, seed);
    try {
      return await hard.search({ game: match.game, match: seen, playerId, seed, budgetMs });
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
