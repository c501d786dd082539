import type { GameDefinition, GameState, Match, MoveResult } from '@tabletop/game-kit';
import type { StatePatch } from '@tabletop/protocol';
import {
  ABORT_ACTION,
  abortMatch,
  applyMove,
  CLAIM_ACTION,
  claimMatch,
  FORFEIT_ACTION,
  forfeitMatch,
  hasView,
  isServerAction,
  LATE_ABORT_ACTION,
  moveText,
  sameJson,
  TIMEOUT_ACTION,
  timeoutMatch,
  viewState,
} from '@tabletop/game-kit';
import { diffStates, normaliseCode } from '@tabletop/protocol';
import { gameEnding } from '../ratings/game-ending';
import { paceOf, toGameState, type StoredGame } from './game-state';
import { KeyedQueue } from './keyed-queue';
import { canCatchUp, contiguousPatches } from './missed-patches';
import { StoreUnavailableError, type ActionMetrics, type MatchStore, type MatchTransport } from './ports';
import { LegalResultsCache, matchDigest } from './legal-results';
import { LiveGames, type LiveGame } from './live-games';
import { RecentActionIds } from './recent-action-ids';
import { advancePace, deadlineOf, everySeatMoved, overdueAt, type Overdue } from './pace';
import { broadcastChange } from './state-views';

/** Why the authority refused; the HTTP layer maps it to a status, the socket layer sends the message. */
export type RefusalReason =
  | 'unknown-game'
  | 'not-a-player'
  | 'not-playing'
  | 'stale'
  | 'rejected'
  | 'mismatch'
  /** The mover's clock has run out (or their first move came too late): the server ends their part. */
  | 'time-up'
  /** The database is unreachable or this instance is shutting down: try again (elsewhere), same action id. */
  | 'unavailable';

export type AuthorityRefusal = { ok: false; reason: RefusalReason; error: string; state?: GameState };
/**
 * `state`: the caller's view of the game (GameDefinition.view); `patch`: what this call changed in that view, when it
 * applied the action (not when it found the action applied already).
 */
export type AuthorityResult =
  { ok: true; gameId: number; version: number; state: GameState; patch?: StatePatch } | AuthorityRefusal;
/** `seats`: whose presence counts, in seat order (PlayerGameLookup), so the caller needs no read of its own. */
export type SyncResult = { ok: true; gameId: number; state: GameState; seats: number[] } | AuthorityRefusal;
export type SyncSinceResult =
  SyncResult | { ok: true; gameId: number; since: number; patches: StatePatch[]; seats: number[] };

export interface PlayerAction {
  code: string;
  version: number;
  action: unknown;
  /** Client-chosen id: the same id is applied once. */
  id?: string;
}

/** A change the authority has written and broadcast: the full match (not a view), for the server's own players. */
export interface CommittedChange {
  gameId: number;
  state: GameState;
  /** The ids still taking part, in seat order. */
  activePlayers: readonly number[];
}

export const MESSAGES = {
  /** Also the answer to a code whose game the caller is not seated in: no telling live codes from unknown ones. */
  unknownGame: 'Unknown game',
  left: 'You left this game',
  notStarted: 'The game has not started',
  gameOver: 'Game over',
  stale: 'Stale version',
  notYourTurn: 'Not your turn',
  mismatch: 'The state is not the result of one legal action',
  actionsOnly: 'This game has hidden information: send moves as actions, not states',
  unavailable: 'Service unavailable, try again',
  timeUp: 'Time is up',
  tooLateToAbort: 'Every player has moved: the game can no longer be aborted',
  notClaimable: 'You can claim victory only in a game without a clock, when every opponent has been gone a while',
} as const;

/**
 * The authority's clock (the server's epoch ms), how long a seat may take for its first move, and how many rated games
 * two accounts may play together in one game per 24 hours.
 */
export interface AuthoritySettings {
  now: () => number;
  firstMoveTimeoutMs: number;
  ratedPairLimit: number;
}

