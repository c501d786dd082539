import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './spawn-service';

/** Lints `code` as if it were the file at `path` and returns the rule ids reported. */
function lint(path: string, code: string): string[] {
  const result = spawnSync(
    process.execPath,
    [join(repoRoot, 'node_modules/eslint/bin/eslint.js'), '--stdin', '--stdin-filename', path, '--format', 'json'],
    { cwd: repoRoot, input: code, encoding: 'utf8' },
  );
  const [report] = JSON.parse(result.stdout) as { messages: { ruleId: string }[] }[];
  return report.messages.map((message) => message.ruleId);
}

describe('lint holds the architecture', () => {
  const rules = 'mfe-super-tic-tac-toe/src/rules/probe.ts';
  const board = 'mfe-super-tic-tac-toe/src/board/probe.tsx';

  it.each([
    ["import React from 'react';"],
    ["import { Injectable } from '@nestjs/common';"],
    ["import { readFileSync } from 'node:fs';"],
    ["import { x } from '../board/view-model';"],
  ])('forbids a rules module to import anything but the game kit: %s', (line) => {
    expect(lint(rules, `${line}\nexport const y = 1;\n`)).toContain('no-restricted-imports');
  });

  it('forbids randomness and clocks in rules', () => {
    expect(lint(rules, 'export const a = Math.random();\nexport const b = Date.now();\n')).toEqual([
      'no-restricted-properties',
      'no-restricted-properties',
    ]);
  });

  it('lets rules use the game kit and their own files', () => {
    expect(
      lint(
        rules,
        "import { accept } from '@tabletop/game-kit';\nimport { x } from './x';\nexport const y = [accept, x];\n",
      ),
    ).toEqual([]);
  });

  it.each([
    ["import { App } from '@tabletop/shell';"],
    ["import { x } from '../../../shell/src/x';"],
    ["import { y } from '../../../backend/src/y';"],
  ])('forbids a board to import the shell or the backend: %s', (line) => {
    expect(lint(board, `${line}\nexport const z = 1;\n`)).toContain('no-restricted-imports');
  });

  it('lets a board use the kits and its own rules', () => {
    const code =
      "import { useDebouncedAction } from '@tabletop/board-kit';\nimport { game } from '../rules';\nexport const z = [useDebouncedAction, game];\n";
    expect(lint(board, code)).toEqual([]);
  });
});
