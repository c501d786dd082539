// `npm run new-game` for real, into a throwaway copy of the repository's root files (the kits, node_modules and the
// browser tests linked, not copied), then the generated game is held to what every game passes: its rules and board
// tests, the type check, lint, Prettier and the production board build.
import { execFile, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { readGameManifest } from '@tabletop/game-kit';
import { parse } from 'yaml';
import { repoRoot } from './spawn-service';
import { gameWorkspaces } from '../workspaces.cjs';

const run = promisify(execFile);
const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));
const NAME = `scaffold-check-${process.pid}`;
const ROOT_FILES = [
  'package.json',
  'tsconfig.base.json',
  'tsconfig.web.json',
  'jest.preset.js',
  'jest.config.js',
  'eslint.config.mjs',
  '.prettierrc.json',
  '.prettierignore',
  'docker-compose.yml',
  'README.md',
  'backend/package.json',
  'scripts/workspaces.cjs',
];

/** A root with the files new-game reads and writes, the games' identities, and links to what it only uses. */
function throwawayRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'tabletop-new-game-'));
  for (const file of ROOT_FILES) {
    mkdirSync(join(root, file, '..'), { recursive: true });
    cpSync(join(repoRoot, file), join(root, file));
  }
  for (const linked of ['node_modules', 'packages', 'e2e']) symlinkSync(join(repoRoot, linked), join(root, linked));
  for (const game of gameWorkspaces()) {
    mkdirSync(join(root, game, 'src/rules'), { recursive: true });
    for (const file of ['package.json', 'src/rules/manifest.json'])
      cpSync(join(repoRoot, game, file), join(root, game, file));
  }
  return root;
}

function newGame(root: string, ...args: string[]) {
  return spawnSync(
    process.execPath,
    [join(repoRoot, 'scripts/new-game.mjs'), ...args, '--root', root, '--no-install'],
    {
      encoding: 'utf8',
    },
  );
}

