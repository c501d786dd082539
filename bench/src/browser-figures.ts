/**
 * The frontend figures that need a browser, against the production site: the JavaScript the login page loads, and
 * the time from navigation to a started Super Tic-Tac-Toe board's first cell being visible, and a finished 200-move
 * game's replay opened from `My games` and by its link, each load in a fresh context (cold cache, as a first visit).
 * The board is also timed on a repeat visit: the same context (HTTP cache, storage, service worker) navigating to
 * another started game's page, as a player returning to the site. Both visits are timed alike, load by load, on the
 * game page's floor (bench/board-floor: the board with none of the rest of the shell), served by a second server.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { launchChromium } from './chromium';
import { playFinishedGame, type FinishedGame } from './finished-game';
import { gzipSize } from './gzip-size';
import { postJson } from './load/http';
import type { FileSize } from './result';
import { percentile } from './stats';

const FIRST_CELL = 'Board 1, cell 1';
const WINZARD_FIRST_CELL = 'Cell 0,0';
/** The replay target is judged on a game this long. */
const REPLAY_MOVES = 200;
const VISIBLE_TIMEOUT_MS = 30_000;

/** What must show for a page to count as open: an element by selector, visible, and holding a text if given. */
interface AwaitedElement {
  selector: string;
  text?: string;
}

declare global {
  interface Window {
    boardVisibleAt?: number;
    benchShown?: (awaited: AwaitedElement[]) => Promise<number>;
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

/**
 * A fresh context (cold cache) signed in as `user`, whose pages get `window.benchShown(awaited)`: a promise of the
 * `performance.now()` at which every awaited element is visible, seen by a mutation observer so Playwright's polling
 * adds nothing. With `awaitedOnLoad`, each page records that time for those elements as `window.boardVisibleAt`.
 */
async function signedInContext(browser: Browser, user: SignedIn, awaitedOnLoad?: AwaitedElement[]) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(
    ({ user, awaitedOnLoad }) => {
      localStorage.setItem('jwt', user.jwt);
      localStorage.setItem('user', JSON.stringify({ id: user.id, name: user.name }));
      const shows = ({ selector, text }: AwaitedElement) => {
        const element = document.querySelector(selector);
        if (!element || element.getClientRects().length === 0) return false;
        return text === undefined || (element.textContent ?? '').includes(text);
      };
      window.benchShown = (awaited) =>
        new Promise((resolve) => {
          const check = (observer?: MutationObserver) => {
            if (!awaited.every(shows)) return;
            observer?.disconnect();
            resolve(performance.now());
          };
          new MutationObserver((_, observer) => check(observer)).observe(document, {
            childList: true,
            subtree: true,
            attributes: true,
            characterData: true,
          });
        });
      if (awaitedOnLoad) void window.benchShown(awaitedOnLoad).then((at) => (window.boardVisibleAt = at));
    },
    { user: { id: user.id, name: user.name, jwt: user.jwt }, awaitedOnLoad },
  );
  return context;
}

/** How long a settling page is given to register a service worker, and then for it to be installed. */
const REGISTRATION_WAIT_MS = 3_000;
const INSTALL_WAIT_MS = 20_000;

/**
 * Waits until `page` has settled as a player's page does while they play on it: loaded, and its service worker (when
 * the site registers one after the board) installed. Both waits are bounded; a site with no worker passes after
 * REGISTRATION_WAIT_MS.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(
    async ({ registrationMs, installMs }) => {
      const started = performance.now();
      while (performance.now() - started < installMs) {
        const registration = await navigator.serviceWorker.getRegistration();
        if (registration?.active) return;
        if (!registration && performance.now() - started > registrationMs) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    { registrationMs: REGISTRATION_WAIT_MS, installMs: INSTALL_WAIT_MS },
  );
}

/**
 * ms from navigation start to `path` showing every awaited element, in a new page of `context`; with `settle`, the
 * page is left only once it has settled.
 */
async function visibleInPage(context: BrowserContext, baseUrl: string, path: string, settle = false): Promise<number> {
  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl}${path}`);
    await page.waitForFunction(() => window.boardVisibleAt !== undefined, undefined, { timeout: VISIBLE_TIMEOUT_MS });
    const at = await page.evaluate(() => window.boardVisibleAt);
    if (at === undefined) throw new Error(`${path} showed but its time was not recorded`);
    if (settle) await settled(page);
    return at;
  } finally {
    await page.close();
  }
}

/** One load of `path` as `user` in a fresh context; ms from navigation start until every awaited element is visible. */
async function visibleAfterNavigation(
  browser: Browser,
  baseUrl: string,
  user: SignedIn,
  path: string,
  awaited: AwaitedElement[],
): Promise<number> {
  const context = await signedInContext(browser, user, awaited);
  try {
    return await visibleInPage(context, baseUrl, path);
  } finally {
    await context.close();
  }
}

const guest = (baseUrl: string) => postJson<SignedIn>(`${baseUrl}/api/auth/guest`, {});
const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` });

const GAME = 'super_tic_tac_toe';
const boardShown: AwaitedElement[] = [{ selector: `[aria-label="${FIRST_CELL}"]` }];

