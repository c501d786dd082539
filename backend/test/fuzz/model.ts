import type { GameDefinition, GameState, Match } from '@tabletop/game-kit';
import { applyMove, forfeitMatch, hasView, sameJson } from '@tabletop/game-kit';
import { normaliseCode } from '@tabletop/protocol';
import { findGame } from '../../src/games/registry';
import { payloadProblem } from '../../src/security/untrusted-payload';

/**
 * What the fuzzer knows must be true of every game: the state it started from, the legal actions by rightful players
 * it saw accepted, and the state those alone make. The server's stored games are compared against this at the end.
 */

export interface ModelUser {
  id: number;
  jwt: string;
  name: string;
}

export type LoggedAction = { userId: number; action: unknown; forfeit?: true };

export interface ModelGame {
  /** Creation order across the run: the newest game with a code is the one a code names for its players. */
  serial: number;
  /** The games row's id, read from the database once created. */
  dbId: number;
  url: string;
  code: string;
  status: 'waiting' | 'playing' | 'over';
  /** Seated user ids in seat order, and the ones that left a started game. */
  seated: number[];
  left: Set<number>;
  initial: GameState | null;
  current: GameState | null;
  log: LoggedAction[];
  /** Client action ids applied, with the version each made. */
  ids: Map<string, number>;
  /** Published games may be targeted by other lanes' hostile requests. */
  published: boolean;
  /**
   * A game against the computer: its computer seats move when they like, so its log is read from the database at the
   * end and must replay legally from its first state.
   */
  computer?: boolean;
}

export class World {
  readonly games: ModelGame[] = [];
  readonly users: ModelUser[] = [];

  addGame(url: string, code: string, creatorId: number): ModelGame {
    const game: ModelGame = {
      serial: this.games.length,
      dbId: 0,
      url,
      code: normaliseCode(code),
      status: 'waiting',
      seated: [creatorId],
      left: new Set(),
      initial: null,
      current: null,
      log: [],
      ids: new Map(),
      published: false,
    };
    this.games.push(game);
    return game;
  }

  /** The game `code` names for `userId`, as the server looks it up: the newest they ever sat in with that code. */
  gameOf(userId: number, code: unknown): ModelGame | undefined {
    if (typeof code !== 'string') return undefined;
    const upper = normaliseCode(code);
    for (let i = this.games.length - 1; i >= 0; i--) {
      const game = this.games[i];
      if (game.code === upper && game.seated.includes(userId)) return game;
    }
    return undefined;
  }

  /** The user's waiting or playing game they have not left. */
  activeGameOf(userId: number): ModelGame | undefined {
    return this.games.find((game) => game.status !== 'over' && game.seated.includes(userId) && !game.left.has(userId));
  }

  publishedGames(): ModelGame[] {
    return this.games.filter((game) => game.published);
  }

  knownCodes(): Set<string> {
    return new Set(this.games.map((game) => game.code));
  }
}

export function rulesOf(url: string): GameDefinition {
  const rules = findGame(url)?.definition;
  if (!rules) throw new Error(`no rules for ${url}`);
  return rules;
}

/** The game's state now that it started: the first state every later one is replayed from. */
export function started(game: ModelGame, state: GameState): void {
  game.status = state.gameOver ? 'over' : 'playing';
  game.initial = state;
  game.current = state;
  game.published = true;
}

const CODE = /^[A-Za-z0-9]{4}$/;
/** A client action id as the contract allows it (the shell sends UUIDs): nothing else reaches the database. */
const ACTION_ID = /^[A-Za-z0-9_-]{1,64}$/;
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const onlyKeys = (value: Record<string, unknown>, allowed: string[]) =>
  Object.keys(value).every((key) => allowed.includes(key));

/** What a request must do to the model: be refused, be accepted as one legal action, or be a replay answered as before. */
export type Prediction =
  | { kind: 'refuse'; why: string }
  | { kind: 'apply'; game: ModelGame; userId: number; action: unknown; id?: string }
  | { kind: 'forfeit'; game: ModelGame; userId: number }
  | { kind: 'replay'; game: ModelGame; version: number };

const refuse = (why: string): Prediction => ({ kind: 'refuse', why });

/** A player who left a started game is no longer in it; once it is over, the server treats every seat alike. */
const hasLeft = (game: ModelGame, userId: number) => game.left.has(userId) && game.status !== 'over';

/** The one legal action of `userId` equal (as JSON) to `action`, if any. */
function legalMatch(game: ModelGame, userId: number, action: unknown): unknown {
  const rules = rulesOf(game.url);
  const match = game.current as Match<unknown>;
  return rules.legalActions(match, userId).find((legal) => sameJson(legal, action));
}

/** A socket `action` payload from `userId` (ActionDto, then the authority's checks). */
export function predictAction(world: World, userId: number | null, payload: unknown): Prediction {
  if (userId === null) return refuse('not signed in');
  if (!isPlainObject(payload) || !onlyKeys(payload, ['code', 'version', 'action', 'id'])) return refuse('envelope');
  const { code, version, action, id } = payload;
  if (typeof code !== 'string' || !CODE.test(code)) return refuse('code');
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) return refuse('version type');
  if (action === undefined || action === null) return refuse('no action');
  if (id !== undefined && (typeof id !== 'string' || !ACTION_ID.test(id))) return refuse('id');
  const game = world.gameOf(userId, code);
  if (!game || hasLeft(game, userId)) return refuse('not seated');
  if (typeof id === 'string' && game.ids.has(id)) return { kind: 'replay', game, version: game.ids.get(id)! };
  if (game.status !== 'playing' || !game.current) return refuse('not playing');
  if (version !== game.current.version) return refuse('stale');
  const legal = legalMatch(game, userId, action);
  if (legal === undefined) return refuse('illegal');
  return typeof id === 'string'
    ? { kind: 'apply', game, userId, action: legal, id }
    : { kind: 'apply', game, userId, action: legal };
}

