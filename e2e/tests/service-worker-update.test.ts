import { expect, test } from './fixtures';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { guestPage } from './guests';
import { shellScripts, workerActive, workerCaches } from './service-worker';

// serve-for-tests.mjs serves the shell from this copy, so a test can deploy a new worker while the site runs.
const servedWorker = join(__dirname, '../../test-results/e2e-shell/sw.js');

test("a new service worker takes over at once and deletes the old one's cache; one that keeps nothing takes the shell's scripts out of it", async ({
  browser,
}) => {
  const first = await guestPage(browser);
  await expect.poll(() => workerActive(first), { timeout: 30_000 }).toBe(true);
  // A page the worker serves, left open: a new worker that waited for such pages to close would change nothing yet.
  const page = await first.context().newPage();
  await page.goto('/');
  await expect(page.getByText(/^Welcome .+!$/)).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const [built] = await workerCaches(page);
  expect(built).toBeDefined();

  // What ops deploy to take the worker out: a worker that keeps nothing (a development build's).
  const deployed = readFileSync(servedWorker, 'utf8');
  const keepsNothing = deployed
    .replace(/"?files"?:\[[^\]]*\]/, 'files:[]')
    .replace(/"?cacheName"?:"[^"]+"/, 'cacheName:"tabletop-shell-nothing"');
  expect(keepsNothing).not.toBe(deployed);
  writeFileSync(servedWorker, keepsNothing);
  try {
    // What the browser does on the player's next load: it asks for the worker again, and finds a new one.
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    await expect.poll(() => workerCaches(page), { timeout: 30_000 }).toEqual([]);

    const next = await page.context().newPage();
    await next.goto('/');
    await expect(next.getByText(/^Welcome .+!$/)).toBeVisible();
    const scripts = await shellScripts(next);
    expect(scripts.map((script) => script.file)).toContainEqual(expect.stringMatching(/^\/main\./));
    expect(scripts.filter((script) => script.source !== '')).toEqual([]);
  } finally {
    writeFileSync(servedWorker, deployed);
  }
});
