import { normaliseCode } from '@tabletop/protocol';
import type { StoredGame } from './game-state';

/** A playing game as this instance last wrote or read it, with the players still taking part. */
export interface LiveGame {
  game: StoredGame;
  activePlayers: readonly number[];
}

/**
 * The playing games this instance has seen recently, by code, so an action needs no read before its write. An entry
 * is only a guess at the current game: the commit's version check is what makes a write right, and any answer other
 * than success is decided again from the database (another instance may have moved the game on, or ended it).
 * The least recently used entries go beyond `capacity`.
 */
export class LiveGames {
  private readonly byCode = new Map<string, LiveGame>();

  constructor(private readonly capacity = 10_000) {}

  /** The game with that code in which the user still takes part, if this instance holds it. */
  seatedIn(code: string, userId: number): LiveGame | undefined {
    const key = normaliseCode(code);
    const entry = this.byCode.get(key);
    if (!entry?.activePlayers.includes(userId)) return undefined;
    this.byCode.delete(key);
    this.byCode.set(key, entry);
    return entry;
  }

  /** Keeps a game while it is playing; forgets it otherwise. */
  remember(entry: LiveGame): void {
    const key = normaliseCode(entry.game.code);
    this.byCode.delete(key);
    if (entry.game.status !== 'playing') return;
    this.byCode.set(key, entry);
    if (this.byCode.size > this.capacity) this.byCode.delete(this.byCode.keys().next().value!);
  }

  forget(code: string): void {
    this.byCode.delete(normaliseCode(code));
  }

  get size(): number {
    return this.byCode.size;
  }
}
