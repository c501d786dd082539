/**
 * The frontend figures that need a browser, against the production site: the JavaScript the login page loads, and
 * the time from navigation to a started Super Tic-Tac-Toe board's first cell being visible, and to a finished 200-move
 * game's replay being open, each load in a fresh context (cold cache, as a first visit).
 */
import type { Browser } from '@playwright/test';
import { launchChromium } from './chromium';
import { playFinishedGame, type FinishedGame } from './finished-game';
import { gzipSize } from './gzip-size';
import { postJson } from './load/http';
import type { FileSize } from './result';
import { percentile } from './stats';

const FIRST_CELL = 'Board 0, cell 0';
const WINZARD_FIRST_CELL = 'Cell 0,0';
/** Issue 16: a replay of a 200-move game opens in under 300 ms. */
const REPLAY_MOVES = 200;
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

interface SignedIn {
  id: number;
  jwt: string;
  name: string;
}

/** What must show for a page to count as open: elements by selector, each visible, some holding a text. */
interface Awaited {
  selector: string;
  text?: string;
}

/**
 * One load of `path` in a fresh context (cold cache) as `user`; ms from navigation start until every awaited element
 * is visible, recorded in the page by a mutation observer so Playwright's polling adds nothing.
 */
async function visibleAfterNavigation(
  browser: Browser,
  baseUrl: string,
  user: SignedIn,
  path: string,
  awaited: Awaited[],
): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await context.addInitScript(
      ({ user, awaited }) => {
        localStorage.setItem('jwt', user.jwt);
        localStorage.setItem('user', JSON.stringify({ id: user.id, name: user.name }));
        const shows = ({ selector, text }: { selector: string; text?: string }) => {
          const element = document.querySelector(selector);
          if (!element || element.getClientRects().length === 0) return false;
          return text === undefined || (element.textContent ?? '').includes(text);
        };
        new MutationObserver((_, observer) => {
          if (!awaited.every(shows)) return;
          window.boardVisibleAt = performance.now();
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
      },
      // Only the plain fields: a user may come with its live socket, which cannot be sent into the page.
      { user: { id: user.id, name: user.name, jwt: user.jwt }, awaited },
    );
    const page = await context.newPage();
    await page.goto(`${baseUrl}${path}`);
    await page.waitForFunction(() => window.boardVisibleAt !== undefined, undefined, { timeout: VISIBLE_TIMEOUT_MS });
    const at = await page.evaluate(() => window.boardVisibleAt);
    if (at === undefined) throw new Error(`${path} showed but its time was not recorded`);
    return at;
  } finally {
    await context.close();
  }
}

const guest = (baseUrl: string) => postJson<SignedIn>(`${baseUrl}/api/auth/guest`, {});
const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` });

/** One load of a started game's page by its creator; ms from navigation start to the first cell visible. */
async function boardVisible(browser: Browser, baseUrl: string): Promise<number> {
  const [creator, joiner] = [await guest(baseUrl), await guest(baseUrl)];
  const game = 'super_tic_tac_toe';
  const created = await postJson<{ code: string }>(`${baseUrl}/api/game/create`, { game }, bearer(creator.jwt));
  await postJson(`${baseUrl}/api/game/join`, { game, code: created.code }, bearer(joiner.jwt));
  return visibleAfterNavigation(browser, baseUrl, creator, `/game/${game}`, [
    { selector: `[aria-label="${FIRST_CELL}"]` },
  ]);
}

/**
 * One load of a finished game's replay by one of its players; ms from navigation start until its board and its
 * position counter over every move (`Move 0 / 200`: the positions are built) are visible.
 */
function replayOpens(browser: Browser, baseUrl: string, game: FinishedGame): Promise<number> {
  return visibleAfterNavigation(browser, baseUrl, game.viewer, `/replay/${game.id}`, [
    { selector: `[aria-label="${WINZARD_FIRST_CELL}"]` },
    { selector: '[aria-label="Position"]', text: `/ ${game.moves}` },
  ]);
}

const medianOf = (samples: number[]) =>
  percentile(
    [...samples].sort((a, b) => a - b),
    50,
  );

export async function browserFigures(baseUrl: string, loads: number, random: () => number) {
  const browser = await launchChromium();
  try {
    const shellInitialJs = await initialJavaScript(browser, baseUrl);
    const samples: number[] = [];
    for (let load = 0; load < loads; load++) samples.push(await boardVisible(browser, baseUrl));
    const replayed = await playFinishedGame(baseUrl, REPLAY_MOVES, random);
    const replaySamples: number[] = [];
    for (let load = 0; load < loads; load++) replaySamples.push(await replayOpens(browser, baseUrl, replayed));
    return {
      shellInitialJs,
      boardVisibleMs: { median: medianOf(samples), samples },
      replayOpenMs: { median: medianOf(replaySamples), samples: replaySamples, moves: replayed.moves },
    };
  } finally {
    await browser.close();
  }
}
