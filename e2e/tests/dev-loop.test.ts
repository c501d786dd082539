import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { playEasy } from './computer-play';

// A board team's dev loop: the board's dev server (packages/build-config/dev.js) and the shell's (dev-shell.js) run
// on a throwaway copy of a game, whose board source the test edits; the change must show with the page and the
// board's state kept (React Fast Refresh through hot module replacement, not a reload).
const repoRoot = resolve(__dirname, '../..');
const GAME = 'super-tic-tac-toe';
const BOARD_LABEL = 'aria-label="Super Tic-Tac-Toe board"';

interface DevServer {
  url: string;
  stop(): Promise<void>;
}

/** Starts a dev server and waits (bounded) for the line announcing its URL; the build may still be running then. */
function startDevServer(script: string, args: string[], cwd: string, announce: RegExp): Promise<DevServer> {
  const child = spawn(process.execPath, [join(repoRoot, 'packages/build-config', script), ...args], {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // Bounded whatever happens: SIGTERM (the server finishes a build under way first), then SIGKILL; the process's
  // state is polled rather than awaited as an event.
  const stop = async () => {
    child.kill('SIGTERM');
    for (let waited = 0; child.exitCode === null && child.signalCode === null; waited += 100) {
      if (waited === 5_000) child.kill('SIGKILL');
      if (waited >= 10_000) throw new Error(`${script} (pid ${child.pid}) did not stop`);
      await new Promise((wait) => setTimeout(wait, 100));
    }
  };
  return new Promise((resolveServer, reject) => {
    const timer = setTimeout(() => fail(`no URL within 30 s`), 30_000);
    const fail = (why: string) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${script}: ${why}\n${output}`));
    };
    child.once('exit', (code) => fail(`exited with ${code}`));
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = announce.exec(output)?.[1];
      if (!url) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolveServer({ url, stop });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
  });
}

let workDir: string;
let gameCopy: string;
let board: DevServer | undefined;
let shell: DevServer | undefined;

/** Replaces `from` by `to` in the copy's Board.tsx, as a board developer saving the file would. */
function editBoard(from: string, to: string): void {
  const file = join(gameCopy, 'src/board/Board.tsx');
  const source = readFileSync(file, 'utf8');
  expect(source).toContain(from);
  writeFileSync(file, source.replace(from, to));
}

/** A mark that only a full page load would take away. */
async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { devLoopMark: string }).devLoopMark = 'kept'));
}

async function pageMark(page: Page): Promise<string | undefined> {
  return page.evaluate(() => (window as unknown as { devLoopMark?: string }).devLoopMark);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // The copy sits outside the repository (nothing tracked is edited) and finds the repository's packages through a
  // node_modules link, as a game folder does.
  workDir = mkdtempSync(join(tmpdir(), 'dev-loop-'));
  gameCopy = join(workDir, `mfe-${GAME}`);
  cpSync(join(repoRoot, `mfe-${GAME}`), gameCopy, {
    recursive: true,
    filter: (source) => !/[/\\](node_modules|dist)$/.test(source),
  });
  symlinkSync(join(repoRoot, 'node_modules'), join(workDir, 'node_modules'), 'dir');
  board = await startDevServer('dev.js', ['--port', '0'], gameCopy, /Board harness: (http:\/\/[^\s/]+)\//);
  // The shell's dev server, in front of the tests' backend, builds while the first test runs.
  const backend = test.info().project.use.baseURL!;
  const boardUrl = `${board.url}/mf-manifest.json`;
  shell = await startDevServer(
    'dev-shell.js',
    ['--port', '0', '--backend', backend, '--game', GAME, '--board-url', boardUrl],
    join(repoRoot, 'shell'),
    /Shell: (http:\/\/[^\s/]+)\//,
  );
});

test.afterAll(async () => {
  await shell?.stop();
  await board?.stop();
  rmSync(workDir, { recursive: true, force: true });
});

test('the board harness refreshes an edited board in place, keeping the page and the match', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`${board!.url}/`, { timeout: 90_000 });
  // The first build is still running when the server answers: webpack-dev-middleware holds the page until it is done.
  await expect(page.getByRole('group', { name: 'Super Tic-Tac-Toe board' })).toBeVisible({ timeout: 60_000 });
  const cell = page.getByRole('button', { name: 'Board 5, cell 5', exact: true });
  await cell.click();
  await expect(cell).toBeDisabled();
  const mark = (await cell.textContent()) ?? '';
  expect(mark).not.toBe('');
  await markPage(page);

  editBoard(BOARD_LABEL, 'aria-label="Hot board one"');
  await expect(page.getByRole('group', { name: 'Hot board one' })).toBeVisible({ timeout: 30_000 });
  expect(await pageMark(page)).toBe('kept');
  await expect(cell).toBeDisabled();
  await expect(cell).toHaveText(mark);
});

test('inside the shell, the game takes its board from the dev server and refreshes it in place', async ({ page }) => {
  test.setTimeout(120_000);
  // The shell's dev build may still be running: webpack-dev-middleware holds the page until it is done.
  await page.goto(`${shell!.url}/`, { timeout: 90_000 });
  await page.getByRole('button', { name: 'Log in as guest' }).click();
  await expect(page.getByText(/^Welcome .+!$/)).toBeVisible();
  await playEasy(page, 'SUPER TIC-TAC-TOE');
  const game = page.url();
  // The board comes from the board's dev server: the copy's edited label, not the built board's.
  await expect(page.getByRole('group', { name: 'Hot board one' })).toBeVisible({ timeout: 60_000 });
  const cell = page.getByRole('button', { name: /^Board \d, cell \d$/, disabled: false }).first();
  const name = (await cell.getAttribute('aria-label')) ?? '';
  await cell.click();
  const played = page.getByRole('button', { name, exact: true });
  await expect(played).toBeDisabled();
  const mark = (await played.textContent()) ?? '';
  await markPage(page);

  editBoard('aria-label="Hot board one"', 'aria-label="Hot board two"');
  await expect(page.getByRole('group', { name: 'Hot board two' })).toBeVisible({ timeout: 30_000 });
  expect(await pageMark(page)).toBe('kept');
  expect(page.url()).toBe(game);
  await expect(played).toHaveText(mark);
});
