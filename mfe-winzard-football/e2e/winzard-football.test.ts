import type { Page } from '@playwright/test';
import { test, expect } from '../../e2e/tests/fixtures';
import { join } from 'node:path';
import { DEBOUNCE_MS, startTwoPlayerGame } from '../../e2e/tests/guests';

const ROUTE = /\/game\/winzards\/football$/;

function cell(page: Page, x: number, y: number) {
  return page.getByRole('button', { name: `Cell ${x},${y}`, exact: true });
}

/** Picks the piece on `from` and sends it to `to`, as a player does: two clicks, the second sends the action. */
async function pickThen(page: Page, from: [number, number], to: [number, number]) {
  await page.waitForTimeout(DEBOUNCE_MS);
  await cell(page, ...from).click();
  await expect(cell(page, ...from)).toHaveAttribute('data-marker', 'selected');
  await cell(page, ...to).click();
}

async function isToMove(page: Page): Promise<boolean> {
  return (
    (await page.locator('[data-marker="selectable"]').count()) > 0 ||
    (await page.getByRole('button', { name: 'Skip draw' }).isVisible())
  );
}

/** Every websocket frame and every game API answer a page receives, as text. */
function recordReceived(received: string[]) {
  return (page: Page) => {
    page.on('websocket', (socket) => socket.on('framereceived', ({ payload }) => received.push(String(payload))));
    page.on('response', (response) => {
      if (response.url().includes('/api/game/'))
        void response.text().then(
          (body) => received.push(body),
          () => {},
        );
    });
  };
}

function points(page: Page, seat: number) {
  return page.getByRole('table', { name: 'Score' }).getByRole('row').nth(seat).getByRole('cell').nth(1);
}

test('a kick-off, a few actions, a draw and a goal: both see the score change and the court reset', async ({
  browser,
}) => {
  const received: string[] = [];
  const { creator: alice, joiner: bob } = await startTwoPlayerGame(
    browser,
    'FOOTBALL',
    ROUTE,
    recordReceived(received),
  );
  for (const page of [alice, bob]) await expect(page.getByRole('button', { name: /^Cell \d,\d$/ })).toHaveCount(48);
  // The pile's size shows, though its cards never reach the page.
  for (const page of [alice, bob]) await expect(page.getByText(/· 7 in the pile$/)).toBeVisible();

  // Kick-off (round 1): Alice places the ball in her ball zone, then each places a goalkeeper.
  await cell(alice, 3, 2).click();
  await expect(cell(bob, 3, 2)).toHaveAttribute('data-icon', 'FOOTBALL');
  await alice.waitForTimeout(DEBOUNCE_MS);
  await cell(alice, 0, 3).click();
  await expect(cell(bob, 0, 3)).toHaveAttribute('data-icon', 'ZURF');
  await cell(bob, 7, 2).click();
  await expect(cell(alice, 7, 2)).toHaveAttribute('data-icon', 'FROZT');
  await expect(alice.getByRole('heading', { name: /Round 2$/ })).toBeVisible();

  // Round 2: Alice spends her two actions moving her keeper out and back, then draws a card.
  await pickThen(alice, [0, 3], [0, 4]);
  await expect(cell(bob, 0, 4)).toHaveAttribute('data-icon', 'ZURF');
  await pickThen(alice, [0, 4], [0, 3]);
  await expect(cell(bob, 0, 3)).toHaveAttribute('data-icon', 'ZURF');
  await alice.waitForTimeout(DEBOUNCE_MS);
  await alice.getByRole('button', { name: 'Draw a card' }).click();
  for (const page of [alice, bob]) await expect(page.getByText(/Last draw: .*drew Blaze/)).toBeVisible();
  for (const page of [alice, bob]) await expect(page.getByText(/· 6 in the pile$/)).toBeVisible();
  // Every state the pages were sent, before and after the draw, was a view: the pile's size, never its cards in
  // order, never the generator.
  expect(received.filter((text) => text.includes('"unconvertedCourt"')).length).toBeGreaterThan(4);
  expect(received.filter((text) => /"drawValues"|"random"/.test(text))).toEqual([]);
  expect(received.some((text) => text.includes('"pileSize"'))).toBe(true);
  await expect(alice.getByRole('img', { name: /red card/ })).toBeVisible();

  // Both sides shuffle their keepers until the red card lets Alice shoot; her shot goes into her own net.
  const keeperSquares: [Page, [number, number], [number, number]][] = [
    [alice, [0, 3], [0, 4]],
    [bob, [7, 2], [7, 1]],
  ];
  for (let turn = 0; turn < 30 && !(await alice.getByRole('button', { name: 'Shoot left' }).isVisible()); turn++) {
    for (const [page, home, away] of keeperSquares) {
      if (!(await isToMove(page))) continue;
      if (await page.getByRole('button', { name: 'Skip draw' }).isVisible()) {
        await page.waitForTimeout(DEBOUNCE_MS);
        await page.getByRole('button', { name: 'Skip draw' }).click();
      } else {
        const atHome = (await cell(page, ...home).getAttribute('data-icon')) !== null;
        await pickThen(page, atHome ? home : away, atHome ? away : home);
      }
      await page.waitForTimeout(DEBOUNCE_MS);
    }
  }
  await alice.waitForTimeout(DEBOUNCE_MS);
  await alice.getByRole('button', { name: 'Shoot left' }).click();

  // The dance lasts 2.5 s on both pages at once: look for it on both at once.
  await Promise.all([alice, bob].map((page) => expect(page.getByRole('status', { name: /^OWN GOAL!/ })).toBeVisible()));
  for (const page of [alice, bob]) {
    await expect(points(page, 1)).toHaveText('1');
    await expect(points(page, 0)).toHaveText('0');
  }
  expect(received.filter((text) => /"drawValues"|"random"/.test(text))).toEqual([]);
  await alice.screenshot({ path: join(__dirname, '../../test-results/artifacts/winzard-own-goal.png') });
  // After the 2.5 s dance the court is dealt again and the conceding player kicks off in round 1.
  for (const page of [alice, bob]) {
    await expect(page.getByRole('status', { name: /^OWN GOAL!/ })).toHaveCount(0, { timeout: 5000 });
    await expect(page.getByRole('heading', { name: /Round 1$/ })).toBeVisible();
    await expect(page.locator('[data-icon]')).toHaveCount(0);
  }
});