export const DEFAULT_AUTHORITY_SETTINGS: AuthoritySettings = {
  now: Date.now,
  firstMoveTimeoutMs: 30_000,
  ratedPairLimit: 3,
};

/** What the server does on a seat's behalf: leave (forfeit), abort, claim victory, or end it when its time is up. */
type ServerMove = 'forfeit' | 'abort' | { claim: (opponents: number[]) => Promise<boolean> } | Overdue;

/** For an authority whose actions nobody measures (unit tests). */
const UNMEASURED: ActionMetrics = { recordAction: () => undefined };

/** A server move is applied to whatever the current version is; another instance may move the game on meanwhile. */
const SERVER_MOVE_ATTEMPTS = 5;

const refuse = (reason: RefusalReason, error: string, state?: GameState): AuthorityRefusal =>
  state ? { ok: false, reason, error, state } : { ok: false, reason, error };

/**
 * The only writer of matches. Checks the caller is seated, the game is running and the action was made against the
 * current version; applies the game's rules; persists (optimistically, so two instances never both apply at one
 * version); then broadcasts. Actions on one game are serialised in this process. Knows no transport or database.
 */
export class MatchAuthority {
  private readonly queue = new KeyedQueue();
  private readonly recent = new RecentActionIds();
  private readonly legalResults = new LegalResultsCache();
  private readonly live = new LiveGames();
  private readonly committedListeners: ((change: CommittedChange) => void)[] = [];
  private draining = false;

  constructor(
    private readonly store: MatchStore,
    private readonly transport: MatchTransport,
    private readonly rulesFor: (url: string) => GameDefinition | undefined,
    private readonly settings: AuthoritySettings = DEFAULT_AUTHORITY_SETTINGS,
    private readonly metrics: ActionMetrics = UNMEASURED,
  ) {}

  /** Hears every change this instance commits, after its broadcast (the computer players move from here). */
  onCommitted(listener: (change: CommittedChange) => void): void {
    this.committedListeners.push(listener);
  }

  /** A player's action, from a socket. */
  act(userId: number, request: PlayerAction): Promise<AuthorityResult> {
    return this.measured(() => this.applyAction(userId, request));
  }

  private applyAction(userId: number, request: PlayerAction): Promise<AuthorityResult> {
    return this.serialised(userId, request.code, () =>
      this.onLatest(userId, request.code, async ({ game, activePlayers }, fresh) => {
        if (request.id !== undefined) {
          const done =
            this.recent.get(game.id, request.id) ??
            (fresh ? await this.store.findActionVersion(game.id, request.id) : null);
          if (done !== null && done !== undefined)
            return { ok: true, gameId: game.id, version: done, state: toGameState(game) };
        }
        const found = this.playable(game, userId);
        if (!found.ok) return found;
        const { rules } = found;
        if (request.version !== game.version) return refuse('stale', MESSAGES.stale, toGameState(game));
        if (this.overdue(game)) return refuse('time-up', MESSAGES.timeUp, toGameState(game));
        const result = safeApply(rules, game.match, userId, request.action);
        if (!result.ok) return refuse('rejected', ruleMessage(result.error.code, result.error.message));
        return this.commit({ game, activePlayers }, userId, request.action, result.match, request.id);
      }),
    );
  }

  /**
   * A whole proposed next state (POST /api/game/emit-state): accepted only if it is exactly what one legal action by
   * the caller makes of the current state; then applied as that action.
   */
  submitState(userId: number, proposed: GameState): Promise<AuthorityResult> {
    return this.measured(() => this.applyState(userId, proposed));
  }

