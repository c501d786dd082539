import { expect, type Browser, type Page } from '@playwright/test';

// The boards drop an action sent within 250 ms of the previous one.
export const DEBOUNCE_MS = 260;

/**
 * Waits out what is left of the boards' debounce on `page` (an action within 250 ms of the previous one is dropped)
 * before the click or key that sends its next action: a test that plays faster than a person would lose that action.
 * Timed as the board times it, by the page's clock from its last click or key press (a listener this puts in the
 * page's document on first use): a stamp taken here before the click missed the time Playwright's click spends
 * waiting for a stable, enabled target, and Repello's push right after its pick then landed inside the window.
 */
export async function waitOutDebounce(page: Page): Promise<void> {
  const wait = await page.evaluate((windowMs) => {
    const inputs = window as Window & { lastInputAt?: number };
    if (inputs.lastInputAt === undefined) {
      inputs.lastInputAt = Number.NEGATIVE_INFINITY;
      const stamp = () => (inputs.lastInputAt = performance.now());
      window.addEventListener('click', stamp, true);
      window.addEventListener('keydown', stamp, true);
    }
    return windowMs - (performance.now() - inputs.lastInputAt);
  }, DEBOUNCE_MS);
  if (wait > 0) await page.waitForTimeout(wait);
}

export type PageWatch = (page: Page) => void | Promise<unknown>;

/**
 * A fresh browser context logged in as a guest, on the home page; `watch` sees the page before it loads anything, and
 * what it returns (an init script being installed) is awaited before the first navigation.
 */
export async function guestPage(browser: Browser, watch?: PageWatch): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await watch?.(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: 'Log in as guest' }).click();
  await expect(page.getByText(/^Welcome .+!$/)).toBeVisible();
  return page;
}

/**
 * Opens a game's page through the GAMES menu, as a player would, and waits until it is there: the home page's cards
 * have buttons of the same names (`Create game`), which a locator could otherwise find before the page changes.
 */
export async function openGameFromMenu(page: Page, menuItem: string): Promise<void> {
  await page.getByRole('button', { name: 'GAMES' }).click();
  await page.getByRole('menuitem', { name: menuItem }).click();
  await expect(page).toHaveURL(/\/game\//);
  await expect(page.getByRole('article')).toHaveCount(0);
}

/** Forfeits the page's game through the button and its confirmation. */
export async function forfeit(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Forfeit' }).click();
  await page.getByRole('button', { name: 'Yes, forfeit' }).click();
}

/** Two guests seated in a started game: the creator (seat 0) made it through the lobby and the joiner used its code. */
export async function startTwoPlayerGame(
  browser: Browser,
  menuItem: string,
  route: RegExp,
  watch?: PageWatch,
): Promise<{ creator: Page; joiner: Page; code: string }> {
  const creator = await guestPage(browser, watch);
  const joiner = await guestPage(browser, watch);

  await openGameFromMenu(creator, menuItem);
  await expect(creator).toHaveURL(route);
  await expect(creator.getByRole('button', { name: 'JOIN GAME' })).toBeDisabled();
  await creator.getByRole('button', { name: 'CREATE GAME' }).click();
  const invite = creator.getByText(/Invite with code:/);
  await expect(invite).toBeVisible();
  const code = /Invite with code:\s*([A-Z0-9]{4})/.exec((await invite.textContent()) ?? '')?.[1];
  expect(code).toMatch(/^[A-Z0-9]{4}$/);

  await openGameFromMenu(joiner, menuItem);
  await joiner.getByLabel('CODE').fill(code!.toLowerCase());
  await joiner.getByRole('button', { name: 'JOIN GAME' }).click();
  return { creator, joiner, code: code! };
}
