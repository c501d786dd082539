import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { GAMES, boardPictureUrl, findGame } from './registry';

const backendPackage = JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

describe('the registry', () => {
  it("hosts the backend's game dependencies, in their manifests' order, each with its board where it is built", () => {
    // Every @tabletop dependency but the two kits is a game.
    const gameDependencies = Object.keys(backendPackage.dependencies).filter((name) =>
      /^@tabletop\/(?!(game-kit|protocol)$)/.test(name),
    );
    expect(GAMES.map((entry) => entry.boardSlug).sort()).toEqual(
      gameDependencies.map((name) => name.replace('@tabletop/', '')).sort(),
    );
    // The three games of the spec keep its menu order (their manifests say 10, 20, 30).
    expect(GAMES.slice(0, 3).map((entry) => entry.menuLabel)).toEqual(['SUPER TIC-TAC-TOE', 'REPELLO', 'FOOTBALL']);
    expect(findGame('repello')).toMatchObject({
      remoteName: 'repello',
      boardSlug: 'repello',
      boardDist: path.join('mfe-repello', 'dist', 'board'),
      boardUrlEnv: 'BOARD_URL_REPELLO',
      description: expect.stringMatching(/\w/),
      definition: expect.objectContaining({ url: 'repello', displayText: 'Repello', players: [2, 4] }),
    });
    expect(findGame('winzards/football')?.boardUrlEnv).toBe('BOARD_URL_WINZARD_FOOTBALL');
    expect(findGame('no_such_game')).toBeUndefined();
  });
});

describe('boardPictureUrl', () => {
  it("points beside the board's manifest, wherever it is served", () => {
    expect(boardPictureUrl('/boards/repello/mf-manifest.json')).toBe('/boards/repello/thumbnail.svg');
    expect(boardPictureUrl('http://localhost:8082/mf-manifest.json')).toBe('http://localhost:8082/thumbnail.svg');
    expect(boardPictureUrl('https://cdn.example.com/b/remoteEntry.js?v=3')).toBe(
      'https://cdn.example.com/b/thumbnail.svg',
    );
  });
});
