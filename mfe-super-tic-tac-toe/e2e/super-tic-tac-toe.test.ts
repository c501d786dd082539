import type { Page } from '@playwright/test';
import { test, expect } from '../../e2e/tests/fixtures';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTwoPlayerGame, waitOutDebounce } from '../../e2e/tests/guests';
import { X_WINS } from '../../e2e/tests/history';

const RELOAD_AFTER = 10;
const artifacts = join(__dirname, '../../test-results/artifacts');

function cell(page: Page, board: number, index: number) {
  return page.getByRole('button', { name: `Board ${board + 1}, cell ${index + 1}`, exact: true });
}

/** Resolves, inside the page, with the time at which the cell first shows the symbol. */
function whenShown(page: Page, board: number, index: number, symbol: string): Promise<number> {
  return page.evaluate(
    ([b, c, s]) =>
      new Promise<number>((resolve, reject) => {
        const shown = () => document.querySelector(`[aria-label="Board ${b}, cell ${c}"]`)?.textContent?.includes(s);
        if (shown()) return resolve(Date.now());
        const timer = setTimeout(() => reject(new Error(`Board ${b}, cell ${c} never showed ${s}`)), 10_000);
        const observer = new MutationObserver(() => {
          if (!shown()) return;
          observer.disconnect();
          clearTimeout(timer);
          resolve(Date.now());
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      }),
    [board + 1, index + 1, symbol] as const,
  );
}

async function recordClicks(page: Page) {
  await page.evaluate(() =>
    document.addEventListener(
      'click',
      () => ((window as unknown as { lastClickAt: number }).lastClickAt = Date.now()),
      true,
    ),
  );
}

test('two guests create, join and play Super Tic-Tac-Toe to a win, surviving a reload', async ({ browser }) => {
  const { creator, joiner } = await startTwoPlayerGame(browser, 'SUPER TIC-TAC-TOE', /\/game\/super_tic_tac_toe$/);

  for (const page of [creator, joiner]) {
    await expect(page.getByRole('heading', { name: "Player X's Turn" })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Board \d, cell \d$/ })).toHaveCount(81);
  }
  // X moves first: every cell is open to the creator and none to the joiner.
  await expect(creator.getByRole('button', { name: /^Board \d, cell \d$/, disabled: false })).toHaveCount(81);
  await expect(joiner.getByRole('button', { name: /^Board \d, cell \d$/, disabled: false })).toHaveCount(0);

  // The shell asks for patches: after the joiner's reload below (their connection opens after this listener), each
  // move reaches them as what it changed, never as the whole state: the opponent's pushed (or, made before their new
  // connection was up, in the patches answering its first sync), their own with the acknowledgement of their action
  // (Socket.IO ack packets, 43<id>[...]). Counted by version: a move made while the new connection joins its game's
  // room and syncs can come both ways.
  const patched = new Set<number>();
  let fullStates = 0;
  joiner.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      const frame = String(payload);
      if (frame.startsWith('42["emit-state"')) fullStates++;
      const push = /^42(\["state-patch",.*)$/s.exec(frame);
      if (push) patched.add((JSON.parse(push[1]) as [string, { version: number }])[1].version);
      const ack = /^43\d+(\[.*)$/s.exec(frame);
      if (!ack) return;
      const [answer] = JSON.parse(ack[1]) as [
        { patch?: { version: number }; patches?: { version: number }[]; state?: unknown },
      ];
      for (const patch of [answer.patch ?? [], answer.patches ?? []].flat()) patched.add(patch.version);
      if (answer.state) fullStates++;
    }),
  );

  let [mover, waiter] = [creator, joiner];
  await recordClicks(creator);
  await recordClicks(joiner);
  const latencies: number[] = [];

  for (const [ply, [board, index]] of X_WINS.entries()) {
    const symbol = ply % 2 === 0 ? 'X' : 'O';
    await expect(cell(waiter, board, index)).toBeDisabled();
    const shown = whenShown(waiter, board, index, symbol);
    await waitOutDebounce(mover);
    await cell(mover, board, index).click();
    const clickedAt = await mover.evaluate(() => (window as unknown as { lastClickAt: number }).lastClickAt);
    latencies.push((await shown) - clickedAt);
    await expect(cell(mover, board, index)).toHaveText(symbol);

    if (ply + 1 === RELOAD_AFTER) {
      // The player who just moved reloads: the game comes back as it was, with nothing open to them.
      const reloaded = mover;
      await reloaded.reload();
      await expect(reloaded.getByRole('button', { name: /^Board \d, cell \d$/ })).toHaveCount(81);
      await expect(reloaded.getByRole('button', { name: /^Board \d, cell \d$/, disabled: true })).toHaveCount(81);
      for (const [earlier, [b, c]] of X_WINS.slice(0, RELOAD_AFTER).entries()) {
        await expect(cell(reloaded, b, c)).toHaveText(earlier % 2 === 0 ? 'X' : 'O');
      }
      await recordClicks(reloaded);
    }
    [mover, waiter] = [waiter, mover];
  }

  for (const page of [creator, joiner]) {
    await expect(page.getByRole('heading', { name: 'Game Over' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Board \d, cell \d$/, disabled: false })).toHaveCount(0);
    // The winning line of boards (the bottom row) is marked.
    await expect(page.locator('[data-winning-line="true"]')).toHaveCount(3);
  }
  await expect(creator.getByRole('status', { name: 'Result' })).toHaveText('You win');
  await expect(joiner.getByRole('status', { name: 'Result' })).toHaveText(/^Guest [0-9A-F]{4} wins$/);
  expect(patched.size).toBe(X_WINS.length - RELOAD_AFTER);
  expect(fullStates).toBe(0);

  mkdirSync(artifacts, { recursive: true });
  await creator.screenshot({ path: join(artifacts, 'super-tic-tac-toe-finished.png'), fullPage: true });
  const sorted = [...latencies].sort((a, b) => a - b);
  const report = {
    moves: latencies.length,
    medianMs: sorted[Math.floor(sorted.length / 2)],
    p95Ms: sorted[Math.ceil(sorted.length * 0.95) - 1],
    maxMs: sorted.at(-1),
  };
  writeFileSync(join(artifacts, 'click-to-opponent.json'), JSON.stringify({ ...report, latencies }, null, 2));
  console.log(`click to opponent's screen: ${JSON.stringify(report)}`);
});
