import { preloadBoard } from '../games/board-preload';
import { prefetchReplay } from './replay-prefetch';

const boardsOnTheirWay = new Set<string>();

/**
 * A player points at, focuses or clicks a finished game's `Replay`: its data and its game's board start loading
 * together, instead of one after the other once the replay page has rendered (the data, then the board it names).
 * Each board is preloaded once per page load.
 */
export function openingReplay(id: number, game: string): void {
  void prefetchReplay(String(id)).catch(() => undefined);
  if (boardsOnTheirWay.has(game)) return;
  boardsOnTheirWay.add(game);
  preloadBoard(game);
}
