import { LRUCache } from 'lru-cache';
import type { StoredMove } from './history-store';

/** Games whose written moves an instance keeps: a few hundred moves of a few dozen bytes each per game. */
const KEPT_GAMES = 256;

/** Moves written with their texts; a move logged before texts were kept has none, and is never kept. */
export type WrittenMove = StoredMove & { text: string };

/**
 * The written moves of the games read lately, each from version 1 on. A move never changes once committed, so what is
 * kept stays true and only the moves after it are ever read again: a second viewer of a game costs a lookup, and a
 * viewer catching up costs the moves they lack. Each instance keeps its own: a cache, not shared state.
 */
export class KeptMoves {
  private readonly games = new LRUCache<number, WrittenMove[]>({ max: KEPT_GAMES });

  /**
   * The moves of `gameId` after `after` up to `version`, reading through `read` (the stored moves after a version)
   * only those not kept; null when one of them was logged without its text.
   */
  async after(
    gameId: number,
    after: number,
    version: number,
    read: (after: number) => Promise<StoredMove[]>,
  ): Promise<WrittenMove[] | null> {
    const kept = this.games.get(gameId) ?? [];
    // A viewer further on than what is kept reads just their own tail, not the game from its start.
    if (kept.length < after) {
      const tail = await read(after);
      return tail.every(hasText) ? tail.filter((move) => move.version <= version) : null;
    }
    if (kept.length >= version) return kept.slice(after, version);
    const tail = await read(kept.length);
    if (!tail.every(hasText)) return null;
    // Another call may have kept more meanwhile: each version is added once, in order.
    const moves = [...(this.games.get(gameId) ?? kept)];
    for (const move of tail) if (move.version === moves.length + 1) moves.push(move);
    this.games.set(gameId, moves);
    return moves.slice(after, version);
  }
}

const hasText = (move: StoredMove): move is WrittenMove => move.text !== null;
