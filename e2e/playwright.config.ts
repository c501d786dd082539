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

export default defineConfig({
  // The site's tests, and each game's own browser tests in its folder (mfe-<game>/e2e/*.spec.ts).
  testDir: '..',
  testMatch: [/\/e2e\/tests\/.*\.spec\.ts$/, /\/mfe-[^/]+\/e2e\/.*\.spec\.ts$/],
  outputDir: '../test-results/e2e',
  timeout: 120_000,
  expect: { timeout: 10_000 },
  workers: 1,
  retries: 0,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
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
