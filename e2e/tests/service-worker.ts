import type { Page } from '@playwright/test';

export interface LoadedScript {
  file: string;
  /** Where the browser took it from: 'cache' for the service worker's cache, '' when no worker was involved. */
  source: string;
}

/** The shell's content-hashed scripts `page` loaded (its own origin's, not the boards'), and where each came from. */
export function shellScripts(page: Page): Promise<LoadedScript[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry as PerformanceResourceTiming & { workerFinalSourceType?: string })
      .map((entry) => ({ url: new URL(entry.name), source: entry.workerFinalSourceType ?? '' }))
      .filter(({ url }) => url.origin === location.origin && /^\/[\w.-]*\.[0-9a-f]{8,}\.js$/.test(url.pathname))
      .map(({ url, source }) => ({ file: url.pathname, source })),
  );
}

/** Whether the page's origin has an active service worker. */
export const workerActive = (page: Page): Promise<boolean> =>
  page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.active));

/** The names of the shell worker's caches in the page's origin. */
export const workerCaches = (page: Page): Promise<string[]> =>
  page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('tabletop-shell-')));
