import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { BoardModule } from '@tabletop/board-kit';
import type { GameManifestEntry } from '@tabletop/game-kit';
import { boardEntryUrl } from './board-preload';
import { startFederation } from './federation';
import { fetchGameManifest, forgetGameManifest } from './manifest';

export class BoardNotFoundError extends Error {
  constructor(url: string) {
    super(`No board is published for the game "${url}"`);
    this.name = 'BoardNotFoundError';
  }
}

/**
 * Finds the game's board in the manifest, registers its remote (force re-registration on a retry so
 * a failed entry is fetched again) and loads its ./Board module.
 */
export async function loadBoard(url: string, retry = false): Promise<BoardModule> {
  if (retry) forgetGameManifest();
  const entry = (await fetchGameManifest()).find((game) => game.url === url);
  if (!entry) throw new BoardNotFoundError(url);
  startFederation();
  registerBoardRemote(entry, retry);
  const module = await loadRemote<BoardModule>(`${entry.remote.name}/Board`);
  if (!module?.default) throw new Error(`The board of "${url}" did not load`);
  return module;
}

function registerBoardRemote(game: GameManifestEntry, force: boolean): void {
  registerRemotes([{ name: game.remote.name, entry: boardEntryUrl(game) }], { force });
}