  private applyState(userId: number, proposed: GameState): Promise<AuthorityResult> {
    // Whatever is posted costs one digest (once, though the game may be decided twice) and one lookup by it; the legal
    // results are worked out once per position.
    const digest = matchDigest(proposed);
    return this.serialised(userId, proposed.code, () =>
      this.onLatest(userId, proposed.code, async (live) => {
        const found = this.playable(live.game, userId);
        if (!found.ok) return found;
        const { game, rules } = found;
        // A next state that depends on what the caller may not see (a Winzard draw) can only be guessed, and each
        // refused guess would rule a hidden card out: a game with a view takes its moves as actions only.
        if (hasView(rules)) return refuse('mismatch', MESSAGES.actionsOnly);
        if (proposed.version !== game.version + 1) return refuse('stale', MESSAGES.stale, toGameState(game));
        if (proposed.game !== game.game) return refuse('mismatch', MESSAGES.mismatch);
        if (this.overdue(game)) return refuse('time-up', MESSAGES.timeUp, toGameState(game));
        const legal = this.legalResults.get(game.id, game.version, userId, () =>
          rules.legalActions(game.match, userId).flatMap((action) => {
            const result = safeApply(rules, game.match, userId, action);
            return result.ok ? [{ action, match: result.match }] : [];
          }),
        );
        if (digest === null || !legal.has(digest)) return refuse('mismatch', MESSAGES.mismatch);
        const action = legal.get(digest);
        const result = safeApply(rules, game.match, userId, action);
        // The digest found the one candidate; the state itself must still be the one it makes.
        if (!result.ok || !sameMatch(result.match, proposed)) return refuse('mismatch', MESSAGES.mismatch);
        return this.commit(live, userId, action, result.match);
      }),
    );
  }

  /** Reports a player's action to the metrics: how it went (an exception as 'error') and how long it took. */
  private async measured(handle: () => Promise<AuthorityResult>): Promise<AuthorityResult> {
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    try {
      const result = await handle();
      this.metrics.recordAction(
        result.ok ? { applied: true, game: result.state.game } : { applied: false, reason: result.reason },
        seconds(),
      );
      return result;
    } catch (error) {
      this.metrics.recordAction({ applied: false, reason: 'error' }, seconds());
      throw error;
    }
  }

  /**
   * The caller leaves a started game: the game's forfeit hook (or game-kit's default) makes the next match, which is
   * committed like an action — next version, logged as FORFEIT_ACTION by the leaver, broadcast — and the leaver's seat
   * stops being active. Their connections leave the room after the broadcast.
   */
  forfeit(userId: number, code: string): Promise<AuthorityResult> {
    return this.serverMove(userId, code, 'forfeit');
  }

  /**
   * The caller calls the game off, which any seat may do until every seat has made its first move: it ends with no
   * winner, unrated, and every seat is free at once.
   */
  abort(userId: number, code: string): Promise<AuthorityResult> {
    return this.serverMove(userId, code, 'abort');
  }

  /**
   * The caller claims victory in a game without a clock: every opponent still in it forfeits, once `allGone` (asked
   * with their ids; connections are not the authority's to know) says they have all been gone long enough.
   */
  claim(userId: number, code: string, allGone: (opponents: number[]) => Promise<boolean>): Promise<AuthorityResult> {
    return this.serverMove(userId, code, { claim: allGone });
  }

  /**
   * Ends what is due in the game with that id and code, if anything is by now (a deadline sweep found it): a seat
   * whose clock ran out is out of the game, one that never made its first move aborts it. Committed through the same
   * versioned path as an action, so a move that lands first makes this a no-op, and of several instances (or sweeps)
   * that find the same deadline, one commits and the others find nothing due. Resolves to null when nothing was due.
   */
  expire(gameId: number, code: string): Promise<AuthorityResult | null> {
    if (this.draining) return Promise.resolve(null);
    const task = async (): Promise<AuthorityResult | null> => {
      for (let attempt = 0; attempt < SERVER_MOVE_ATTEMPTS; attempt++) {
        const lookup = await this.store.findGame(gameId);
        if (!lookup.game) return null;
        const live = { game: lookup.game, activePlayers: lookup.activePlayers };
        const due = live.game.status === 'playing' ? this.overdue(live.game) : null;
        if (!due) {
          // The row fell before the game is due (commits only bring it forward): it moves to the true deadline.
          const next =
            live.game.status === 'playing' ? deadlineOf(paceOf(live.game), this.settings.firstMoveTimeoutMs) : null;
          await this.store.moveDeadline(gameId, live.game.version, next);
          return null;
        }
        const userId = live.game.match.score[due.seat]?.player.id;
        if (userId === undefined) return null;
        const result = await this.decideServerMove(live, userId, due);
        if (result.ok || result.reason !== 'stale') return result;
      }
      return null;
    };
    return this.queue.run(normaliseCode(code), () => task().catch(unavailable));
  }

