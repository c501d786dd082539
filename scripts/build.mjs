#!/usr/bin/env node
// Builds every part for production: each game's rules, the pure packages and the backend (tsc -b follows the
// project references; the backend names no game, it loads the built rules at run time), then each board remote and
// the shell with webpack, one a core: one build alone leaves the other core idle for much of its run.
import { run } from './run.mjs';
import { runTogether } from './run-together.mjs';
import workspaces from './workspaces.cjs';

run('npx', ['tsc', '-b', ...workspaces.rulesProjects(), 'backend/tsconfig.build.json']);
await runTogether([
  ['npm', ['run', 'build', '--silent', '-w', 'shell']],
  ...workspaces.boardWorkspaces().map((board) => ['npm', ['run', 'build:board', '--silent', '-w', board]]),
]);
