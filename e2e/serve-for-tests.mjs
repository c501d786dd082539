#!/usr/bin/env node
// The browser tests' web server: the built site on one port, exactly as `npm start` runs it, but on a fresh
// database of the real PostgreSQL (dropped again when the server stops), so runs never see each other's games,
// and serving a copy of the shell's and the boards' builds (test-results/e2e-shell, e2e-boards), which a test may
// redeploy while it runs.
import { spawn } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import workspaces from '../scripts/workspaces.cjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const database = `tabletop_e2e_${process.pid}_${Date.now()}`;

async function admin(sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const shellDir = join(repoRoot, 'test-results', 'e2e-shell');
rmSync(shellDir, { recursive: true, force: true });
cpSync(join(repoRoot, 'shell', 'dist'), shellDir, { recursive: true });

const boardsDir = join(repoRoot, 'test-results', 'e2e-boards');
rmSync(boardsDir, { recursive: true, force: true });
for (const board of workspaces.boardWorkspaces()) {
  cpSync(join(repoRoot, board, 'dist', 'board'), join(boardsDir, board, 'dist', 'board'), { recursive: true });
}

await admin(`CREATE DATABASE ${database}`);
const url = new URL(adminUrl);
url.pathname = `/${database}`;

const server = spawn(process.execPath, ['backend/dist/main.js'], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_URL: url.toString(),
    REDIS_URL: '',
    SHELL_DIR: shellDir,
    BOARDS_DIR: boardsDir,
    // Every browser test signs in from 127.0.0.1; the limits themselves are tested in the backend's suite.
    GUEST_RATE_LIMIT: '1000/60s',
    AUTH_RATE_LIMIT: '1000/60s',
    JOIN_RATE_LIMIT: '1000/60s',
    PLAY_IP_RATE_LIMIT: '100000/60s',
    READ_IP_RATE_LIMIT: '100000/60s',
    WATCH_IP_RATE_LIMIT: '100000/60s',
    // Every page of every test connects from 127.0.0.1 too, and a worker's earlier pages stay open.
    SOCKET_CONNECTIONS_PER_IP: '1000',
    // A known deal for Winzard Football's browser test (the other games do not draw).
    GAME_SEED: 'e2e-football',
    // The computer answers at once, and plays the actions of a turn one after another without the pause between them
    // (both are for people to follow, not for tests).
    COMPUTER_MOVE_DELAY_MS: '50',
    COMPUTER_ACTION_PAUSE_MS: '50',
  },
});

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  if (server.exitCode === null) {
    server.kill(signal);
    await new Promise((done) => server.once('exit', done));
  }
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch((error) => console.error(error));
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
server.on('exit', (code) => {
  if (!stopping) {
    console.error(`backend exited with ${code}`);
    stop('SIGTERM').then(() => process.exit(1));
  }
});
