import { test, expect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { forfeit } from './guests';
import { X_WINS, playTtt, registeredPage, startTtt, uniqueName } from './history';

const artifacts = join(__dirname, '../../test-results/artifacts');

async function newGame(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'New game' }).click();
  await expect(page.getByRole('button', { name: 'CREATE GAME' })).toBeEnabled();
}

test('rated games between registered players change their ratings, rank them and fill their profiles', async ({
  browser,
}) => {
  const winnerName = uniqueName('win');
  const loserName = uniqueName('lose');
  const winner = await registeredPage(browser, winnerName);
  const loser = await registeredPage(browser, loserName);

  // Game 1, played to the end: each sees what it did to their rating.
  await startTtt(winner, loser);
  await playTtt(winner, loser, X_WINS);
  await expect(winner.getByRole('status', { name: 'Result' })).toHaveText('You win');
  await expect(winner.getByLabel('Rating change')).toHaveText(/^Rating \+\d+$/);
  await expect(loser.getByLabel('Rating change')).toHaveText(/^Rating -\d+$/);

  // Game 2, ended by a forfeit, which counts as a loss.
  await newGame(winner);
  await newGame(loser);
  await startTtt(winner, loser);
  await playTtt(winner, loser, X_WINS.slice(0, 2));
  await forfeit(loser);
  await expect(winner.getByRole('status', { name: 'Result' })).toHaveText(/forfeited: you win$/);
  await expect(winner.getByLabel('Rating change')).toHaveText(/^Rating \+\d+$/);

  // The leaderboard, from the app bar: both ranked, the winner above, with their own rank given.
  await winner.getByRole('link', { name: 'Leaderboard' }).first().click();
  await expect(winner).toHaveURL(/\/leaderboard\/super_tic_tac_toe$/);
  await expect(winner.getByRole('tab', { name: 'Super Tic-Tac-Toe' })).toHaveAttribute('aria-selected', 'true');
  const table = winner.getByRole('table', { name: 'Leaderboard' });
  const winnerRow = table.getByRole('row').filter({ hasText: winnerName });
  const loserRow = table.getByRole('row').filter({ hasText: loserName });
  await expect(winnerRow).toHaveCount(1);
  await expect(loserRow).toHaveCount(1);
  const rankOf = async (row: typeof winnerRow) => Number(await row.getByRole('cell').first().textContent());
  const ratingOf = async (row: typeof winnerRow) => Number(await row.getByRole('cell').nth(2).textContent());
  expect(await rankOf(winnerRow)).toBeLessThan(await rankOf(loserRow));
  expect(await ratingOf(winnerRow)).toBeGreaterThan(1500);
  expect(await ratingOf(loserRow)).toBeLessThan(1500);
  await expect(winnerRow.getByRole('cell').nth(4)).toHaveText('2');
  await expect(winner.getByRole('status', { name: 'Your rank' })).toHaveText(
    new RegExp(`^Your rank: ${await rankOf(winnerRow)} of \\d+ \\(rating ${await ratingOf(winnerRow)}\\)$`),
  );
  await expect(winner.getByText(/Guests and computer players are unrated/)).toBeVisible();
  mkdirSync(artifacts, { recursive: true });
  await winner.screenshot({ path: join(artifacts, 'leaderboard.png'), fullPage: true });
  // Another game's leaderboard through the switcher (Winzard's url has a slash): nobody there.
  await winner.getByRole('tab', { name: 'Football' }).click();
  await expect(winner).toHaveURL(/\/leaderboard\/winzards\/football$/);
  await expect(winner.getByText('Nobody is ranked yet.')).toBeVisible();

  // The loser's profile, from the leaderboard's link: record, rating, chart and the last games with their replays.
  await winner.getByRole('tab', { name: 'Super Tic-Tac-Toe' }).click();
  await loserRow.getByRole('link', { name: loserName }).click();
  await expect(winner).toHaveURL(new RegExp(`/player/${loserName}$`));
  await expect(winner.getByRole('heading', { name: loserName })).toBeVisible();
  await expect(winner.getByText(/^Member since /)).toBeVisible();
  await expect(winner.getByText('Games played: 2')).toBeVisible();
  const record = winner.getByRole('table', { name: 'Record per game' }).getByRole('row').filter({
    hasText: 'Super Tic-Tac-Toe',
  });
  await expect(record.getByRole('cell')).toHaveText(['Super Tic-Tac-Toe', '0', '2', '0', /^\d+ ±\d+$/]);
  await expect(winner.getByRole('img', { name: /^Super Tic-Tac-Toe rating history, now \d+$/ })).toBeVisible();
  const lastGames = winner.getByRole('table', { name: 'Last games' });
  await expect(lastGames.getByRole('row')).toHaveCount(3);
  await expect(lastGames.getByRole('link', { name: 'Replay' })).toHaveCount(2);
  await winner.screenshot({ path: join(artifacts, 'profile.png'), fullPage: true });

  // The winner's own profile from the app bar.
  await winner.getByRole('link', { name: 'Profile' }).click();
  await expect(winner.getByRole('heading', { name: winnerName })).toBeVisible();
  await expect(
    winner
      .getByRole('table', { name: 'Record per game' })
      .getByRole('row')
      .filter({ hasText: 'Super Tic-Tac-Toe' })
      .getByRole('cell'),
  ).toHaveText(['Super Tic-Tac-Toe', '2', '0', '0', /^\d+ ±\d+$/]);
  await lastGames.getByRole('link', { name: 'Replay' }).first().click();
  await expect(winner.getByRole('status', { name: 'Position' })).toHaveText(/^Move 0 \/ \d+$/);
});