/** Runs a check in the throwaway root; a failure shows its output. */
async function check(label: string, command: string, args: string[], cwd: string): Promise<string> {
  const started = Date.now();
  try {
    await run(command, args, { cwd, maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${label} failed:\n${stdout ?? ''}\n${stderr ?? ''}`, { cause: error });
  }
  return `${label} ${((Date.now() - started) / 1000).toFixed(0)} s`;
}

describe('npm run new-game', () => {
  const root = throwawayRoot();
  const folder = join(root, `mfe-${NAME}`);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('refuses a bad name or an existing folder with a clear message and exit code 1', () => {
    for (const bad of ['Race', 'race_21', 'race--21', '21race', 'race/21', 'race-']) {
      const result = newGame(root, bad);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('is not a game name');
    }
    const existing = newGame(root, gameWorkspaces()[0].replace(/^mfe-/, ''));
    expect(existing.status).toBe(1);
    expect(existing.stderr).toMatch(/mfe-\S+ already exists/);
    for (const usage of [[], ['-race'], ['one', 'two']]) {
      const result = newGame(root, ...usage);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('usage: npm run new-game -- <name>');
    }
  });

  it('writes the game folder, its manifest after every other game, and its backend dependency line', () => {
    const result = newGame(root, NAME, '--display-name', 'Scaffold Check');
    expect(result.stderr).not.toContain('new-game: could not');
    expect(result.status).toBe(0);

    const manifest = readGameManifest(readJson(join(folder, 'src/rules/manifest.json')));
    const orders = gameWorkspaces().map(
      (game) => readGameManifest(readJson(join(root, game, 'src/rules/manifest.json'))).order,
    );
    expect(manifest).toMatchObject({
      url: NAME.replace(/-/g, '_'),
      remoteName: NAME.replace(/-/g, '_'),
      displayText: 'Scaffold Check',
      menuLabel: 'SCAFFOLD CHECK',
      order: Math.max(...orders) + 10,
    });
    const packageJson = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
    expect(packageJson).toMatchObject({ name: `@tabletop/${NAME}`, tabletop: 'game' });
    const backend = JSON.parse(readFileSync(join(root, 'backend/package.json'), 'utf8'));
    expect(backend.dependencies[`@tabletop/${NAME}`]).toBe('0.1.0');
    expect(existsSync(join(folder, `e2e/${NAME}.test.ts`))).toBe(true);
    expect(readFileSync(join(folder, 'README.md'), 'utf8')).not.toMatch(/__[A-Z_]+__/);
    const composeAfter = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8')) as {
      services: Record<string, { build?: { dockerfile?: string; args?: Record<string, string> } }>;
    };
    expect(composeAfter.services[`board-${NAME}`]?.build).toMatchObject({
      dockerfile: 'deploy/board/Dockerfile',
      args: { GAME: NAME },
    });
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    expect(readme).toMatch(
      new RegExp(
        `^\\| Scaffold Check +\\| \`mfe-${NAME}/\` +\\| \`/game/${NAME.replace(/-/g, '_')}\` +\\| 2 +\\|$`,
        'm',
      ),
    );
  });

  it('makes a game whose rules and board tests pass, which type-checks, lints and builds its board', async () => {
    const jest = join(root, 'node_modules/jest/bin/jest.js');
    const tsc = join(root, 'node_modules/typescript/bin/tsc');
    const eslint = join(root, 'node_modules/eslint/bin/eslint.js');
    const prettier = join(root, 'node_modules/prettier/bin/prettier.cjs');
    const node = process.execPath;
    const projects = [`${NAME}:rules`, `${NAME}:board`];
    // Three chains side by side: together the longest part of this test, so they share the cores.
    const timings = await Promise.all([
      (async () => [
        await check('board build', node, ['../packages/build-config/build.js'], folder),
        await check('rules build', node, [tsc, '-b', `mfe-${NAME}/tsconfig.rules.json`], root),
        await check('prettier', node, [prettier, '--check', `mfe-${NAME}`], root),
      ])(),
      (async () => [
        await check('jest', node, ['--experimental-vm-modules', jest, '--selectProjects', ...projects], root),
        await check('typecheck', node, [tsc, '-p', `mfe-${NAME}/tsconfig.json`, '--noEmit'], root),
      ])(),
      check('lint', node, [eslint, `mfe-${NAME}`], root).then((timing) => [timing]),
    ]);
    console.log(`generated game checked: ${timings.flat().join(', ')}`);

    expect(readFileSync(join(folder, 'dist/board/index.html'), 'utf8')).toContain(
      '<title>Scaffold Check board</title>',
    );
    const federation = JSON.parse(readFileSync(join(folder, 'dist/board/mf-manifest.json'), 'utf8'));
    expect(federation.name).toBe(NAME.replace(/-/g, '_'));
    expect(federation.exposes.map((exposed: { name: string }) => exposed.name).sort()).toEqual(['Board', 'HowToPlay']);
    expect(existsSync(join(folder, 'dist/board/thumbnail.svg'))).toBe(true);
    expect(existsSync(join(folder, 'dist/rules/index.js'))).toBe(true);
  }, 300_000);
});

describe('new-game and a compose file whose boards share one Dockerfile', () => {
  const root = throwawayRoot();
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('adds board-<name> after the last board service, on the next free port', () => {
    writeFileSync(
      join(root, 'docker-compose.yml'),
      [
        'services:',
        '  board-repello:',
        '    build:',
        '      context: .',
        '      dockerfile: deploy/board.Dockerfile',
        '      args:',
        '        GAME: repello',
        "    command: ['node', 'scripts/serve-static.mjs', 'mfe-repello/dist/board', '--port', '8082']",
        '    ports:',
        "      - '8082:8082'",
        '',
        'volumes:',
        '  pgdata:',
        '',
      ].join('\n'),
    );
    expect(newGame(root, 'dots-and-boxes').status).toBe(0);
    const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8')) as {
      services: Record<string, { build: { args: Record<string, string> }; command: string[]; ports: string[] }>;
      volumes: unknown;
    };
    expect(Object.keys(compose.services)).toEqual(['board-repello', 'board-dots-and-boxes']);
    expect(compose.services['board-dots-and-boxes']).toMatchObject({
      build: { args: { GAME: 'dots-and-boxes' } },
      command: ['node', 'scripts/serve-static.mjs', 'mfe-dots-and-boxes/dist/board', '--port', '8083'],
      ports: ['8083:8083'],
    });
    expect(compose.services['board-repello'].ports).toEqual(['8082:8082']);
    expect(compose.volumes).toEqual({ pgdata: null });
  });
});
