import { useSyncExternalStore } from 'react';

/** The pages that open on a board: a game's and a replay's. */
const BOARD_PAGE = /^\/(game|replay)\//;
/** However the opened page ends up (an error, a game that is not found), what waits for its board waits no longer. */
export const BOARD_FIRST_LATEST_MS = 1_000;

/**
 * A page opened on a board draws the board before what can wait: the app bar's menus and links, the turn alerts and
 * the game's live connection. A visit waits on the main thread, not the network (a repeat visit's profile: busy from
 * the first script to the board, everything fetched long before), so what is moved after the board is taken off the
 * time to it. Any other page opens with everything at once.
 *
 * The board marks itself shown once drawn or failed, the lobby once drawn (a game page with no game), and a watched
 * game at once (its state comes over the connection); any other end of the page (not found, the catalogue
 * unavailable) is left to the fallback.
 */
export class BoardFirst {
  private shown: boolean;
  private readonly listeners = new Set<() => void>();

  constructor(openedPath: string, latestMs = BOARD_FIRST_LATEST_MS) {
    this.shown = !BOARD_PAGE.test(openedPath);
    if (!this.shown) setTimeout(() => this.markShown(), latestMs);
  }

  /** Whether the opened page's board (or what it shows instead) is on screen, or the page has none. */
  isShown = (): boolean => this.shown;

  markShown = (): void => {
    if (this.shown) return;
    this.shown = true;
    for (const listener of [...this.listeners]) listener();
  };

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Resolves once `isShown()`. */
  whenShown(): Promise<void> {
    if (this.shown) return Promise.resolve();
    return new Promise((resolve) => {
      const unsubscribe = this.subscribe(() => {
        unsubscribe();
        resolve();
      });
    });
  }
}

/** This page load's: decided by the path the site was opened at. */
export const boardFirst = new BoardFirst(window.location.pathname);

/** Whether what waits for the opened page's board may render now. */
export function useBoardShown(gate: BoardFirst = boardFirst): boolean {
  return useSyncExternalStore(gate.subscribe, gate.isShown);
}
