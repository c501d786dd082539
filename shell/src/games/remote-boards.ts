import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { BoardModule, HowToPlayModule } from '@tabletop/board-kit';
import type { GameManifestEntry } from '@tabletop/protocol';
import { boardEntryUrl } from './board-preload';
import { startFederation } from './federation';
import { fetchGameManifest, forgetGameManifest } from './manifest';

export class BoardNotFoundError extends Error {
  constructor(url: string) {
    super(`No board is published for the game "${url}"`);
    this.name = 'BoardNotFoundError';
  }
}

/** The boards loaded so far, by game url. */
const loadedBoards = new Map<string, BoardModule>();
/** The boards on their way, by game url: the startup preload's load and the page's are one. */
const loadingBoards = new Map<string, Promise<BoardModule>>();

/**
 * Finds the game's board in the manifest, registers its remote (force re-registration on a retry so
 * a failed entry is fetched again) and loads its ./Board module. A load already under way is joined, except by a
 * retry; a failed one is forgotten, so the next call starts afresh.
 */
export function loadBoard(url: string, retry = false): Promise<BoardModule> {
  const underWay = loadingBoards.get(url);
  if (underWay && !retry) return underWay;
  loadedBoards.delete(url);
  const loading = loadExposed<BoardModule>(url, 'Board', retry).then(
    (module) => {
      loadedBoards.set(url, module);
      return module;
    },
    (error: unknown) => {
      if (loadingBoards.get(url) === loading) loadingBoards.delete(url);
      throw error;
    },
  );
  loadingBoards.set(url, loading);
  return loading;
}

/** The game's board if it has loaded already: a page may then draw it at once, without suspending. */
export function loadedBoard(url: string): BoardModule | undefined {
  return loadedBoards.get(url);
}

/** The game's `How to play` panel, from the same remote as its board (the lobby shows it before any board). */
export async function loadHowToPlay(url: string): Promise<HowToPlayModule> {
  return loadExposed<HowToPlayModule>(url, 'HowToPlay', false);
}

async function loadExposed<M extends { default: unknown }>(url: string, exposed: string, retry: boolean): Promise<M> {
  if (retry) forgetGameManifest();
  const entry = (await fetchGameManifest()).find((game) => game.url === url);
  if (!entry) throw new BoardNotFoundError(url);
  startFederation();
  registerBoardRemote(entry, retry);
  const module = await loadRemote<M>(`${entry.remote.name}/${exposed}`);
  if (!module?.default) throw new Error(`The ${exposed} module of "${url}" did not load`);
  return module;
}

function registerBoardRemote(game: GameManifestEntry, force: boolean): void {
  registerRemotes([{ name: game.remote.name, entry: boardEntryUrl(game) }], { force });
}
