import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { guestPage } from './guests';
import { playTtt, startTtt } from './history';
import { atBothSizes, expectInWindow } from './screens';

const TTT = 'super_tic_tac_toe';
/** The shortest clock a player may ask for: ten seconds each, no increment. */
const SHORT = { initial: 10, increment: 0 };

/**
 * `Play now` with a clock of the player's choosing, as the API takes it (the home page's button asks for the game's
 * usual clock): quick match pairs only players who asked for the same one, so no other test's table is in the way.
 */
async function quickMatch(page: Page): Promise<{ code: string }> {
  const answer = await page.evaluate(
    async ({ game, clock }) => {
      const response = await fetch('/api/game/quick', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('jwt')}` },
        body: JSON.stringify({ game, clock }),
      });
      return { status: response.status, body: (await response.json()) as { code: string } };
    },
    { game: TTT, clock: SHORT },
  );
  expect(answer.status).toBe(200);
  return answer.body;
}

/** The clocks of the players strip, in seat order. */
const clocks = (page: Page) => page.getByRole('list', { name: 'Players' }).getByRole('timer');

test('a player who stops moving runs out of time: both see the clocks run, the other wins', async ({ browser }) => {
  const stalling = await guestPage(browser);
  const stallerName = /^Welcome (.+)!$/.exec((await stalling.getByText(/^Welcome .+!$/).textContent()) ?? '')?.[1];
  const waiting = await guestPage(browser);
  const table = await quickMatch(stalling);
  await stalling.goto(`/game/${TTT}`);
  // Quick match seats players only with connected ones: the opener waits at the table, connected again after the load.
  await expect(stalling.getByRole('list', { name: 'Seated players' }).getByRole('listitem')).toHaveAccessibleName(
    /, online$/,
  );
  expect((await quickMatch(waiting)).code).toBe(table.code);
  await waiting.goto(`/game/${TTT}`);

  // Seat 0 (the table's opener) moves first; one move each, then the opener stops.
  for (const page of [stalling, waiting]) await expect(clocks(page)).toHaveCount(2);
  await playTtt(stalling, waiting, [
    [4, 4],
    [4, 0],
  ]);
  const stallerClock = clocks(waiting).first();
  await expect(stallerClock).toHaveAccessibleName(/left, running$/);
  await expect(clocks(waiting).nth(1)).toHaveAccessibleName(/left$/);
  const before = await stallerClock.textContent();
  await expect(stallerClock).not.toHaveText(before ?? '', { timeout: 3000 });
  // Under ten seconds from the start: tenths, in red.
  await expect(stallerClock).toHaveText(/^\d\.\d$/);

  await expect(waiting.getByRole('status', { name: 'Result' })).toHaveText('You win', { timeout: 15_000 });
  await expect(waiting.getByText(`${stallerName} ran out of time`)).toBeVisible();
  await expect(stalling.getByRole('status', { name: 'Result' })).toHaveText(/ wins$/);
  await expect(stalling.getByText('You ran out of time')).toBeVisible();
  await expect(clocks(waiting).first()).toHaveText('0.0');
  await waiting.screenshot({ path: test.info().outputPath('ran-out-of-time.png') });
});

test('a player aborts before anyone has moved: both read who did, and the other is offered Play now', async ({
  browser,
}) => {
  const [aborting, other] = [await guestPage(browser), await guestPage(browser)];
  const abortingName = /^Welcome (.+)!$/.exec((await aborting.getByText(/^Welcome .+!$/).textContent()) ?? '')?.[1];
  await startTtt(aborting, other);
  await aborting.getByRole('button', { name: 'Abort' }).click();
  for (const page of [aborting, other])
    await expect(page.getByRole('status', { name: 'Result' })).toHaveText('Game aborted');
  await expect(aborting.getByText('You aborted the game.')).toBeVisible();
  await expect(other.getByText(`${abortingName} aborted the game.`)).toBeVisible();
  await expect(other.getByLabel('Rating change')).toHaveText('Unrated: guests and computer players are not rated');
  await expect(aborting.getByRole('button', { name: 'Play now' })).toHaveCount(0);
  await atBothSizes(other, 'aborted', async () => {
    await expectInWindow(other, other.getByRole('button', { name: 'Play now' }), 'Play now');
    await expectInWindow(other, other.getByRole('status', { name: 'Result' }), 'the result');
  });
  // One click to a table again; left at once, so no other test finds it among the open tables.
  await other.getByRole('button', { name: 'Play now' }).click();
  await expect(other.getByText(/Invite with code:/)).toBeVisible();
  await other.getByRole('button', { name: 'Leave game' }).click();
  await expect(other.getByRole('button', { name: 'CREATE GAME' })).toBeVisible();
});
