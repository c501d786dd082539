import type { Page } from '@playwright/test';
import { expect, test } from '../../e2e/tests/fixtures';
import { DEBOUNCE_MS, startTwoPlayerGame } from '../../e2e/tests/guests';

const step = (page: Page, add: number) => page.getByRole('button', { name: `Add ${add}`, exact: true });

test('two guests play __DISPLAY_TEXT__ through the shell until the creator reaches 21', async ({ browser }) => {
  const { creator, joiner } = await startTwoPlayerGame(browser, '__MENU_LABEL__', /\/game\/__URL__$/);
  let [mover, waiter] = [creator, joiner];
  for (let turn = 1; turn <= 7; turn++) {
    await expect(step(mover, 3)).toBeEnabled();
    await expect(step(waiter, 3)).toBeDisabled();
    await step(mover, 3).click();
    for (const page of [creator, joiner])
      await expect(page.getByRole('status', { name: 'Total' })).toHaveText(`${3 * turn}`);
    await mover.waitForTimeout(DEBOUNCE_MS);
    [mover, waiter] = [waiter, mover];
  }
  await expect(creator.getByText('You win')).toBeVisible();
  await expect(joiner.getByRole('heading', { name: 'Game Over' })).toBeVisible();
});