  /** A move the server makes for `userId` (see ServerMove), retried on the latest version while another gets in first. */
  private serverMove(userId: number, code: string, move: ServerMove): Promise<AuthorityResult> {
    return this.serialised(userId, code, async () => {
      let result: AuthorityResult = refuse('stale', MESSAGES.stale);
      for (let attempt = 0; attempt < SERVER_MOVE_ATTEMPTS && !result.ok && result.reason === 'stale'; attempt++) {
        const seated = await this.loadSeated(userId, code);
        if (!seated.ok) return seated;
        result = await this.decideServerMove(seated.live, userId, move);
      }
      return result;
    });
  }

  private async decideServerMove(live: LiveGame, userId: number, move: ServerMove): Promise<AuthorityResult> {
    const found = this.playable(live.game, userId);
    if (!found.ok) return found;
    const { game, rules } = found;
    if (move === 'forfeit')
      return this.commit(live, userId, FORFEIT_ACTION, forfeitMatch(game.match, userId, rules), undefined, true);
    if (move === 'abort') {
      if (everySeatMoved(game.moves, game.match.score.length)) return refuse('rejected', MESSAGES.tooLateToAbort);
      return this.commit(live, userId, ABORT_ACTION, abortMatch(game.match, userId), undefined, true);
    }
    if ('claim' in move) {
      const opponents = live.activePlayers.filter((id) => id !== userId);
      if (game.clock || !(await move.claim(opponents))) return refuse('rejected', MESSAGES.notClaimable);
      return this.commit(live, userId, CLAIM_ACTION, claimMatch(game.match, userId, rules));
    }
    if (move.kind === 'abort')
      return this.commit(live, userId, LATE_ABORT_ACTION, abortMatch(game.match, userId, true), undefined, true);
    return this.commit(live, userId, TIMEOUT_ACTION, timeoutMatch(game.match, userId, rules), undefined, true);
  }

  /** What is due in the game now, by the server's clock. */
  private overdue(game: StoredGame): Overdue | null {
    return overdueAt(paceOf(game), this.settings.now(), this.settings.firstMoveTimeoutMs);
  }

  /**
   * Stops taking new actions (they are refused as unavailable, so clients retry on another instance) and waits, at
   * most `timeoutMs`, for the ones already taken to finish.
   */
  async drain(timeoutMs: number): Promise<void> {
    this.draining = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
    await Promise.race([this.queue.idle(), timeUp]);
    clearTimeout(timer);
  }

  /**
   * Runs a write of `userId` after the game's earlier ones; a database outage becomes a refusal the client can retry.
   * The answer is shown to `userId` as their view.
   */
  private serialised(userId: number, code: string, task: () => Promise<AuthorityResult>): Promise<AuthorityResult> {
    if (this.draining) return Promise.resolve(refuse('unavailable', MESSAGES.unavailable));
    return this.shownTo(
      userId,
      this.queue.run(normaliseCode(code), () => task().catch(unavailable)),
    );
  }

