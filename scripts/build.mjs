#!/usr/bin/env node
// Builds every part for production: each game's rules, the pure packages and the backend (tsc -b follows the
// project references and rebuilds only what changed; the backend names no game, it loads the built rules at run
// time), then each board remote and the shell with webpack, one a core, skipping those whose inputs did not change
// since they last built (unchanged-builds.mjs). One build alone leaves the other core idle for much of its run.
import { run } from './run.mjs';
import { runTogether } from './run-together.mjs';
import { builtAndUnchanged, recordBuilt } from './unchanged-builds.mjs';
import workspaces from './workspaces.cjs';

run('npx', ['tsc', '-b', ...workspaces.rulesProjects(), 'backend/tsconfig.build.json']);

const webBuilds = [
  { workspace: 'shell', command: ['npm', ['run', 'build', '--silent', '-w', 'shell']] },
  ...workspaces.boardWorkspaces().map((board) => ({
    workspace: board,
    command: ['npm', ['run', 'build:board', '--silent', '-w', board]],
  })),
];
const startedAt = Date.now();
const stale = webBuilds.filter(({ workspace }) => !builtAndUnchanged(workspace));
const skipped = webBuilds.filter((build) => !stale.includes(build)).map(({ workspace }) => workspace);
if (skipped.length > 0) console.log(`\nUnchanged since their last build: ${skipped.join(', ')}`);
await runTogether(stale.map(({ command }) => command));
for (const { workspace } of stale) recordBuilt(workspace, startedAt);
