/** The pages that open on a board: a game's and a replay's. */
const BOARD_PAGE = /^\/(game|replay)\//;
/** However the opened page ends up (an error, a game that is not found), what waits for its board waits no longer. */
export const BOARD_FIRST_LATEST_MS = 1_000;

/** What waits for the opened page's board reads, and what draws that board (or shows something instead) marks. */
export interface BoardGate {
  /** Whether the opened page's board (or what it shows instead) is on screen, or the page has none. */
  isShown(): boolean;
  markShown(): void;
  subscribe(listener: () => void): () => void;
  /** Resolves once `isShown()`. */
  whenShown(): Promise<void>;
}

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
export class BoardFirst implements BoardGate {
  private shown: boolean;
  private readonly listeners = new Set<() => void>();

  constructor(openedPath: string, latestMs = BOARD_FIRST_LATEST_MS) {
    this.shown = !BOARD_PAGE.test(openedPath);
    if (!this.shown) setTimeout(() => this.markShown(), latestMs);
  }

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

/** The gate of this page load, decided by the path the site was opened at (the signed-in pages make it once). */
export function boardFirstOfOpenedPage(): BoardFirst {
  return new BoardFirst(window.location.pathname);
}

/** Where no page opened on a board is above: nothing waits. */
export const NOTHING_WAITS: BoardGate = Object.freeze({
  isShown: () => true,
  markShown: () => undefined,
  subscribe: () => () => undefined,
  whenShown: () => Promise.resolve(),
});
