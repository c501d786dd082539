import type { GameDefinition } from '../contract';
import { accept, rejectOutOfTurn } from '../result';
import { firstPlayer, initialScore, nextPlayer } from '../score';

export interface CountState {
  /** The last number said; 0 before anyone speaks. */
  said: number;
}

export interface CountAction {
  say: number;
}

/**
 * A small game for the tests that need just "a game" rather than one of the real ones: 2 to 4 players take turns
 * saying the next number, and it never ends by itself (only a forfeit ends it). It has no forfeit hook, so leaving
 * takes the kit's default. Register it beside the real games where a test needs a server that hosts it.
 */
export const countGame: GameDefinition<CountState, CountAction> = {
  url: 'count_test',
  displayText: 'Count (test)',
  players: [2, 4],
  showScore: true,
  setup: (players) => {
    const score = initialScore(players);
    return { game: 'count_test', player: firstPlayer(score), score, gameOver: false, state: { said: 0 } };
  },
  legalActions: (match, playerId) => (rejectOutOfTurn(match, playerId) ? [] : [{ say: match.state.said + 1 }]),
  apply(match, playerId, action) {
    const out = rejectOutOfTurn(match, playerId);
    if (out) return out;
    if (action?.say !== match.state.said + 1) return { ok: false, error: { code: 'illegal', message: 'Wrong number' } };
    return accept({ ...match, player: nextPlayer(match.score, match.player), state: { said: action.say } });
  },
};
