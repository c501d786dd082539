#!/usr/bin/env node
// Builds every part for production: the pure packages and the backend (tsc -b follows the project
// references), then each board remote and the shell with webpack.
import { readdirSync, existsSync } from 'node:fs';
import { run, repoRoot } from './run.mjs';

const boards = readdirSync(repoRoot).filter(
  (dir) => dir.startsWith('mfe-') && existsSync(`${repoRoot}/${dir}/package.json`),
);

run('npx', ['tsc', '-b', 'backend/tsconfig.build.json']);
for (const board of boards) run('npm', ['run', 'build:board', '--silent', '-w', board]);
run('npm', ['run', 'build', '--silent', '-w', 'shell']);
