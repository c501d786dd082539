import type { RegisteredGame } from '../../src/games/registry';
import { countGame } from '@tabletop/game-kit/testing';

/** The kit's count game, hosted as the registry hosts a real one; its board is never served. */
export const COUNT_GAME: RegisteredGame = {
  definition: countGame,
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