// `clock` and `unmoved` too: a client posts the state as it was sent (the server ignores both).
const EMIT_KEYS = ['game', 'code', 'version', 'player', 'score', 'gameOver', 'state', 'clock', 'unmoved'];

/** A POST /api/game/emit-state body from `userId`: accepted only when it is one legal action's result. */
export function predictEmitState(world: World, userId: number | null, body: unknown): Prediction {
  if (userId === null) return refuse('not signed in');
  if (!isPlainObject(body) || !onlyKeys(body, EMIT_KEYS)) return refuse('envelope');
  // The ignored keys are still read by the payload check every body passes (a NUL, a deep nest, a prototype key).
  if (payloadProblem(body) !== null) return refuse('payload');
  if (typeof body.code !== 'string' || !CODE.test(body.code)) return refuse('code');
  if (typeof body.game !== 'string' || typeof body.gameOver !== 'boolean') return refuse('types');
  if (typeof body.version !== 'number' || !Number.isInteger(body.version)) return refuse('version type');
  if (!Array.isArray(body.score) || !body.score.every(isPlainObject)) return refuse('score type');
  if (body.player !== null && !isPlainObject(body.player)) return refuse('player type');
  const game = world.gameOf(userId, body.code);
  if (!game || hasLeft(game, userId)) return refuse('not seated');
  if (game.status !== 'playing' || !game.current) return refuse('not playing');
  // A game with hidden information takes no states: its next state could only be guessed.
  const rules = rulesOf(game.url);
  if (hasView(rules)) return refuse('hidden information');
  if (body.version !== game.current.version + 1) return refuse('stale');
  const found = legalResults(game, userId).find((result) => sameMatchAs(result.match, body));
  return found ? { kind: 'apply', game, userId, action: found.action } : refuse('mismatch');
}

const resultsCache = new WeakMap<ModelGame, { version: number; userId: number; results: LegalResult[] }>();
type LegalResult = { action: unknown; match: Match<unknown> };

/** Every legal action of `userId` now and the match it makes, computed once per version (many cases share one). */
function legalResults(game: ModelGame, userId: number): LegalResult[] {
  const version = game.current!.version;
  const cached = resultsCache.get(game);
  if (cached && cached.version === version && cached.userId === userId) return cached.results;
  const rules = rulesOf(game.url);
  const match = game.current as Match<unknown>;
  const results: LegalResult[] = [];
  for (const action of rules.legalActions(match, userId)) {
    const result = applyMove(rules, match, userId, action);
    if (result.ok) results.push({ action, match: result.match });
  }
  resultsCache.set(game, { version, userId, results });
  return results;
}

function sameMatchAs(match: Match<unknown>, body: Record<string, unknown>): boolean {
  return (['game', 'player', 'score', 'gameOver', 'state'] as const).every((key) => sameJson(match[key], body[key]));
}

/** A leave (HTTP or socket) of the game `code` names: a forfeit of a started game by a player still in it. */
export function predictLeave(world: World, userId: number | null, body: unknown, allowGame: boolean): Prediction {
  if (userId === null) return refuse('not signed in');
  if (!isPlainObject(body) || !onlyKeys(body, allowGame ? ['code', 'game'] : ['code'])) return refuse('envelope');
  if (typeof body.code !== 'string' || !CODE.test(body.code)) return refuse('code');
  if (body.game !== undefined && (typeof body.game !== 'string' || body.game.length > 64)) return refuse('game');
  const game = world.gameOf(userId, body.code);
  if (!game || game.left.has(userId) || game.status !== 'playing') return refuse('not in a started game');
  return { kind: 'forfeit', game, userId };
}

/** Applies an accepted prediction to the model, as the server must have. */
export function commit(prediction: Prediction): void {
  if (prediction.kind === 'apply') {
    const { game, userId, action } = prediction;
    const result = applyMove(rulesOf(game.url), game.current as Match<unknown>, userId, action);
    if (!result.ok) throw new Error(`model: the rules refused a legal action: ${result.error.message}`);
    advance(game, result.match, { userId, action });
    if (prediction.id !== undefined) game.ids.set(prediction.id, game.current!.version);
  } else if (prediction.kind === 'forfeit') {
    const { game, userId } = prediction;
    const match = forfeitMatch(game.current as Match<unknown>, userId, rulesOf(game.url));
    game.left.add(userId);
    advance(game, match, { userId, action: null, forfeit: true });
  }
}

/** The only player of a waiting game left it: the seat is freed and the game closed. */
export function closeWaiting(game: ModelGame): void {
  game.seated = [];
  game.status = 'over';
}

function advance(game: ModelGame, match: Match<unknown>, entry: LoggedAction): void {
  const current = game.current as GameState;
  game.current = { ...match, code: current.code, version: current.version + 1 };
  game.log.push(entry);
  if (match.gameOver) game.status = 'over';
}

/** Replays a game's log from its first state with its rules: what its stored state must be. */
export function replayed(game: ModelGame): { match: Match<unknown>; version: number } | null {
  if (!game.initial) return null;
  const rules = rulesOf(game.url);
  let match: Match<unknown> = game.initial;
  for (const { userId, action, forfeit } of game.log) {
    if (forfeit) {
      match = forfeitMatch(match, userId, rules);
      continue;
    }
    const result = applyMove(rules, match, userId, action);
    if (!result.ok) throw new Error(`replay of ${game.code}: ${result.error.message}`);
    match = result.match;
  }
  return { match, version: game.initial.version + game.log.length };
}
