import type { Page } from '@playwright/test';
import { test, expect } from '../../e2e/tests/fixtures';
import { join } from 'node:path';
import { guestPage, openGameFromMenu, startTwoPlayerGame, waitOutDebounce } from '../../e2e/tests/guests';

const ROUTE = /\/game\/repello$/;

function square(page: Page, x: number, y: number) {
  return page.getByRole('button', { name: `Square ${x},${y}`, exact: true });
}

/** The points shown in the score panel for the player in seat `seat`. */
function points(page: Page, seat: number) {
  return page.getByRole('table', { name: 'Score' }).getByRole('row').nth(seat).getByRole('cell').nth(1);
}

test('two players place, move and repel a stack off the board, and both see the score change', async ({ browser }) => {
  const { creator: alice, joiner: bob } = await startTwoPlayerGame(browser, 'REPELLO', ROUTE);
  // Repello seats up to four: with two seated, the host starts the game.
  await alice.getByRole('button', { name: 'START' }).click();
  for (const page of [alice, bob])
    await expect(page.getByRole('button', { name: /^Square \d+,\d+$/ })).toHaveCount(169);

  // Each click that sends an action waits out the board's debounce after the player's previous one.
  // Round 1: placement on free green squares; only those are open to the player to move.
  await expect(square(bob, 3, 6)).toBeDisabled();
  await waitOutDebounce(alice);
  await square(alice, 3, 6).click();
  await expect(square(bob, 3, 6)).toHaveAccessibleDescription(/stack/);
  await waitOutDebounce(bob);
  await square(bob, 9, 6).click();

  // Round 2: Alice moves up-right to (9,0); Bob moves up onto (9,1), next to her, and must repel.
  await expect(alice.getByRole('heading', { name: /Round 2/ })).toBeVisible();
  await waitOutDebounce(alice);
  await square(alice, 9, 0).click();
  await expect(square(bob, 9, 0)).toHaveAccessibleDescription(/stack/);
  await waitOutDebounce(bob);
  await square(bob, 9, 1).click();
  await square(bob, 9, 0).click();
  await waitOutDebounce(bob);
  await bob.getByRole('button', { name: 'Push up', exact: true }).click();

  // Alice's stack is off the board and Bob has scored a point; both screens say so.
  for (const page of [alice, bob]) {
    await expect(points(page, 1)).toHaveText('1');
    await expect(points(page, 0)).toHaveText('0');
    await expect(page.getByRole('heading', { name: /Round 3/ })).toBeVisible();
  }
  await expect(alice.getByText(/re-enter your stack/i)).toBeVisible();
  await alice.screenshot({ path: join(__dirname, '../../test-results/artifacts/repello-after-push-off.png') });
});

test('three players sit down and the first starts the game with START', async ({ browser }) => {
  const [host, second, third] = [await guestPage(browser), await guestPage(browser), await guestPage(browser)];
  await openGameFromMenu(host, 'REPELLO');
  await host.getByRole('button', { name: 'CREATE GAME' }).click();
  const invite = await host.getByText(/Invite with code:/).textContent();
  const code = /([A-Z0-9]{4})\s*$/.exec(invite ?? '')![1];

  await openGameFromMenu(second, 'REPELLO');
  await second.getByLabel('CODE').fill(code);
  await second.getByRole('button', { name: 'JOIN GAME' }).click();
  // Two seated is enough to start, but only the host may.
  await expect(host.getByRole('button', { name: 'START' })).toBeVisible();
  await expect(second.getByRole('button', { name: 'START' })).toHaveCount(0);

  // The third player's answer to JOIN is held until the game has started: a slow network, or a busy page, took it
  // after the pushed start (both of version 0). The start must stay on their screen, not the waiting room.
  let releaseJoinAnswer!: () => void;
  const started = new Promise<void>((resolve) => (releaseJoinAnswer = resolve));
  await third.route('**/api/game/join', async (route) => {
    const response = await route.fetch();
    await started;
    await route.fulfill({ response });
  });
  await openGameFromMenu(third, 'REPELLO');
  await third.getByLabel('CODE').fill(code);
  await third.getByRole('button', { name: 'JOIN GAME' }).click();
  await expect(host.getByRole('list', { name: 'Seated players' }).getByRole('listitem')).toHaveCount(3);

  await host.getByRole('button', { name: 'START' }).click();
  await expect(third.getByRole('button', { name: /^Square \d+,\d+$/ })).toHaveCount(169);
  const joinAnswered = third.waitForResponse('**/api/game/join');
  releaseJoinAnswer();
  await joinAnswered;
  for (const page of [host, second, third]) {
    await expect(page.getByRole('button', { name: /^Square \d+,\d+$/ })).toHaveCount(169);
    await expect(page.getByRole('table', { name: 'Score' }).getByRole('row')).toHaveCount(3);
  }
  await square(host, 3, 3).click();
  await square(second, 5, 3).click();
  await square(third, 7, 3).click();
  for (const page of [host, second, third]) await expect(page.getByRole('heading', { name: /Round 2/ })).toBeVisible();
});