  /**
   * The result as `userId` may see it: their view of its state (GameDefinition.view). Every answer goes through here,
   * so no hidden part of a game reaches a client; a public game's state passes as it is. A commit's patch is the
   * caller's already (diffed between their views).
   */
  private async shownTo<R extends { state?: GameState }>(userId: number, pending: Promise<R>): Promise<R> {
    const result = await pending;
    if (!result.state) return result;
    const rules = this.rulesFor(result.state.game);
    return hasView(rules) ? { ...result, state: viewState(rules, result.state, userId) } : result;
  }

  /** The current state for a seated player, e.g. after a reconnect (also after the game ended or they left it). */
  sync(userId: number, code: string): Promise<SyncResult> {
    return this.shownTo(userId, this.currentState(userId, code).catch(unavailable));
  }

  private async currentState(userId: number, code: string): Promise<SyncResult> {
    const seated = await this.loadSeated(userId, code, true);
    if (!seated.ok) return seated;
    const { game } = seated.live;
    return { ok: true, gameId: game.id, state: toGameState(game), seats: seated.seats };
  }

  /**
   * What a client holding version `since` missed: the patches from it to the current version, or the full state when
   * patches cannot bring it up to date (too far behind, ahead of the server, at the lobby's version 0, a patch not kept).
   * Everything comes from the database, so any instance answers.
   */
  async syncSince(userId: number, code: string, since: number): Promise<SyncSinceResult> {
    const current = await this.sync(userId, code);
    if (!current.ok || !canCatchUp(since, current.state.version)) return current;
    // A game with a view is answered with the caller's whole view: the log keeps the full state's patches, which are
    // not for clients, and rebuilding each missed version to diff its views costs more than one view on a reconnect.
    if (hasView(this.rulesFor(current.state.game))) return current;
    const { gameId, state, seats } = current;
    const logged = await this.store.findPatches(gameId, since, state.version - since).catch(unavailable);
    if (!Array.isArray(logged)) return logged;
    const patches = contiguousPatches(logged, since, state.version);
    return patches ? { ok: true, gameId, since, patches, seats } : current;
  }

  /**
   * Decides on this instance's copy of the game when it has one (no read before the write); anything but success is
   * decided again on the game as the database has it (`fresh`), since another instance may have moved it on.
   */
  private async onLatest(
    userId: number,
    code: string,
    decide: (live: LiveGame, fresh: boolean) => Promise<AuthorityResult>,
  ): Promise<AuthorityResult> {
    const cached = this.live.seatedIn(code, userId);
    if (cached) {
      const result = await decide(cached, false);
      if (result.ok) return result;
    }
    const seated = await this.loadSeated(userId, code);
    return seated.ok ? decide(seated.live, true) : seated;
  }

  private async loadSeated(
    userId: number,
    code: string,
    evenIfLeft = false,
  ): Promise<{ ok: true; live: LiveGame; seats: number[] } | AuthorityRefusal> {
    const lookup = await this.store.findForPlayer(code, userId);
    if (!lookup.game) return refuse('unknown-game', MESSAGES.unknownGame);
    const live = { game: lookup.game, activePlayers: lookup.activePlayers };
    this.live.remember(live);
    if (lookup.left && !evenIfLeft) return refuse('not-a-player', MESSAGES.left);
    return { ok: true, live, seats: lookup.seats };
  }

  /** The game's rules if it is running; a player whose clock ended their part is told their time is up. */
  private playable(
    game: StoredGame,
    userId: number,
  ): { ok: true; game: StoredGame; rules: GameDefinition } | AuthorityRefusal {
    if (game.status === 'waiting') return refuse('not-playing', MESSAGES.notStarted);
    if (game.match.forfeited?.timedOut?.includes(userId)) return refuse('time-up', MESSAGES.timeUp, toGameState(game));
    if (game.status === 'over') return refuse('not-playing', MESSAGES.gameOver, toGameState(game));
    const rules = this.rulesFor(game.game);
    if (!rules) return refuse('unknown-game', MESSAGES.unknownGame);
    return { ok: true, game, rules };
  }

