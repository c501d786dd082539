import type { GameDefinition, Match } from './contract';
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
 * mover. `remaining` is how many seated players are still in, the leaver included (default: every score entry).
 */
export function forfeitMatch<S>(
  match: Match<S>,
  playerId: number,
  definition: Pick<GameDefinition<S>, 'players' | 'forfeit'>,
  remaining: number = match.score.length,
): Match<S> {
  if (match.gameOver || !match.score.some((entry) => entry.player.id === playerId)) return match;
  if (definition.forfeit) return definition.forfeit(match, playerId);
  if (remaining - 1 < definition.players[0]) return { ...match, player: null, gameOver: true };
  if (match.player?.id !== playerId) return match;
  return { ...match, player: nextPlayer(match.score, match.player) };
}
