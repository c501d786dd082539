import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { GAMES } from '../../backend/src/games/registry';
import playwrightConfig from '../../e2e/playwright.config';
import { boardWorkspaces, gameWorkspaces, repoRoot } from '../workspaces.cjs';

/**
 * A game is one folder: everything else that lists games derives from the installed packages. What cannot derive
 * (the backend's dependency line, the compose service, the README's table) is checked here against the folders.
 */
const readJson = (file: string) => JSON.parse(readFileSync(join(repoRoot, file), 'utf8')) as Record<string, unknown>;

interface GameFolder {
  folder: string;
  packageName: string;
  slug: string;
  manifest: { url: string; displayText: string; players: [number, number]; order: number };
}

const gameFolders: GameFolder[] = gameWorkspaces()
  .filter((folder) => readJson(`${folder}/package.json`).tabletop === 'game')
  .map((folder) => {
    const packageName = readJson(`${folder}/package.json`).name as string;
    return {
      folder,
      packageName,
      slug: packageName.replace(/^@tabletop\//, ''),
      manifest: readJson(`${folder}/src/rules/manifest.json`) as GameFolder['manifest'],
    };
  })
  .sort((a, b) => a.manifest.order - b.manifest.order);

const backendDependencies = Object.keys(readJson('backend/package.json').dependencies as Record<string, string>);
const compose = parse(readFileSync(join(repoRoot, 'docker-compose.yml'), 'utf8')) as {
  services: Record<string, { build?: { args?: Record<string, string> } }>;
};

/** The README's Hosted games table: one row per game, its cells as written. */
function readmeGames(): string[][] {
  const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
  const section = readme.slice(
    readme.indexOf('\n## Hosted games\n'),
    readme.indexOf('\n## ', readme.indexOf('\n## Hosted games\n') + 1),
  );
  return section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

const playersText = ([min, max]: [number, number]) => (min === max ? `${min}` : `${min}–${max}`);

describe('the games agree: folders, backend dependencies, registry, compose and README', () => {
  it('finds the games by their marker, each in an mfe-<package name> folder', () => {
    expect(gameFolders.length).toBeGreaterThan(0);
    for (const { folder, slug } of gameFolders) expect(folder).toBe(`mfe-${slug}`);
  });

  it('has every game folder as a backend dependency, and no game dependency without a folder', () => {
    const gamePackages = gameFolders.map((game) => game.packageName);
    expect(backendDependencies.filter((name) => gamePackages.includes(name)).sort()).toEqual([...gamePackages].sort());
    const otherTabletopPackages = backendDependencies.filter(
      (name) => name.startsWith('@tabletop/') && !gamePackages.includes(name),
    );
    expect(otherTabletopPackages).toEqual(['@tabletop/game-kit', '@tabletop/protocol']);
  });

  it("registers exactly the folders' games, in their manifests' order, with the folders' board paths", () => {
    expect(
      GAMES.map((entry) => ({ url: entry.definition.url, slug: entry.boardSlug, board: entry.boardDist })),
    ).toEqual(
      gameFolders.map(({ manifest, slug, folder }) => ({ url: manifest.url, slug, board: `${folder}/dist/board` })),
    );
  });

  it('runs one compose board service per game with a board, built for that game, and no other', () => {
    const boardServices = Object.keys(compose.services).filter((name) => name.startsWith('board-'));
    const withBoards = gameFolders.filter(({ folder }) => boardWorkspaces().includes(folder));
    expect(boardServices.sort()).toEqual(withBoards.map(({ slug }) => `board-${slug}`).sort());
    for (const { slug } of withBoards) expect(compose.services[`board-${slug}`].build?.args?.GAME).toBe(slug);
  });

  it("lists the games in the README's one table: name, folder, route and players, in the menu's order", () => {
    expect(readmeGames()).toEqual(
      gameFolders.map(({ manifest, folder }) => [
        manifest.displayText,
        `\`${folder}/\``,
        `\`/game/${manifest.url}\``,
        playersText(manifest.players),
      ]),
    );
  });

  it("runs each game's own browser tests (mfe-<game>/e2e/*.test.ts) with the site's", () => {
    const patterns = [playwrightConfig.testMatch].flat() as RegExp[];
    const picked = (file: string) => patterns.some((pattern) => pattern.test(join(repoRoot, file)));
    for (const { folder, slug } of gameFolders) expect(picked(`${folder}/e2e/${slug}.test.ts`)).toBe(true);
    expect(picked('e2e/tests/home.test.ts')).toBe(true);
    expect(picked('mfe-repello/src/board/Board.test.ts')).toBe(false);
  });
});
