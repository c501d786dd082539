import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The two windows every screen is checked at: a small laptop and a small phone. */
export const SCREEN_SIZES = [
  { name: 'laptop', width: 1366, height: 768 },
  { name: 'phone', width: 375, height: 667 },
] as const;

export type ScreenSize = (typeof SCREEN_SIZES)[number];

/**
 * Runs `check` on the page at each window size, scrolled to the top, and keeps a screenshot of each in the test's
 * artefacts (`<name>-laptop.png`, `<name>-phone.png`), so a reviewer sees what the assertions saw.
 */
export async function atBothSizes(page: Page, name: string, check: (size: ScreenSize) => Promise<void>): Promise<void> {
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.evaluate(() => window.scrollTo(0, 0));
    await check(size);
    await page.screenshot({ path: test.info().outputPath(`${name}-${size.name}.png`) });
  }
}

/** Whether the element lies wholly inside the window as it is now, without scrolling. */
export async function inWindow(page: Page, element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  const { width, height } = page.viewportSize()!;
  return (
    box !== null && box.x >= 0 && box.y >= 0 && box.x + box.width <= width + 0.5 && box.y + box.height <= height + 0.5
  );
}

/** Waits (bounded by the expect timeout) until the element is wholly inside the window without scrolling. */
export async function expectInWindow(page: Page, element: Locator, what: string): Promise<void> {
  await expect.poll(() => inWindow(page, element), { message: `${what} is in the window` }).toBe(true);
}

/** Whether the page scrolls sideways. */
export function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}
