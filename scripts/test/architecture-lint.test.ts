import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './spawn-service';

interface Probe {
  path: string;
  code?: string;
  typed?: boolean;
  rulesOf?: string[];
}

const probes: Probe[] = [];
let results: string[][] | undefined;

/** Registers a case for the one lint run in beforeAll (see lint-probes.mjs); the returned getter reads its result. */
function lint(path: string, code: string, options: { typed?: boolean } = {}): () => string[] {
  const index = probes.push({ path, code, ...options }) - 1;
  return () => results![index];
}

/** The settings of `rules` in the repository's config for the real file at `path`. */
function settingsOf(path: string, rules: string[]): () => string[] {
  const index = probes.push({ path, rulesOf: rules }) - 1;
  return () => results![index];
}

beforeAll(() => {
  const run = spawnSync(process.execPath, [join(repoRoot, 'scripts/test/lint-probes.mjs')], {
    cwd: repoRoot,
    input: JSON.stringify(probes),
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  results = JSON.parse(run.stdout) as string[][];
}, 300_000);

describe('lint holds the architecture', () => {
  const backendImportsGame = lint(
    'backend/src/games/probe.ts',
    "import { game } from '@tabletop/repello/rules';\nexport const y = game;\n",
  );
  const backendImportsKit = lint(
    'backend/src/games/probe.ts',
    "import { readGameManifest } from '@tabletop/game-kit';\nimport { diffStates } from '@tabletop/protocol';\nexport const y = [readGameManifest, diffStates];\n",
  );
  it('forbids backend source to import a game package (the registry loads games by name), not the kits', () => {
    expect(backendImportsGame()).toEqual(['no-restricted-imports']);
    expect(backendImportsKit()).toEqual([]);
  });

  describe.each([
    ['mfe-super-tic-tac-toe/src/rules/probe.ts', "import { diffStates } from '@tabletop/protocol';"],
    ['mfe-super-tic-tac-toe/src/rules/probe.test.ts', "import { diffStates } from '@tabletop/protocol';"],
    ['mfe-super-tic-tac-toe/src/board/probe.tsx', "import type { SyncAck } from '@tabletop/protocol';"],
    ['mfe-super-tic-tac-toe/src/board/probe.tsx', "import { x } from '../../../packages/protocol/src/wire';"],
    ['mfe-repello/e2e/probe.test.ts', "import { matchOutcome } from '@tabletop/protocol';"],
    ['packages/board-kit/src/probe.ts', "import type { StatePatch } from '@tabletop/protocol';"],
    ['packages/board-kit/src/probe.ts', "import { x } from '../../protocol/src/wire';"],
  ])("a game, or the board kit, importing the site's wire protocol: in %s, %s", (path, line) => {
    const reported = lint(path, `${line}\nexport const z = 1;\n`);
    it('is forbidden', () => expect(reported()).toContain('no-restricted-imports'));
  });

  describe.each([
    ["import { Injectable } from '@nestjs/common';"],
    ["import { x } from '@tabletop/board-kit';"],
    ["import { x } from '../../../backend/src/x';"],
  ])('the protocol importing anything but the game kit: %s', (line) => {
    const reported = lint('packages/protocol/src/probe.ts', `${line}\nexport const z = 1;\n`);
    it('is forbidden', () => expect(reported()).toContain('no-restricted-imports'));
  });

  const protocolImports = lint(
    'packages/protocol/src/probe.ts',
    "import type { GameState } from '@tabletop/game-kit';\nimport type { StatePatch } from './state-patch';\nexport type Z = [GameState, StatePatch];\n",
  );
  it('lets the protocol use the game kit and its own files', () => expect(protocolImports()).toEqual([]));

  const rules = 'mfe-super-tic-tac-toe/src/rules/probe.ts';
  const board = 'mfe-super-tic-tac-toe/src/board/probe.tsx';

  describe.each([
    ["import React from 'react';"],
    ["import { Injectable } from '@nestjs/common';"],
    ["import { readFileSync } from 'node:fs';"],
    ["import { x } from '../board/view-model';"],
  ])('a rules module importing anything but the game kit: %s', (line) => {
    const reported = lint(rules, `${line}\nexport const y = 1;\n`);
    it('is forbidden', () => expect(reported()).toContain('no-restricted-imports'));
  });

  const randomness = lint(rules, 'export const a = Math.random();\nexport const b = Date.now();\n');
  it('forbids randomness and clocks in rules', () => {
    expect(randomness()).toEqual(['no-restricted-properties', 'no-restricted-properties']);
  });

  const kitImports = lint(
    rules,
    "import { accept } from '@tabletop/game-kit';\nimport { x } from './x';\nexport const y = [accept, x];\n",
  );
  it('lets rules use the game kit and their own files', () => expect(kitImports()).toEqual([]));

  describe.each([
    ["import { App } from '@tabletop/shell';"],
    ["import { x } from '../../../shell/src/x';"],
    ["import { y } from '../../../backend/src/y';"],
  ])('a board importing the shell or the backend: %s', (line) => {
    const reported = lint(board, `${line}\nexport const z = 1;\n`);
    it('is forbidden', () => expect(reported()).toContain('no-restricted-imports'));
  });

  const boardImports = lint(
    board,
    "import { useDebouncedAction } from '@tabletop/board-kit';\nimport { game } from '../rules';\nexport const z = [useDebouncedAction, game];\n",
  );
  it('lets a board use the kits and its own rules', () => expect(boardImports()).toEqual([]));

  describe.each([
    [rules, "import { game } from '@tabletop/repello/rules';"],
    [rules, "import { game } from '../../../mfe-repello/src/rules';"],
    [board, "import { Board } from '@tabletop/winzard-football';"],
    [board, "import { x } from '../../../mfe-winzard-football/src/board/x';"],
    ['mfe-repello/e2e/probe.test.ts', "import { game } from '@tabletop/super-tic-tac-toe/rules';"],
    ['mfe-repello/webpack.config.js', "import config from '../mfe-winzard-football/webpack.config.js';"],
  ])('a game importing another game: in %s, %s', (path, line) => {
    const reported = lint(path, `${line}\nexport const z = 1;\n`);
    it('is forbidden', () => expect(reported()).toContain('no-restricted-imports'));
  });

  const gameKitsOutsideSrc = lint(
    'mfe-repello/e2e/probe.test.ts',
    "import { accept } from '@tabletop/game-kit';\nimport { useDebouncedAction } from '@tabletop/board-kit';\nimport { x } from '../src/rules/x';\nexport const z = [accept, useDebouncedAction, x];\n",
  );
  it('lets a game use the kits and its own folder anywhere in it', () => expect(gameKitsOutsideSrc()).toEqual([]));

  describe.each([
    ["import { game } from '@tabletop/repello/rules';"],
    ["import { manifest } from '@tabletop/super-tic-tac-toe';"],
    ["import { Board } from '../../mfe-winzard-football/src/board/Board';"],
  ])('the shell importing a game: %s', (line) => {
    const reported = lint('shell/src/probe.tsx', `${line}\nexport const z = 1;\n`);
    it('is forbidden', () => expect(reported()).toContain('no-restricted-imports'));
  });

  const shellKits = lint(
    'shell/src/probe.tsx',
    "import { useDebouncedAction } from '@tabletop/board-kit';\nimport { readGameManifest } from '@tabletop/game-kit';\nimport { diffStates } from '@tabletop/protocol';\nimport Button from '@mui/material/Button';\nexport const z = [useDebouncedAction, readGameManifest, diffStates, Button];\n",
  );
  it('lets the shell use the kits and MUI by subpath', () => expect(shellKits()).toEqual([]));

  const shellMuiBarrel = lint(
    'shell/src/probe.tsx',
    "import { Button } from '@mui/material';\nexport const z = Button;\n",
  );
  it('still refuses the MUI barrel in the shell', () => expect(shellMuiBarrel()).toEqual(['no-restricted-imports']));
});

describe('lint catches promises nobody handles', () => {
  const save = 'async function save(): Promise<void> {}\n';

  const floating = lint('lint-probe/floating.ts', `${save}save();\n`, { typed: true });
  it('reports a floating promise', () => expect(floating()).toEqual(['@typescript-eslint/no-floating-promises']));

  const handled = lint(
    'lint-probe/handled.ts',
    `${save}export async function run() {\n  await save();\n  void save();\n  save().catch(() => undefined);\n}\n`,
    { typed: true },
  );
  it('accepts one awaited, marked with void, or with its rejection handled', () => expect(handled()).toEqual([]));

  const listeners = lint(
    'lint-probe/listeners.ts',
    `${save}window.addEventListener('online', async () => {\n  await save();\n});\nsetTimeout(async () => {\n  await save();\n}, 10);\n`,
    { typed: true },
  );
  it('reports a promise-returning callback given to an event listener or a timer', () => {
    expect(listeners()).toEqual(['@typescript-eslint/no-misused-promises', '@typescript-eslint/no-misused-promises']);
  });

  const onClick = lint(
    'lint-probe/on-click.tsx',
    `${save}export const b = <button onClick={async () => {\n  await save();\n}}>Save</button>;\n`,
    { typed: true },
  );
  it('reports a promise-returning onClick', () =>
    expect(onClick()).toEqual(['@typescript-eslint/no-misused-promises']));

  const fixed = lint(
    'lint-probe/fixed.tsx',
    `${save}window.addEventListener('online', () => void save());\nsetTimeout(() => void save(), 10);\nexport const b = <button onClick={() => void save()}>Save</button>;\n`,
    { typed: true },
  );
  it('accepts callbacks that mark the promise with void', () => expect(fixed()).toEqual([]));

  describe.each([
    'backend/src/main.ts',
    'backend/test/observability.e2e.test.ts',
    'shell/src/index.tsx',
    'mfe-repello/src/board/Board.tsx',
    'mfe-repello/src/rules/index.ts',
    'packages/board-kit/src/index.ts',
    'packages/game-kit/src/index.ts',
    'packages/game-kit/src/score.test.ts',
    'packages/protocol/src/index.ts',
    'packages/protocol/src/state-patch.test.ts',
    'bench/src/database.ts',
    'e2e/playwright.config.ts',
    'scripts/test/architecture-lint.test.ts',
  ])('in %s', (path) => {
    const settings = settingsOf(path, [
      '@typescript-eslint/no-floating-promises',
      '@typescript-eslint/no-misused-promises',
    ]);
    it('both rules are errors, with type information', () =>
      expect(settings()).toEqual([
        '@typescript-eslint/no-floating-promises: 2',
        '@typescript-eslint/no-misused-promises: 2',
        'typed: true',
      ]));
  });
});

describe('lint checks accessibility in React code', () => {
  describe.each(['shell/src/probe.tsx', 'mfe-repello/src/board/probe.tsx', 'packages/board-kit/src/probe.tsx'])(
    'in %s',
    (path) => {
      const image = lint(path, 'export const a = <img src="a.png" />;\n');
      it('reports an image without alt text', () => expect(image()).toEqual(['jsx-a11y/alt-text']));

      const clickableDiv = lint(path, 'export const a = <div onClick={() => undefined}>Open</div>;\n');
      it('reports a click handler on a div with no role or keyboard handler', () => {
        expect(clickableDiv()).toEqual(
          expect.arrayContaining(['jsx-a11y/click-events-have-key-events', 'jsx-a11y/no-static-element-interactions']),
        );
      });

      const fixed = lint(
        path,
        'export const a = <img src="a.png" alt="A pawn" />;\nexport const b = <button type="button" onClick={() => undefined}>Open</button>;\n',
      );
      it('accepts an image with alt text and a button', () => expect(fixed()).toEqual([]));
    },
  );
});
