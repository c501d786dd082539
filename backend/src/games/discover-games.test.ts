import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { discoverGames, GameDiscoveryError } from './discover-games';

const MANIFEST = {
  displayText: 'A game',
  menuLabel: 'A GAME',
  description: 'One line.',
  players: [2, 2],
  showScore: true,
  boardDist: 'dist/board',
  clock: { initial: 120, increment: 2 },
};

/** A server package in a fresh folder, its dependencies installed as npm links workspaces: a link to the folder. */
function install(dependencies: Record<string, { packageJson: object; rules?: string }>) {
  const root = mkdtempSync(path.join(tmpdir(), 'tabletop-discovery-'));
  const server = path.join(root, 'server');
  mkdirSync(server);
  writeFileSync(
    path.join(server, 'package.json'),
    JSON.stringify({
      name: 'server',
      dependencies: Object.fromEntries(Object.keys(dependencies).map((n) => [n, '1'])),
    }),
  );
  for (const [name, { packageJson, rules }] of Object.entries(dependencies)) {
    const folder = path.join(root, `mfe-${name.split('/').pop()}`);
    mkdirSync(path.join(folder, 'rules'), { recursive: true });
    writeFileSync(
      path.join(folder, 'package.json'),
      JSON.stringify({ name, exports: { './rules': './rules/index.js' }, ...packageJson }),
    );
    if (rules) writeFileSync(path.join(folder, 'rules', 'index.js'), rules);
    mkdirSync(path.dirname(path.join(root, 'node_modules', name)), { recursive: true });
    symlinkSync(folder, path.join(root, 'node_modules', name));
  }
  const packageJsonPath = path.join(server, 'package.json');
  return {
    discover: () => discoverGames(packageJsonPath, createRequire(packageJsonPath)),
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}

/** A rules module exporting `game` (setup, apply) and `manifest`, its url given by the manifest unless overridden. */
function rulesExporting(manifest: object, gameUrl?: string): string {
  return `const manifest = ${JSON.stringify(manifest)};
exports.manifest = manifest;
exports.game = { url: ${JSON.stringify(gameUrl)} ?? manifest.url, setup() {}, apply() {} };`;
}

const game = (url: string, order: number, extra: object = {}) => ({
  packageJson: { tabletop: 'game' },
  rules: rulesExporting({ ...MANIFEST, url, remoteName: url, order, ...extra }),
});

describe('discoverGames', () => {
  let installed: ReturnType<typeof install> | undefined;
  afterEach(() => installed?.remove());

  it("loads every dependency marked as a game, sorted by its manifest's order, and only those", () => {
    installed = install({
      '@t/zeta': game('zeta', 10),
      '@t/alpha': game('alpha', 30),
      '@t/kit': { packageJson: {}, rules: 'throw new Error("a library is never loaded")' },
      '@t/mid': game('mid', 20),
    });
    const games = installed.discover();
    expect(games.map(({ packageName, folder, manifest }) => [packageName, folder, manifest.url])).toEqual([
      ['@t/zeta', 'mfe-zeta', 'zeta'],
      ['@t/mid', 'mfe-mid', 'mid'],
      ['@t/alpha', 'mfe-alpha', 'alpha'],
    ]);
    expect(games[0].game.url).toBe('zeta');
    expect(games[0].manifest.menuLabel).toBe('A GAME');
  });

  it('refuses to start with a marked package whose manifest is invalid, naming the package and the field', () => {
    installed = install({ '@t/ok': game('ok', 10), '@t/broken': game('broken', 20, { players: [3, 2] }) });
    expect(() => installed!.discover()).toThrow(GameDiscoveryError);
    expect(() => installed!.discover()).toThrow(/@t\/broken .*players must be \[min, max\]/);
  });

  it('refuses a marked package with no rules, or rules whose game is not the manifest one', () => {
    installed = install({ '@t/empty': { packageJson: { tabletop: 'game' } } });
    expect(() => installed!.discover()).toThrow(/@t\/empty .*its \.\/rules export could not be loaded/);
    installed.remove();
    installed = install({
      '@t/other': {
        packageJson: { tabletop: 'game' },
        rules: rulesExporting({ ...MANIFEST, url: 'other', remoteName: 'other', order: 1 }, 'another'),
      },
    });
    expect(() => installed!.discover()).toThrow(/@t\/other .*url 'another' is not its manifest's url 'other'/);
  });

  it('refuses two games with one route', () => {
    installed = install({ '@t/one': game('same', 10), '@t/two': game('same', 20, { remoteName: 'two' }) });
    expect(() => installed!.discover()).toThrow("@t/one and @t/two both have the url 'same'");
  });

  it('refuses a dependency that is not installed', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'tabletop-discovery-'));
    const packageJsonPath = path.join(root, 'package.json');
    writeFileSync(packageJsonPath, JSON.stringify({ dependencies: { '@t/missing': '1' } }));
    try {
      expect(() => discoverGames(packageJsonPath, createRequire(packageJsonPath))).toThrow(
        /@t\/missing .*not installed/,
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
