import type { Match } from './contract';
import { addScore } from './score';

/**
 * The forfeit hook of a two-seat game where leaving loses: the one who stays scores `winScore`, as a win by the rules
 * would, nobody is to move and the state stays as it was. A finished game, or someone not seated, is left as it is.
 * (Without a hook, forfeitMatch ends the game with the scores as they stand.)
 */
export function forfeitToStayer(winScore: number): <S>(match: Match<S>, playerId: number) => Match<S> {
  return (match, playerId) => {
    const stayer = match.score.find((entry) => entry.player.id !== playerId)?.player;
    const seated = match.score.some((entry) => entry.player.id === playerId);
    if (match.gameOver || !seated || !stayer) return match;
    return { ...match, player: null, gameOver: true, score: addScore(match.score, stayer, winScore) };
  };
}
