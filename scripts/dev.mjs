#!/usr/bin/env node
// `npm run dev -- <slug>`: a board team's dev loop inside the running shell. Starts the board's dev server (its
// harness, with hot updates) and the shell's dev server in front of a running backend, with that game's board taken
// from the board's dev server. Ctrl-C stops both.
// Options: --backend URL (default $BACKEND_URL or http://127.0.0.1:3000), --port N (the shell, default 3100),
// --board-port N (default 3199).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from './run.mjs';
import workspaces from './workspaces.cjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    backend: { type: 'string', default: process.env.BACKEND_URL ?? 'http://127.0.0.1:3000' },
    port: { type: 'string', default: '3100' },
    'board-port': { type: 'string', default: '3199' },
  },
});

const boards = workspaces.boardWorkspaces().map((dir) => dir.slice('mfe-'.length));
const slug = positionals[0];
if (!slug || !boards.includes(slug)) {
  console.error(
    `Usage: npm run dev -- <game> [--backend URL] [--port N] [--board-port N]; games: ${boards.join(', ')}`,
  );
  process.exit(2);
}

const buildConfig = join(repoRoot, 'packages/build-config');
const host = '127.0.0.1';
const boardUrl = `http://${host}:${values['board-port']}/mf-manifest.json`;
const children = [
  spawn(process.execPath, [join(buildConfig, 'dev.js'), '--port', values['board-port'], '--host', host], {
    cwd: join(repoRoot, `mfe-${slug}`),
    stdio: 'inherit',
  }),
  spawn(
    process.execPath,
    [
      join(buildConfig, 'dev-shell.js'),
      ...['--port', values.port, '--host', host, '--backend', values.backend],
      ...['--game', slug, '--board-url', boardUrl],
    ],
    { cwd: join(repoRoot, 'shell'), stdio: 'inherit' },
  ),
];

// One server ending (a crash, a port in use) ends the session: half a dev loop only misleads.
let exitCode = 0;
for (const child of children) {
  child.on('exit', (code) => {
    exitCode ||= code ?? 0;
    for (const other of children) if (other.exitCode === null && other.signalCode === null) other.kill('SIGTERM');
  });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}
process.on('beforeExit', () => process.exit(exitCode));
