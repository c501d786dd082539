import type { GameDefinition, Match, MoveResult } from './contract';
import { nextPlayer } from './score';

/** The action the server records in a game's log when a player leaves a started game. */
export const FORFEIT_ACTION = { type: '$forfeit' } as const;

export function isForfeitAction(action: unknown): boolean {
  return typeof action === 'object' && action !== null && (action as { type?: unknown }).type === FORFEIT_ACTION.type;
}

/**
 * What leaving does to a match: the game's own forfeit hook when it has one, otherwise the generic default. The
 * default ends the game (no one to move, scores as they stand) when fewer than the game's minimum would remain;
 * otherwise it only passes the turn on if it was the leaver's, which suits games whose state does not track the
 * mover. `remaining` is how many seated players are still in, the leaver included (default: every seat that has not
 * forfeited).
 */
export function forfeitMatch<S>(
  match: Match<S>,
  playerId: number,
  definition: Pick<GameDefinition<S>, 'players' | 'forfeit'>,
  remaining: number = match.score.length - (match.forfeited?.players.length ?? 0),
): Match<S> {
  if (match.gameOver || !match.score.some((entry) => entry.player.id === playerId)) return match;
  if (match.forfeited?.players.includes(playerId)) return match;
  return withForfeit(match, forfeitedMatch(match, playerId, definition, remaining), playerId);
}

function forfeitedMatch<S>(
  match: Match<S>,
  playerId: number,
  definition: Pick<GameDefinition<S>, 'players' | 'forfeit'>,
  remaining: number,
): Match<S> {
  if (definition.forfeit) return definition.forfeit(match, playerId);
  if (remaining - 1 < definition.players[0]) return { ...match, player: null, gameOver: true };
  if (match.player?.id !== playerId) return match;
  return { ...match, player: nextPlayer(match.score, match.player) };
}

/** The match after the forfeit, with the leaver added to who forfeited (the ending facts every game shares). */
function withForfeit<S>(before: Match<S>, after: Match<S>, playerId: number): Match<S> {
  const players = [...(before.forfeited?.players ?? []), playerId];
  return { ...after, forfeited: { ...before.forfeited, players, endedGame: after.gameOver } };
}

/**
 * A move through the game's rules, keeping who forfeited earlier: the rules build their next match from their own
 * fields and know nothing of forfeits. The authority and the replay both apply moves through it.
 */
export function applyMove<S, A>(
  definition: Pick<GameDefinition<S, A>, 'apply'>,
  match: Match<S>,
  playerId: number,
  action: A,
): MoveResult<S> {
  const result = definition.apply(match, playerId, action);
  if (!result.ok || !match.forfeited) return result;
  return { ok: true, match: { ...result.match, forfeited: match.forfeited } };
}
