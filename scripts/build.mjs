#!/usr/bin/env node
// Builds every part for production: each game's rules, the pure packages and the backend (tsc -b follows the
// project references; the backend names no game, it loads the built rules at run time), then each board remote and
// the shell with webpack.
import { run } from './run.mjs';
import workspaces from './workspaces.cjs';

run('npx', ['tsc', '-b', ...workspaces.rulesProjects(), 'backend/tsconfig.build.json']);
for (const board of workspaces.boardWorkspaces()) run('npm', ['run', 'build:board', '--silent', '-w', board]);
run('npm', ['run', 'build', '--silent', '-w', 'shell']);
