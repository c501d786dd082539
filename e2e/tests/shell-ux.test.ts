import type { Browser, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { startTwoPlayerGame } from './guests';

const LIGHT_BACKGROUND = 'rgb(224, 242, 241)';
const DARK_BACKGROUND = 'rgb(10, 15, 15)';

/**
 * Opens /login in a fresh context whose saved mode is `mode` (none: never chosen) and returns the page's background
 * as it was at DOMContentLoaded, before the app had rendered anything: what the first paint shows.
 */
async function firstPaintBackground(browser: Browser, mode: 'light' | 'dark' | null) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript((saved) => {
    if (saved) localStorage.setItem('mode', saved);
    document.addEventListener('DOMContentLoaded', () => {
      const early = window as unknown as { firstBackground?: string };
      early.firstBackground = getComputedStyle(document.documentElement).backgroundColor;
    });
  }, mode);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'LOG IN', exact: true })).toBeVisible();
  const first = await page.evaluate(() => (window as unknown as { firstBackground?: string }).firstBackground);
  const rendered = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  return { page, first, rendered };
}

test('the login page: the saved theme from the first paint, a labelled guest button, a taken name said so', async ({
  browser,
}) => {
  const light = await firstPaintBackground(browser, 'light');
  expect(light.first).toBe(LIGHT_BACKGROUND);
  expect(light.rendered).toBe(LIGHT_BACKGROUND);
  const dark = await firstPaintBackground(browser, null);
  expect(dark.first).toBe(DARK_BACKGROUND);
  expect(dark.rendered).toBe(DARK_BACKGROUND);
  await dark.page.context().close();

  const page = light.page;
  // The guest button says what it does on the page, not only to screen readers.
  await expect(page.getByRole('button', { name: 'Log in as guest' })).toHaveText('Log in as guest');

  const name = `taken${Date.now().toString(36)}`;
  const password = 'correct horse battery';
  const first = await page.request.post('/api/auth/register', {
    data: { username: name, password, repeatPassword: password },
  });
  expect(first.ok()).toBe(true);
  await page.getByText('REGISTER', { exact: true }).click();
  await page.getByLabel('User Name').fill(name.toUpperCase());
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Repeat Password').fill(password);
  await page.getByRole('button', { name: 'REGISTER', exact: true }).click();
  await expect(page.getByText('*User Name is already taken')).toBeVisible();
  await page.context().close();
});

async function expectTurnTitles(toMove: Page, waiting: Page) {
  await expect(toMove).toHaveTitle('(Your turn) Tabletop');
  await expect(waiting).toHaveTitle('Tabletop');
}

interface TabProbe {
  hidden: boolean;
  notifications: string[];
}

/**
 * Before the page loads: notifications allowed and switched on, a Notification that records what it shows, and a
 * document whose `hidden` the test sets (a headless tab is never hidden by itself).
 */
function probeTab(page: Page) {
  return page.addInitScript(() => {
    const probe: TabProbe = { hidden: false, notifications: [] };
    Object.assign(window, { tabProbe: probe });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => probe.hidden });
    class RecordingNotification {
      static permission = 'granted';
      static requestPermission = async () => 'granted';
      onclick: (() => void) | null = null;
      constructor(title: string) {
        probe.notifications.push(title);
      }
      close() {}
    }
    Object.defineProperty(window, 'Notification', { configurable: true, value: RecordingNotification });
    localStorage.setItem('turnAlerts', JSON.stringify({ sound: false, notify: true }));
  });
}

const probeOf = (page: Page) => page.evaluate(() => (window as unknown as { tabProbe: TabProbe }).tabProbe);

test('a game page: the tab title says whose turn it is, a hidden tab is notified, no build label is shown', async ({
  browser,
}) => {
  const { creator, joiner } = await startTwoPlayerGame(
    browser,
    'SUPER TIC-TAC-TOE',
    /\/game\/super_tic_tac_toe$/,
    probeTab,
  );
  const firstCell = creator.getByRole('button', { name: 'Board 5, cell 5', exact: true });
  await expect(firstCell).toBeEnabled();
  await expectTurnTitles(creator, joiner);

  await joiner.evaluate(() => void ((window as unknown as { tabProbe: TabProbe }).tabProbe.hidden = true));
  await firstCell.click();
  await expect(joiner.getByRole('button', { name: 'Board 5, cell 5', exact: true })).toHaveText('X');
  await expectTurnTitles(joiner, creator);
  expect((await probeOf(joiner)).notifications).toEqual(['Your turn']);
  // The creator's tab was visible when its turn came at the start: the title only.
  expect((await probeOf(creator)).notifications).toEqual([]);

  // The builds are in the page's metadata for support, not on screen.
  await expect(creator.getByText(/build/i)).toHaveCount(0);
  await expect(creator.locator('meta[name="build"][data-app="shell"]')).toHaveAttribute('content', /^\d+\.\d+\.\d+/);
  await expect(creator.locator('meta[name="build"][data-app="super-tic-tac-toe"]')).toHaveAttribute(
    'content',
    /^\d+\.\d+\.\d+/,
  );
  await Promise.all([creator.context().close(), joiner.context().close()]);
});