  private async commit(
    { game, activePlayers }: LiveGame,
    userId: number,
    action: unknown,
    match: Match<unknown>,
    clientActionId?: string,
    leaving = false,
  ): Promise<AuthorityResult> {
    const version = game.version + 1;
    const status = match.gameOver ? 'over' : 'playing';
    const rules = this.rulesFor(game.game);
    const pace = advancePace(paceOf(game), game.match, match, userId, this.settings.now(), isServerAction(action));
    const state = toGameState({ match, code: game.code, version, ...pace });
    const previous = toGameState(game);
    // The full state's change, for the log (sync catches public games up from it); clients get their views' changes.
    const patch = diffStates(previous, state);
    // The one extra read of a game's end: whether it is rated and from which ratings (the commit checks they held).
    const ending =
      status === 'over'
        ? gameEnding(
            match,
            game.game,
            await this.store.findSeatRatings(game.id, game.game),
            { clocked: pace.clock !== null, turns: pace.moves?.turns ?? [] },
            this.settings.ratedPairLimit,
          )
        : undefined;
    const outcome = await this.store
      .commit({
        gameId: game.id,
        expectedVersion: game.version,
        match,
        status,
        userId,
        action,
        clientActionId,
        leaving,
        patch,
        moveText: moveText(rules ?? {}, game.match, userId, action),
        pace,
        deadlineAt: status === 'playing' ? deadlineOf(pace, this.settings.firstMoveTimeoutMs) : null,
        ...(ending && { ending }),
      })
      .catch((error: unknown) => {
        // Written or not, nobody knows: the next action reads the game from the database.
        this.live.forget(game.code);
        throw error;
      });
    if (outcome === 'duplicate' && clientActionId !== undefined) {
      this.live.forget(game.code);
      const done = await this.store.findActionVersion(game.id, clientActionId);
      if (done !== null) return { ok: true, gameId: game.id, version: done, state: toGameState(game) };
    }
    if (outcome !== 'ok') {
      this.live.forget(game.code);
      const latest = await this.store.findForPlayer(game.code, userId);
      return refuse('stale', MESSAGES.stale, latest.game ? toGameState(latest.game) : undefined);
    }
    if (clientActionId !== undefined) this.recent.remember(game.id, clientActionId, version);
    if (status === 'over') this.recent.forget(game.id);
    const stillActive = leaving ? activePlayers.filter((id) => id !== userId) : activePlayers;
    this.live.remember({ game: { ...game, match, status, version, ...pace }, activePlayers: stillActive });
    const change = { state, previous, patch, mover: userId };
    const sent = broadcastChange(this.transport, rules, game.id, 'emit-state', change, userId);
    if (leaving) this.transport.leaveRoom(userId, game.id);
    for (const listener of this.committedListeners) listener({ gameId: game.id, state, activePlayers: stillActive });
    return { ok: true, gameId: game.id, version, state, patch: sent.patch };
  }
}

function unavailable(error: unknown): AuthorityRefusal {
  if (error instanceof StoreUnavailableError) return refuse('unavailable', MESSAGES.unavailable);
  throw error;
}

/** The rules promise never to throw; a bug there must still not take the server down. */
function safeApply(rules: GameDefinition, match: Match<unknown>, userId: number, action: unknown): MoveResult<unknown> {
  try {
    return applyMove(rules, match, userId, action);
  } catch {
    return { ok: false, error: { code: 'malformed', message: 'Malformed action' } };
  }
}

function ruleMessage(code: string, message: string): string {
  if (code === 'not-your-turn') return MESSAGES.notYourTurn;
  if (code === 'game-over') return MESSAGES.gameOver;
  return message;
}

function sameMatch(match: Match<unknown>, proposed: GameState): boolean {
  return (
    sameJson(match.game, proposed.game) &&
    sameJson(match.player, proposed.player) &&
    sameJson(match.score, proposed.score) &&
    sameJson(match.gameOver, proposed.gameOver) &&
    sameJson(match.state, proposed.state)
  );
}
