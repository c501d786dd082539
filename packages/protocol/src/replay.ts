import {
  abortMatch,
  applyMove,
  claimMatch,
  forfeitMatch,
  isAbortAction,
  isClaimAction,
  isForfeitAction,
  isLateAbort,
  isTimeoutAction,
  timeoutMatch,
  type GameDefinition,
  type Match,
  type MoveResult,
  type Player,
  type RuleError,
} from '@tabletop/game-kit';

/**
 * One entry of a game's action log: who acted and what they sent, or what the server did on their behalf
 * (FORFEIT_ACTION when they left, and the other server actions).
 */
export interface LoggedAction {
  playerId: number;
  action: unknown;
}

/** Everything a finished or running game is made of: who sat where, the seed it was dealt with, and its log. */
export interface GameRecord {
  /** In seat order, as the game was set up. */
  players: Player[];
  seed: string;
  log: readonly LoggedAction[];
}

export type ReplayResult<S> = { ok: true; match: Match<S> } | { ok: false; index: number; error: RuleError };

/** One position of a replay: the match at `version` (0: as dealt), and the logged action that made it (null at 0). */
export interface ReplayStep<S> {
  version: number;
  /** The match just before this position (null at version 0). */
  before: Match<S> | null;
  entry: LoggedAction | null;
  match: Match<S>;
}

/**
 * One logged action applied the way the server applied it: a forfeit or a timeout through the game's forfeit hook, an
 * abort or a claim as game-kit makes them, anything else through its rules (keeping who forfeited earlier).
 */
export function applyLogged<S, A>(
  definition: GameDefinition<S, A>,
  match: Match<S>,
  entry: LoggedAction,
): MoveResult<S> {
  const { action, playerId } = entry;
  if (isForfeitAction(action)) return { ok: true, match: forfeitMatch(match, playerId, definition) };
  if (isTimeoutAction(action)) return { ok: true, match: timeoutMatch(match, playerId, definition) };
  if (isAbortAction(action)) return { ok: true, match: abortMatch(match, playerId, isLateAbort(action)) };
  if (isClaimAction(action)) return { ok: true, match: claimMatch(match, playerId, definition) };
  return applyMove(definition, match, playerId, action as A);
}

/**
 * Every position of a game rebuilt from its record, in order: setup with the seed (version 0), then one per logged
 * action. Returns (as the generator's result) the same answer as replayGame: the last match, or the index of the first
 * entry the rules refuse, which means the record is not one this game's rules produced.
 */
export function* replaySteps<S, A>(
  definition: GameDefinition<S, A>,
  record: GameRecord,
): Generator<ReplayStep<S>, ReplayResult<S>, undefined> {
  let match = definition.setup(record.players, record.seed);
  yield { version: 0, before: null, entry: null, match };
  for (const [index, entry] of record.log.entries()) {
    const result = applyLogged(definition, match, entry);
    if (!result.ok) return { ok: false, index, error: result.error };
    yield { version: index + 1, before: match, entry, match: result.match };
    match = result.match;
  }
  return { ok: true, match };
}

/**
 * Rebuilds a match from its record the way the server built it (replaySteps to the end): the audit's proof that the
 * log alone holds the game.
 */
export function replayGame<S, A>(definition: GameDefinition<S, A>, record: GameRecord): ReplayResult<S> {
  const steps = replaySteps(definition, record);
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}
