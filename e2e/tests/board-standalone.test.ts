import { test, expect } from './fixtures';
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const BOARD_DIR = join(__dirname, '../../mfe-super-tic-tac-toe');

let dev: ChildProcess;
/** Where the dev server listens: a free port it picks (a fixed one would clash with another run on the machine). */
let devUrl: string;

// `npm run dev -w mfe-super-tic-tac-toe` runs this same script: the board team's loop, with no backend at all.
test.beforeAll(async () => {
  dev = spawn(process.execPath, ['../packages/build-config/dev.js', '--port', '0'], {
    cwd: BOARD_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`the dev server did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Board harness: (http:\/\/[^\s/]+)\//.exec(output)?.[1];
      if (!url) return;
      devUrl = url;
      clearTimeout(timer);
      resolve();
    };
    dev.stdout?.on('data', onData);
    dev.stderr?.on('data', onData);
  });
});

test.afterAll(() => {
  dev?.kill('SIGTERM');
});

test('the board runs standalone against its rules, both seats in turn', async ({ page }) => {
  await page.goto(`${devUrl}/`);
  await expect(page.getByRole('heading', { name: "Player X's Turn" })).toBeVisible();
  await page.getByRole('button', { name: 'Board 5, cell 3', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Board 5, cell 3', exact: true })).toHaveText('X');
  await expect(page.getByRole('heading', { name: "Player O's Turn" })).toBeVisible();
  // O is sent to board 2: only its nine cells are open.
  await expect(page.getByRole('button', { name: /^Board \d, cell \d$/, disabled: false })).toHaveCount(9);
  await page.waitForTimeout(300); // the board ignores a second click within 250 ms
  await page.getByRole('button', { name: 'Board 3, cell 5', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Board 3, cell 5', exact: true })).toHaveText('O');
  await expect(page.getByRole('heading', { name: "Player X's Turn" })).toBeVisible();
});
