import type { Match } from '@tabletop/game-kit';
import { WIN_GOALS } from './players';
import type { WinzardState } from './types';

/**
 * A player who leaves a started game loses it: the opponent is awarded the win (their goals raised to the winning
 * three, as a walkover), the leaver keeps their goals, and the court stays as it was.
 */
export function forfeit(match: Match<WinzardState>, playerId: number): Match<WinzardState> {
  const seated = match.score.some((entry) => entry.player.id === playerId);
  if (match.gameOver || !seated || match.score.length < 2) return match;
  const score = match.score.map((entry) =>
    entry.player.id === playerId ? entry : { ...entry, score: Math.max(entry.score, WIN_GOALS) },
  );
  return { ...match, player: null, gameOver: true, score };
}
