import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3917);

// Debian's Chromium, never a downloaded browser; the flags keep it off the closed network.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The specs that use what every test shares: board-delivery rebuilds Super Tic-Tac-Toe's board and swaps it in under
 * the running site; service-worker-update swaps in a new service worker; home sees the open-tables list empty and
 * pairs two players through quick match, which would seat a player at any other spec's listed table. They run one at
 * a time, after all the others.
 */
const USES_SHARED_STATE = /\/e2e\/tests\/(board-delivery|service-worker-update|home)\.test\.ts$/;

export default defineConfig({
  // The site's tests, and each game's own browser tests in its folder (mfe-<game>/e2e/*.test.ts).
  testDir: '..',
  testMatch: [/\/e2e\/tests\/.*\.test\.ts$/, /\/mfe-[^/]+\/e2e\/.*\.test\.ts$/],
  outputDir: '../test-results/e2e',
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // Two browsers side by side against the one server: every other test signs in its own guests or users and plays its
  // own games, so tests do not see each other.
  workers: 2,
  retries: 0,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    // A failed test keeps its trace of actions, console and network, its screenshot and its page's accessibility
    // snapshot (error-context.md). The trace's screencast and DOM snapshots at every action took most of each action's
    // time in the whole games against the computer, on every passing test too.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'site', testIgnore: USES_SHARED_STATE },
    { name: 'alone', testMatch: USES_SHARED_STATE, dependencies: ['site'], workers: 1 },
  ],
  webServer: {
    command: 'node e2e/serve-for-tests.mjs',
    cwd: '..',
    url: `http://127.0.0.1:${PORT}/api/health`,
    env: { PORT: String(PORT), HOST: '127.0.0.1' },
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
