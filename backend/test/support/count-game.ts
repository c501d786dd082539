import type { RegisteredGame } from '../../src/games/registry';
import type { GameDefinition, Player } from '@tabletop/game-kit';
import { accept, firstPlayer, initialScore, nextPlayer, rejectOutOfTurn } from '@tabletop/game-kit';

/**
 * A 2-4 player test game with no forfeit hook, so the lobby can wait for more players and leaving uses game-kit's
 * default: players take turns saying the next number; it never ends by itself.
 */
const count: GameDefinition<{ said: number }, { say: number }> = {
  url: 'count_test',
  displayText: 'Count (test)',
  players: [2, 4],
  showScore: true,
  setup: (players: Player[]) => {
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

export const COUNT_GAME: RegisteredGame = {
  definition: count,
  description: 'Count up in turns: a test game.',
  menuLabel: 'COUNT (TEST)',
  remoteName: 'count_test',
  boardSlug: 'count-test',
  boardDist: 'nowhere',
  boardUrlEnv: 'BOARD_URL_COUNT_TEST',
  // The shortest clock a player may pick: a test that lets it run out waits ten seconds.
  defaultClock: { initial: 10, increment: 0 },
};

/** The registry with the count game added: `jest.mock('../src/games/registry', withCountGame)`. */
export function withCountGame() {
  const actual = jest.requireActual('../../src/games/registry');
  const games: RegisteredGame[] = [...actual.GAMES, COUNT_GAME];
  return { ...actual, GAMES: games, findGame: (url: string) => games.find((entry) => entry.definition.url === url) };
}
