import { expect, type Browser, type Page } from '@playwright/test';

/** A fresh browser context logged in as a guest, on the home page. */
export async function guestPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: 'Log in as guest' }).click();
  await expect(page.getByText(/^Welcome .+!$/)).toBeVisible();
  return page;
}

/** Opens a game's lobby through the GAMES menu, as a player would. */
export async function openGameFromMenu(page: Page, menuItem: string): Promise<void> {
  await page.getByRole('button', { name: 'GAMES' }).click();
  await page.getByRole('menuitem', { name: menuItem }).click();
}
