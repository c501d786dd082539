/**
 * `npm run quick-match -w bench`: how long from `Play now` to a started game with two players, against the production
 * build on a throwaway database of the real PostgreSQL. Two figures, each with both players pressing at once:
 * - server: two guests (sockets connected, as the shell's) post POST /api/game/quick together; until each holds the
 *   started game (its HTTP answer or its startGame push, whichever comes first);
 * - browser: two signed-in home pages in Chromium click `Play now` together; until both show the started board.
 * Prints the figures and writes bench/results/quick-match.json. `--pairs=N` (default 50) and `--pages=N` (default 5).
 */
import type { Browser, Page } from '@playwright/test';
import type { GameState } from '@tabletop/game-kit';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { launchChromium } from './chromium';
import { createThrowawayDatabase } from './database';
import { postJson } from './load/http';
import { freePort } from './ports';
import { ourStartFlags } from './our-start-flags';
import { killChildren, ServerProcess } from './server-process';
import { percentile } from './stats';

const repoRoot = resolve(__dirname, '..', '..');
const GAME = 'super_tic_tac_toe';
const FIRST_CELL = 'Board 1, cell 1';
const WAIT_MS = 30_000;

interface Guest {
  id: number;
  jwt: string;
  name: string;
}

const numberOption = (name: string, fallback: number) => {
  const arg = process.argv.find((candidate) => candidate.startsWith(`--${name}=`));
  return arg ? Number(arg.split('=')[1]) : fallback;
};

const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    max: round(sorted[sorted.length - 1]),
  };
};

async function signedIn(baseUrl: string): Promise<{ guest: Guest; socket: Socket }> {
  const guest = await postJson<Guest>(`${baseUrl}/api/auth/guest`, {});
  const socket = io(baseUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token: guest.jwt, patches: true },
  });
  await new Promise<void>((done, fail) => {
    socket.once('connect', () => done());
    socket.once('connect_error', fail);
  });
  return { guest, socket };
}

/** Resolves when the player holds the started game: their quick match's answer, or the startGame push. */
async function startedFor(baseUrl: string, { guest, socket }: { guest: Guest; socket: Socket }): Promise<string> {
  const pushed = new Promise<GameState>((done) => socket.once('startGame', done));
  const answered = postJson<GameState>(
    `${baseUrl}/api/game/quick`,
    { game: GAME },
    { authorization: `Bearer ${guest.jwt}` },
  );
  const first = await Promise.race([answered.then((state) => (state.player ? state : pushed)), pushed]);
  await answered;
  return first.code;
}

async function serverFigure(baseUrl: string, pairs: number): Promise<number[]> {
  const samples: number[] = [];
  for (let pair = 0; pair < pairs; pair++) {
    const players = [await signedIn(baseUrl), await signedIn(baseUrl)];
    const start = performance.now();
    const codes = await Promise.all(players.map((player) => startedFor(baseUrl, player)));
    samples.push(performance.now() - start);
    if (codes[0] !== codes[1]) throw new Error(`a pair was split over two tables: ${codes.join(' and ')}`);
    players.forEach(({ socket }) => socket.close());
  }
  return samples;
}

async function homePage(baseUrl: string, browser: Browser): Promise<Page> {
  const guest = await postJson<Guest>(`${baseUrl}/api/auth/guest`, {});
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript((user) => {
    localStorage.setItem('jwt', user.jwt);
    localStorage.setItem('user', JSON.stringify({ id: user.id, name: user.name }));
  }, guest);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/`);
  await page.getByRole('article', { name: 'Super Tic-Tac-Toe' }).getByRole('button', { name: 'Play now' }).waitFor();
  return page;
}

async function browserFigure(baseUrl: string, pages: number): Promise<number[]> {
  const browser = await launchChromium();
  const samples: number[] = [];
  try {
    for (let pair = 0; pair < pages; pair++) {
      const players = [await homePage(baseUrl, browser), await homePage(baseUrl, browser)];
      const start = performance.now();
      await Promise.all(
        players.map(async (page) => {
          await page
            .getByRole('article', { name: 'Super Tic-Tac-Toe' })
            .getByRole('button', { name: 'Play now' })
            .click();
          await page.getByRole('button', { name: FIRST_CELL, exact: true }).waitFor({ timeout: WAIT_MS });
        }),
      );
      samples.push(performance.now() - start);
      await Promise.all(players.map((page) => page.context().close()));
    }
  } finally {
    await browser.close();
  }
  return samples;
}

async function main(): Promise<void> {
  const pairs = numberOption('pairs', 50);
  const pages = numberOption('pages', 5);
  const database = await createThrowawayDatabase();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = new ServerProcess(
    'ours',
    'backend/dist/main.js',
    {
      DATABASE_URL: database.url,
      REDIS_URL: '',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'error',
      NODE_ENV: 'production',
      GUEST_RATE_LIMIT: '1000000/60s',
      // Every player and page comes from 127.0.0.1.
      PLAY_IP_RATE_LIMIT: '1000000/60s',
      READ_IP_RATE_LIMIT: '1000000/60s',
      WATCH_IP_RATE_LIMIT: '1000000/60s',
      SOCKET_CONNECTIONS_PER_IP: '1000000',
    },
    repoRoot,
    ourStartFlags(repoRoot),
  );
  try {
    await server.waitReady(`${baseUrl}/api/health`);
    const result = {
      date: new Date().toISOString(),
      serverMs: summary(await serverFigure(baseUrl, pairs)),
      browserMs: pages > 0 ? summary(await browserFigure(baseUrl, pages)) : undefined,
    };
    console.log(
      `Play now to a started game, two players pressing at once (Super Tic-Tac-Toe):\n` +
        `  server (HTTP + socket, ${result.serverMs.count} pairs): p50 ${result.serverMs.p50} ms, p95 ${result.serverMs.p95} ms, max ${result.serverMs.max} ms\n` +
        (result.browserMs
          ? `  browser (click to both boards visible, ${result.browserMs.count} pairs): p50 ${result.browserMs.p50} ms, p95 ${result.browserMs.p95} ms, max ${result.browserMs.max} ms\n`
          : ''),
    );
    const resultsDir = join(repoRoot, 'bench', 'results');
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(join(resultsDir, 'quick-match.json'), JSON.stringify(result, null, 2) + '\n');
  } finally {
    await server.stop();
    killChildren();
    await database.drop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    killChildren();
    process.exit(1);
  },
);
