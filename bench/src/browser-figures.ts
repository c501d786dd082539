/**
 * The frontend figures that need a browser, against the production site: the JavaScript the login page loads, and
 * the time from navigation to a started Super Tic-Tac-Toe board's first cell being visible, each load in a fresh
 * context (cold cache, as a first visit).
 */
import type { Browser } from '@playwright/test';
import { launchChromium } from './chromium';
import { gzipSize } from './gzip-size';
import { postJson } from './load/http';
import type { FileSize } from './result';
import { percentile } from './stats';

const FIRST_CELL = 'Board 0, cell 0';
const VISIBLE_TIMEOUT_MS = 30_000;

declare global {
  interface Window {
    boardVisibleAt?: number;
  }
}

async function initialJavaScript(browser: Browser, baseUrl: string): Promise<{ gzipBytes: number; files: FileSize[] }> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const scripts: Promise<FileSize>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(
        response.body().then((body) => ({ file: new URL(response.url()).pathname, gzipBytes: gzipSize(body) })),
      );
    });
    await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Log in as guest' }).waitFor({ timeout: VISIBLE_TIMEOUT_MS });
    const files = await Promise.all(scripts);
    return { gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0), files };
  } finally {
    await context.close();
  }
}

/** One load of a started game's page by its creator; ms from navigation start to the first cell visible. */
async function boardVisible(browser: Browser, baseUrl: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const guest = async () => postJson<{ id: number; jwt: string; name: string }>(`${baseUrl}/api/auth/guest`, {});
    const [creator, joiner] = [await guest(), await guest()];
    const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` });
    const game = 'super_tic_tac_toe';
    const created = await postJson<{ code: string }>(`${baseUrl}/api/game/create`, { game }, bearer(creator.jwt));
    await postJson(`${baseUrl}/api/game/join`, { game, code: created.code }, bearer(joiner.jwt));
    await context.addInitScript(
      ({ user, cell }) => {
        localStorage.setItem('jwt', user.jwt);
        localStorage.setItem('user', JSON.stringify({ id: user.id, name: user.name }));
        const seen = () => {
          const element = document.querySelector(`[aria-label="${cell}"]`);
          if (!element || element.getClientRects().length === 0) return false;
          window.boardVisibleAt = performance.now();
          return true;
        };
        new MutationObserver((_, observer) => {
          if (seen()) observer.disconnect();
        }).observe(document, { childList: true, subtree: true, attributes: true });
      },
      { user: creator, cell: FIRST_CELL },
    );
    const page = await context.newPage();
    await page.goto(`${baseUrl}/game/${game}`);
    await page.getByRole('button', { name: FIRST_CELL, exact: true }).waitFor({ timeout: VISIBLE_TIMEOUT_MS });
    const at = await page.evaluate(() => window.boardVisibleAt);
    if (at === undefined) throw new Error('the board showed but its time was not recorded');
    return at;
  } finally {
    await context.close();
  }
}

export async function browserFigures(baseUrl: string, loads: number) {
  const browser = await launchChromium();
  try {
    const shellInitialJs = await initialJavaScript(browser, baseUrl);
    const samples: number[] = [];
    for (let load = 0; load < loads; load++) samples.push(await boardVisible(browser, baseUrl));
    const median = percentile(
      [...samples].sort((a, b) => a - b),
      50,
    );
    return { shellInitialJs, boardVisibleMs: { median, samples } };
  } finally {
    await browser.close();
  }
}
