import { test, expect, type Page } from '@playwright/test';
import { DEBOUNCE_MS, forfeit, playEasy } from './computer-play';
import { guestPage } from './guests';

function cell(page: Page, x: number, y: number) {
  return page.getByRole('button', { name: `Cell ${x},${y}`, exact: true });
}

test('Football against Computer (Easy): the computer answers the kick-off, and forfeiting ends the game', async ({
  browser,
}) => {
  const person = await guestPage(browser);
  // The person kicks off (ball, goalkeeper); the computer places its goalkeeper and round 2 begins.
  await playEasy(person, 'FOOTBALL');
  await expect(person.getByRole('table', { name: 'Score' }).getByRole('row')).toHaveCount(2);
  await cell(person, 3, 2).click();
  await person.waitForTimeout(DEBOUNCE_MS);
  await cell(person, 0, 3).click();
  await expect(person.getByRole('heading', { name: /Round 2$/ })).toBeVisible();
  await forfeit(person);
  await expect(person.getByRole('status', { name: 'Result' })).toHaveText(/^You forfeited: Computer \(Easy\) wins$/);
  await expect(person.getByRole('button', { name: 'Forfeit' })).toBeHidden();
});
