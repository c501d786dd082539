import { test, expect } from '../../e2e/tests/fixtures';
import { join } from 'node:path';
import { startTwoPlayerGame } from '../../e2e/tests/guests';
import { inWindow, SCREEN_SIZES } from '../../e2e/tests/screens';

const artifacts = join(__dirname, '../../test-results/artifacts');
const PHONE = SCREEN_SIZES.find((size) => size.name === 'phone')!;

test('Repello teaches itself from the lobby, and on a phone has squares of at least 24 px and a zoom', async ({
  browser,
}) => {
  const { creator } = await startTwoPlayerGame(browser, 'REPELLO', /\/game\/repello$/);
  // Waiting for START, the lobby's own How to play loads the panel from the board's remote.
  await expect(creator.getByRole('button', { name: 'START' })).toBeVisible();
  await creator.getByRole('button', { name: 'How to play' }).click();
  const panel = creator.getByRole('dialog', { name: 'How to play Repello' });
  await expect(panel.locator('svg').first()).toBeVisible();
  await panel.getByRole('button', { name: 'Got it' }).click();
  await expect(panel).toBeHidden();
  await creator.getByRole('button', { name: 'START' }).click();

  await expect(creator.getByRole('button', { name: /^Square \d+,\d+$/ })).toHaveCount(169);
  await creator.setViewportSize({ width: PHONE.width, height: PHONE.height });
  const centre = creator.getByRole('button', { name: 'Square 6,6', exact: true });
  await expect.poll(async () => (await centre.boundingBox())!.width).toBeGreaterThanOrEqual(24);
  const square = await centre.boundingBox();
  expect(square!.height).toBeGreaterThanOrEqual(24);

  // Zoom gives fingertip squares in a window that still fits and scrolls to the rest.
  await creator.getByRole('button', { name: 'Zoom' }).click();
  await expect.poll(async () => (await centre.boundingBox())!.width).toBeGreaterThanOrEqual(40);
  expect(await inWindow(creator, centre)).toBe(true);
  expect(await inWindow(creator, creator.locator('[data-zoomed]'))).toBe(true);
  await creator.screenshot({ path: join(artifacts, 'board-fit-repello-phone-zoomed.png') });
});
