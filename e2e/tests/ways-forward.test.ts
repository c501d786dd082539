import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { guestPage, waitOutDebounce } from './guests';
import { atBothSizes, expectInWindow } from './screens';

const TTT = '/game/super_tic_tac_toe';
const OPEN_CELLS = { name: /^Board \d, cell \d$/, disabled: false } as const;
const GUEST = /Guest [0-9A-F]{4}/;

/** The invite code on the page of a player waiting at their table. */
async function inviteCode(page: Page): Promise<string> {
  const invite = page.getByText(/Invite with code:/);
  await expect(invite).toBeVisible();
  return /Invite with code:\s*([A-Z0-9]{4})/.exec((await invite.textContent()) ?? '')![1];
}

/** Clicks the first cell the player may play. */
async function playAnyCell(page: Page): Promise<void> {
  const cell = page.getByRole('button', OPEN_CELLS).first();
  await expect(cell).toBeVisible();
  await waitOutDebounce(page);
  await cell.click();
}

test('home: each card offers How to play and a Create game dialog; the open tables show on a laptop', async ({
  browser,
}) => {
  const page = await guestPage(browser);
  const repello = page.getByRole('article', { name: 'Repello' });
  await atBothSizes(page, 'home', async (size) => {
    await expect(repello.getByRole('button', { name: 'How to play Repello' })).toBeVisible();
    await expect(repello.getByRole('button', { name: 'Create game' })).toBeEnabled();
    await expect(page.getByRole('region', { name: 'Live games' })).toBeVisible();
    // A laptop shows the open tables without scrolling; a phone lists them below the cards.
    if (size.name === 'laptop') {
      await expectInWindow(page, page.getByRole('heading', { name: 'Open tables' }), 'the open tables');
      await expectInWindow(page, page.getByRole('heading', { name: 'Live games' }), 'the live games');
    }
  });

  await repello.getByRole('button', { name: 'How to play Repello' }).click();
  await expect(page.getByRole('dialog', { name: /how to play/i })).toBeVisible();
  await page.keyboard.press('Escape');

  await repello.getByRole('button', { name: 'Create game' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a Repello game' });
  await atBothSizes(page, 'create-game-dialog', async () => {
    await expectInWindow(page, dialog.getByRole('button', { name: 'Create game' }), 'the dialog’s one button');
  });
  await dialog.getByRole('button', { name: 'Create game' }).click();
  // One press: the table is open, its invite on screen.
  await expect(page).toHaveURL(/\/game\/repello$/);
  await inviteCode(page);
  await expect(page.getByRole('button', { name: 'CREATE GAME' })).toHaveCount(0);

  // One game at a time, said where the other buttons are off.
  await page.goto('/');
  const inProgress = page.getByRole('alert').filter({ hasText: 'You have a game in progress: Repello' });
  await atBothSizes(page, 'game-in-progress', async () => {
    await expectInWindow(page, inProgress, 'the game in progress notice');
    await expect(inProgress.getByRole('link', { name: 'Resume' })).toBeVisible();
    await expect(
      page.getByRole('article', { name: 'Connect Four' }).getByRole('button', { name: 'Play now' }),
    ).toBeDisabled();
  });
  await inProgress.getByRole('link', { name: 'Resume' }).click();
  await page.getByRole('button', { name: 'Leave game' }).click();
  await expect(page.getByRole('button', { name: 'CREATE GAME' })).toBeVisible();
});

test('a public game being played is listed on the home page, and Watch opens it', async ({ browser }) => {
  const [host, guest] = [await guestPage(browser), await guestPage(browser)];
  await host.getByRole('article', { name: 'Super Tic-Tac-Toe' }).getByRole('button', { name: 'Create game' }).click();
  const dialog = host.getByRole('dialog', { name: 'Create a Super Tic-Tac-Toe game' });
  await dialog.getByLabel('List publicly').check();
  // A clock no other test's quick match asks for, so nobody else takes the seat.
  await dialog.getByRole('combobox', { name: 'Clock' }).click();
  await host.getByRole('option', { name: '1+0' }).click();
  await dialog.getByRole('button', { name: 'Create game' }).click();
  const code = await inviteCode(host);
  await guest.goto(`${TTT}?code=${code}`);
  await guest.getByRole('button', { name: 'Join this game' }).click();
  await playAnyCell(host);
  await playAnyCell(guest);

  // Someone who opens the home page now finds the game among the live ones (the list is also read again every few
  // seconds for a page left open, which a test would only sit and wait for).
  const watcher = await guestPage(browser);
  const entry = watcher.getByRole('region', { name: 'Live games' }).getByRole('listitem').filter({ hasText: GUEST });
  const mine = entry.filter({ has: watcher.locator(`a[href$="watch=${code}"]`) });
  await expect(mine).toBeVisible();
  await expect(mine).toContainText('Super Tic-Tac-Toe');
  await atBothSizes(watcher, 'live-games', async () => {
    // A phone lists the live games below the cards.
    await mine.scrollIntoViewIfNeeded();
    await expectInWindow(watcher, mine.getByRole('link', { name: 'Watch' }), 'Watch');
  });
  await mine.getByRole('link', { name: 'Watch' }).click();
  await expect(watcher).toHaveURL(new RegExp(`watch=${code}$`));
  await expect(watcher.getByText('Watching', { exact: true })).toBeVisible();
  await host.getByRole('button', { name: 'Forfeit' }).click();
  await host.getByRole('button', { name: 'Yes, forfeit' }).click();
});

test('an invite link offers one way in: join a waiting table, watch a game under way, or says it leads nowhere', async ({
  browser,
}) => {
  const [host, invited, late] = [await guestPage(browser), await guestPage(browser), await guestPage(browser)];
  await host.goto(TTT);
  await host.getByRole('button', { name: 'CREATE GAME' }).click();
  const code = await inviteCode(host);

  await invited.goto(`${TTT}?code=${code}`);
  const offer = invited.getByRole('alert').filter({ hasText: 'invites you to Super Tic-Tac-Toe' });
  await atBothSizes(invited, 'invite-to-join', async () => {
    await expectInWindow(invited, offer, 'the invite');
    await expect(invited.getByRole('button', { name: /join/i })).toHaveCount(1);
    await expect(invited.getByLabel('CODE')).toHaveCount(0);
    await expect(invited.getByRole('button', { name: 'CREATE GAME' })).toBeEnabled();
  });
  await offer.getByRole('button', { name: 'Join this game' }).click();
  await expect(invited.getByRole('button', OPEN_CELLS)).toHaveCount(0);
  await expect(host.getByRole('button', OPEN_CELLS)).toHaveCount(81);

  // The same link, once the game runs, offers watching it instead of a join that would be refused.
  await late.goto(`${TTT}?code=${code}`);
  const watch = late.getByRole('alert').filter({ hasText: 'has started without you' });
  await atBothSizes(late, 'invite-to-watch', async () => {
    await expectInWindow(late, watch, 'the offer to watch');
    await expect(late.getByRole('button', { name: /join/i })).toHaveCount(0);
  });
  await watch.getByRole('link', { name: 'Watch' }).click();
  await expect(late).toHaveURL(new RegExp(`watch=${code}$`));

  // A code that leads nowhere: one answer, whatever the reason.
  await late.goto(`${TTT}?code=ZZ9Z`);
  await atBothSizes(late, 'invite-nowhere', async () => {
    await expectInWindow(late, late.getByText('No open game with that code'), 'the answer');
    await expect(late.getByRole('button', { name: /join/i })).toHaveCount(0);
  });
  await host.getByRole('button', { name: 'Abort' }).click();
});

test('a guest who logs out is warned first and offered to register; a page that is no game says so', async ({
  browser,
}) => {
  const page = await guestPage(browser);
  await page.goto('/game/not-a-game');
  await atBothSizes(page, 'not-a-game', async () => {
    await expectInWindow(page, page.getByRole('heading', { name: '404' }), 'the 404 heading');
    await expect(page.getByText('There is nothing at this address.')).toBeVisible();
  });

  await page.goto('/');
  await atBothSizes(page, 'guest-log-out', async () => {
    await page.getByRole('button', { name: 'Log out' }).click();
    const warning = page.getByRole('dialog', { name: 'Log out of your guest account?' });
    await expectInWindow(page, warning.getByRole('button', { name: 'Register first' }), 'Register first');
    await expectInWindow(page, warning.getByRole('button', { name: 'Log out anyway' }), 'Log out anyway');
    await page.screenshot({ path: test.info().outputPath(`guest-log-out-dialog-${page.viewportSize()!.width}.png`) });
    await page.keyboard.press('Escape');
    await expect(warning).toHaveCount(0);
  });
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('button', { name: 'Register first' }).click();
  await expect(page.getByText('You are playing as a guest. Register to keep your games and scores.')).toBeVisible();
});

test('a Repello joiner reads whom they wait for; a refused click clears when the turn comes', async ({ browser }) => {
  const [host, joiner] = [await guestPage(browser), await guestPage(browser)];
  const hostName = /^Welcome (.+)!$/.exec((await host.getByText(/^Welcome .+!$/).textContent()) ?? '')![1];
  await host.goto('/game/repello');
  await host.getByRole('button', { name: 'CREATE GAME' }).click();
  const code = await inviteCode(host);
  await joiner.goto(`/game/repello?code=${code}`);
  await joiner.getByRole('button', { name: 'Join this game' }).click();
  await atBothSizes(joiner, 'waiting-for-host', async () => {
    await expectInWindow(joiner, joiner.getByText(`Waiting for ${hostName} to start`), 'whom the joiner waits for');
  });
  await joiner.getByRole('button', { name: 'Leave game' }).click();
  await host.getByRole('button', { name: 'Leave game' }).click();

  // Connect Four: Yellow clicks before their turn, reads why, and the notice goes once Red has moved.
  const [red, yellow] = [host, joiner];
  await red.goto('/game/connect_four');
  await red.getByRole('button', { name: 'CREATE GAME' }).click();
  const four = await inviteCode(red);
  await yellow.goto(`/game/connect_four?code=${four}`);
  await yellow.getByRole('button', { name: 'Join this game' }).click();
  const column = (page: Page, n: number) => page.getByRole('button', { name: new RegExp(`^Column ${n}, `) });
  await expect(column(red, 4)).toHaveAttribute('aria-disabled', 'false');
  await atBothSizes(yellow, 'refusal-while-waiting', async () => {
    await waitOutDebounce(yellow);
    // A column out of turn is aria-disabled but still answers a click with why.
    await column(yellow, 4).click({ force: true });
    await expect(yellow.getByText('Not your turn')).toBeVisible();
  });
  await waitOutDebounce(red);
  await column(red, 4).click();
  await expect(column(yellow, 4)).toHaveAttribute('aria-disabled', 'false');
  await atBothSizes(yellow, 'refusal-cleared', async () => {
    await expect(yellow.getByText('Not your turn')).toHaveCount(0);
  });
  await red.getByRole('button', { name: 'Forfeit' }).click();
  await red.getByRole('button', { name: 'Yes, forfeit' }).click();
});
