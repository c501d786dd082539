// The type checks, under TypeScript strict: the composite build graph, then each project that is checked without
// emitting (web code and test files). Independent of each other (every project reads the kits' and the rules' types
// from their sources), so they may run side by side; the largest come first so that side by side ends together.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './run.mjs';
import workspaces from './workspaces.cjs';

const checkedOnly = [
  'shell/tsconfig.json',
  'backend/tsconfig.json',
  'bench/tsconfig.json',
  'bench/board-floor/tsconfig.json',
  ...workspaces.gameWorkspaces().flatMap((game) => [`${game}/tsconfig.json`, `${game}/tsconfig.rules-test.json`]),
  'e2e/tsconfig.json',
  'scripts/tsconfig.json',
  'packages/board-kit/tsconfig.json',
  'packages/game-kit/tsconfig.test.json',
  'packages/protocol/tsconfig.test.json',
];

/** [command, args] pairs, for run.mjs's run or run-together.mjs's runTogether. */
export const typecheckCommands = [
  ['npx', ['tsc', '-b', ...workspaces.rulesProjects(), 'backend/tsconfig.build.json']],
  ...checkedOnly
    .filter((path) => existsSync(join(repoRoot, path)))
    .map((project) => ['npx', ['tsc', '-p', project, '--noEmit']]),
];
