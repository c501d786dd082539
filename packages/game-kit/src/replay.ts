import type { GameDefinition, Match, Player, RuleError } from './contract';
import { applyMove, forfeitMatch, isForfeitAction } from './forfeit';

/** One entry of a game's action log: who acted and what they sent (FORFEIT_ACTION when they left). */
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

/**
 * Rebuilds a match from its record the way the server built it: setup with the seed, then every logged action in
 * order, a forfeit through the game's forfeit hook. Refuses (with the log index) if the rules refuse an entry, which
 * means the record is not one this game's rules produced.
 */
export function replayGame<S, A>(definition: GameDefinition<S, A>, record: GameRecord): ReplayResult<S> {
  let match = definition.setup(record.players, record.seed);
  for (const [index, entry] of record.log.entries()) {
    if (isForfeitAction(entry.action)) {
      match = forfeitMatch(match, entry.playerId, definition);
      continue;
    }
    const result = applyMove(definition, match, entry.playerId, entry.action as A);
    if (!result.ok) return { ok: false, index, error: result.error };
    match = result.match;
  }
  return { ok: true, match };
}
