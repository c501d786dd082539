import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { forfeit } from './guests';
import { X_WINS, playTtt, registeredPage, startTtt, uniqueName } from './history';
import { atBothSizes, expectInWindow } from './screens';

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

  // Game 0, without a clock: not rated, and the ending says why.
  await startTtt(winner, loser);
  await playTtt(winner, loser, X_WINS.slice(0, 4));
  await forfeit(loser);
  await expect(winner.getByLabel('Rating change')).toHaveText('Unrated: no clock');
  await newGame(winner);
  await newGame(loser);

  // Game 1, with a clock, played to the end: each sees what it did to their rating.
  await startTtt(winner, loser, '10+5');
  await playTtt(winner, loser, X_WINS);
  await expect(winner.getByRole('status', { name: 'Result' })).toHaveText('You win');
  await expect(winner.getByLabel('Rating change')).toHaveText(/^Rating \+\d+ → 1[5-9]\d\d$/);
  await expect(loser.getByLabel('Rating change')).toHaveText(/^Rating \u2212\d+ → 1[0-4]\d\d$/);
  for (const [page, name] of [
    [winner, 'rating-gained'],
    [loser, 'rating-lost'],
  ] as const) {
    await atBothSizes(page, name, async () => {
      await expectInWindow(page, page.getByLabel('Rating change'), 'the rating line');
    });
  }

  // Game 2, ended by a forfeit after two moves each, which counts as a loss.
  await newGame(winner);
  await newGame(loser);
  await startTtt(winner, loser, '10+5');
  await playTtt(winner, loser, X_WINS.slice(0, 4));
  await forfeit(loser);
  await expect(winner.getByRole('status', { name: 'Result' })).toHaveText(/forfeited: you win$/);
  await expect(winner.getByLabel('Rating change')).toHaveText(/^Rating \+\d+ → \d+$/);

  // The leaderboard, from the app bar: two rated games make a provisional rating, which is not listed yet.
  await winner.getByRole('link', { name: 'Leaderboard' }).first().click();
  await expect(winner).toHaveURL(/\/leaderboard\/super_tic_tac_toe$/);
  await expect(winner.getByRole('tab', { name: 'Super Tic-Tac-Toe' })).toHaveAttribute('aria-selected', 'true');
  await expect(winner.getByRole('status', { name: 'Your rank' })).toHaveText(
    /^You are not listed yet: your rating 1[5-9]\d\d\? needs 8 more rated games\.$/,
  );
  await expect(
    winner.getByRole('table', { name: 'Leaderboard' }).getByRole('row').filter({ hasText: winnerName }),
  ).toHaveCount(0);
  await expect(winner.getByText(/Guests and computer players are unrated/)).toBeVisible();
  mkdirSync(artifacts, { recursive: true });
  await winner.screenshot({ path: join(artifacts, 'leaderboard.png'), fullPage: true });
  // Another game's leaderboard through the switcher (Winzard's url has a slash): nobody there.
  await winner.getByRole('tab', { name: 'Football' }).click();
  await expect(winner).toHaveURL(/\/leaderboard\/winzards\/football$/);
  await expect(winner.getByText('Nobody is ranked yet.')).toBeVisible();

  // The loser's profile: record, provisional rating, chart and the last games with their replays.
  await winner.goto(`/player/${loserName}`);
  await expect(winner.getByRole('heading', { name: loserName })).toBeVisible();
  await expect(winner.getByText(/^Member since /)).toBeVisible();
  await expect(winner.getByText('Games played: 3')).toBeVisible();
  const record = winner.getByRole('table', { name: 'Record per game' }).getByRole('row').filter({
    hasText: 'Super Tic-Tac-Toe',
  });
  await expect(record.getByRole('cell')).toHaveText(['Super Tic-Tac-Toe', '0', '3', '0', /^\d+\? ±\d+$/]);
  await expect(winner.getByRole('img', { name: /^Super Tic-Tac-Toe rating history, now \d+$/ })).toBeVisible();
  const lastGames = winner.getByRole('table', { name: 'Last games' });
  await expect(lastGames.getByRole('row')).toHaveCount(4);
  await expect(lastGames.getByRole('link', { name: 'Replay' })).toHaveCount(3);
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
  ).toHaveText(['Super Tic-Tac-Toe', '3', '0', '0', /^\d+\? ±\d+$/]);
  await lastGames.getByRole('link', { name: 'Replay' }).first().click();
  await expect(winner.getByRole('status', { name: 'Position' })).toHaveText(/^Move 0 \/ \d+$/);
});
