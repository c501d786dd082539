import { addScore, type Match } from '@tabletop/game-kit';
import { WIN_SCORE } from './players';
import type { C4State } from './types';

/** A player who leaves a started game loses it: the opponent wins as by a four (100 points), the grid stays. */
export function forfeit(match: Match<C4State>, playerId: number): Match<C4State> {
  const opponent = match.score.find((entry) => entry.player.id !== playerId)?.player;
  const seated = match.score.some((entry) => entry.player.id === playerId);
  if (match.gameOver || !seated || !opponent) return match;
  return { ...match, player: null, gameOver: true, score: addScore(match.score, opponent, WIN_SCORE) };
}
