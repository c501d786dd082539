#!/usr/bin/env node
// Type-checks every part under TypeScript strict: the composite build graph, then each project that is
// checked without emitting (web code and test files).
import { existsSync } from 'node:fs';
import { run } from './run.mjs';
import workspaces from './workspaces.cjs';

const checkedOnly = [
  'packages/game-kit/tsconfig.test.json',
  'packages/board-kit/tsconfig.json',
  ...workspaces.gameWorkspaces().flatMap((game) => [`${game}/tsconfig.json`, `${game}/tsconfig.rules-test.json`]),
  'backend/tsconfig.json',
  'shell/tsconfig.json',
  'e2e/tsconfig.json',
  'scripts/tsconfig.json',
  'bench/tsconfig.json',
];

run('npx', ['tsc', '-b', ...workspaces.rulesProjects(), 'backend/tsconfig.build.json']);
for (const project of checkedOnly.filter((path) => existsSync(path))) run('npx', ['tsc', '-p', project, '--noEmit']);