/** A Super Tic-Tac-Toe game created by `creator` and joined by a new guest: started, the creator to move. */
async function startedGame(baseUrl: string, creator: SignedIn): Promise<string> {
  const joiner = await guest(baseUrl);
  const { code } = await postJson<{ code: string }>(`${baseUrl}/api/game/create`, { game: GAME }, bearer(creator.jwt));
  await postJson(`${baseUrl}/api/game/join`, { game: GAME, code }, bearer(joiner.jwt));
  return code;
}

/**
 * A player opens a started game's page in a fresh context (cold: nothing cached), finishes that game, and later
 * opens the page of their next started game in the same context (warm: the HTTP cache, storage and service worker of
 * the first visit, in a new page). ms from navigation start to the first cell visible, for each visit. The first page
 * is left once it has settled (loaded, its service worker installed), as it would have while its game was played.
 */
async function boardVisible(browser: Browser, baseUrl: string): Promise<{ cold: number; warm: number }> {
  const creator = await guest(baseUrl);
  const code = await startedGame(baseUrl, creator);
  const context = await signedInContext(browser, creator, boardShown);
  try {
    const cold = await visibleInPage(context, baseUrl, `/game/${GAME}`, true);
    await postJson(`${baseUrl}/api/game/leave`, { code }, bearer(creator.jwt));
    await startedGame(baseUrl, creator);
    const warm = await visibleInPage(context, baseUrl, `/game/${GAME}`);
    return { cold, warm };
  } finally {
    await context.close();
  }
}

/** A replay is open when its board and its position counter over every move (`Move 0 / 200`) are visible. */
const replayOpen = (game: FinishedGame): AwaitedElement[] => [
  { selector: `[aria-label="${WINZARD_FIRST_CELL}"]` },
  { selector: '[aria-label="Position"]', text: `/ ${game.moves}` },
];

/** A finished game's replay loaded by its link in a fresh browser: ms from navigation start until it is open. */
function replayByLink(browser: Browser, baseUrl: string, game: FinishedGame): Promise<number> {
  return visibleAfterNavigation(browser, baseUrl, game.viewer, `/replay/${game.id}`, replayOpen(game));
}

/**
 * A player on `My games` (the site loaded, a fresh context) clicks the game's `Replay`: ms from the click until the
 * replay is open, its data fetched and its board's code loaded on the way.
 */
async function replayFromMyGames(browser: Browser, baseUrl: string, game: FinishedGame): Promise<number> {
  const context = await signedInContext(browser, game.viewer);
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/my-games`);
    const link = page.locator(`a[href="/replay/${game.id}"]`);
    await link.waitFor({ timeout: VISIBLE_TIMEOUT_MS });
    const opened = page.evaluate(
      async ({ id, awaited }) => {
        const shown = window.benchShown!(awaited);
        const clickedAt = performance.now();
        document.querySelector<HTMLElement>(`a[href="/replay/${id}"]`)!.click();
        return (await shown) - clickedAt;
      },
      { id: game.id, awaited: replayOpen(game) },
    );
    // Whichever loses the race is settled when the context closes: neither may then reject unheard.
    opened.catch(() => undefined);
    let timer: NodeJS.Timeout | undefined;
    const tooLate = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('the replay did not open')), VISIBLE_TIMEOUT_MS);
    });
    try {
      return await Promise.race([opened, tooLate]);
    } finally {
      clearTimeout(timer);
    }
  } finally {
    await context.close();
  }
}

const medianOf = (samples: number[]) =>
  percentile(
    [...samples].sort((a, b) => a - b),
    50,
  );

/** The site, and the same server serving the game page's floor (bench/board-floor) in place of the shell. */
export interface FrontendUrls {
  site: string;
  boardFloor: string;
}

export async function browserFigures(urls: FrontendUrls, loads: number, random: () => number) {
  const baseUrl = urls.site;
  const browser = await launchChromium();
  try {
    const shellInitialJs = await initialJavaScript(browser, baseUrl);
    const [samples, warmSamples, floorSamples, floorWarmSamples]: number[][] = [[], [], [], []];
    const visits = (url: string, cold: number[], warm: number[]) => async () => {
      const visible = await boardVisible(browser, url);
      cold.push(visible.cold);
      warm.push(visible.warm);
    };
    const site = visits(baseUrl, samples, warmSamples);
    const floor = visits(urls.boardFloor, floorSamples, floorWarmSamples);
    // Alternately first: the machine's drift over the loads falls on both alike.
    for (let load = 0; load < loads; load++)
      for (const visit of load % 2 === 0 ? [site, floor] : [floor, site]) await visit();
    const replayed = await playFinishedGame(baseUrl, REPLAY_MOVES, random);
    const [fromList, byLink]: number[][] = [[], []];
    for (let load = 0; load < loads; load++) {
      fromList.push(await replayFromMyGames(browser, baseUrl, replayed));
      byLink.push(await replayByLink(browser, baseUrl, replayed));
    }
    const moves = replayed.moves;
    return {
      shellInitialJs,
      boardVisibleMs: { median: medianOf(samples), samples },
      boardVisibleWarmMs: { median: medianOf(warmSamples), samples: warmSamples },
      replayOpenMs: { median: medianOf(fromList), samples: fromList, moves },
      replayByLinkMs: { median: medianOf(byLink), samples: byLink, moves },
      boardFloor: {
        boardVisibleMs: { median: medianOf(floorSamples), samples: floorSamples },
        boardVisibleWarmMs: { median: medianOf(floorWarmSamples), samples: floorWarmSamples },
      },
    };
  } finally {
    await browser.close();
  }
}
