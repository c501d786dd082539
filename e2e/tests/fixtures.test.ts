import type { BrowserContext } from '@playwright/test';
import { expect, test } from './fixtures';

test.describe.configure({ mode: 'serial' });

let opened: BrowserContext | undefined;

test('a test opens a browser context of its own and leaves it open', async ({ browser }) => {
  opened = await browser.newContext();
  await opened.newPage();
  expect(browser.contexts()).toContain(opened);
});

test('the next test in the same browser finds that context closed', ({ browser }) => {
  expect(opened).toBeDefined();
  expect(browser.contexts()).not.toContain(opened);
});
