import { loadConfig } from '../config/config';
import { boardUrl, boardUrls, unknownBoardUrlVariables } from './board-urls';
import { findGame, GAMES } from './registry';

describe("each game's board URL", () => {
  it('defaults to /boards/<game>/mf-manifest.json on this server', () => {
    const config = loadConfig({});
    expect(boardUrl(findGame('winzards/football')!, config)).toBe('/boards/winzard-football/mf-manifest.json');
    expect(boardUrls(config)).toEqual(GAMES.map((entry) => `/boards/${entry.boardSlug}/mf-manifest.json`));
  });

  it("is moved by the game's BOARD_URL_<GAME> variable, derived from its package name", () => {
    const config = loadConfig({ BOARD_URL_REPELLO: 'https://boards.example.com/repello/mf-manifest.json' });
    expect(boardUrl(findGame('repello')!, config)).toBe('https://boards.example.com/repello/mf-manifest.json');
    expect(boardUrl(findGame('super_tic_tac_toe')!, config)).toBe('/boards/super-tic-tac-toe/mf-manifest.json');
    expect(unknownBoardUrlVariables(config)).toEqual([]);
  });

  it('names a variable that matches no game, and refuses a value that is neither a path nor an http(s) URL', () => {
    expect(unknownBoardUrlVariables(loadConfig({ BOARD_URL_REPELO: '/x/mf-manifest.json' }))).toEqual([
      'BOARD_URL_REPELO',
    ]);
    expect(() => loadConfig({ BOARD_URL_REPELLO: 'ftp://boards/mf-manifest.json' })).toThrow(
      /BOARD_URL_REPELLO must start with https:\/\/ or http:\/\//,
    );
  });
});
