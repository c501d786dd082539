import type { BoardGate } from '../games/board-first';

/** Where the shell's build writes its worker (shell/service-worker/plugin.js). */
export const SERVICE_WORKER_URL = '/sw.js';
/** How long an idle moment is waited for before registering anyway. */
export const IDLE_LATEST_MS = 2_000;

interface PageMoments {
  /** Resolves once the page's load event has passed. */
  loaded(): Promise<void>;
  /** Resolves at the main thread's next idle moment (or after IDLE_LATEST_MS). */
  idle(): Promise<void>;
}

const browserMoments: PageMoments = {
  loaded: () =>
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true })),
  idle: () =>
    new Promise((resolve) => {
      if (typeof window.requestIdleCallback === 'function') {
        window.requestIdleCallback(() => resolve(), { timeout: IDLE_LATEST_MS });
      } else {
        setTimeout(resolve, 0);
      }
    }),
};

/**
 * Registers the worker that keeps the shell's scripts compiled for the next visit, once this page has nothing more
 * urgent: after its board (when it opened on one), its load event and an idle moment. Installing fetches and compiles
 * every script of the shell, which would otherwise compete with this visit. A browser without service workers, or a
 * registration that fails, leaves the site as it was: nothing depends on the worker.
 */
export async function registerServiceWorkerWhenIdle(
  gate: BoardGate,
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
  moments: PageMoments = browserMoments,
): Promise<void> {
  if (!container) return;
  await gate.whenShown();
  await moments.loaded();
  await moments.idle();
  await container.register(SERVICE_WORKER_URL).catch(() => undefined);
}
