import type { Match } from '@tabletop/game-kit';

/** One legal action and the match it makes. */
export interface LegalResult {
  action: unknown;
  match: Match<unknown>;
}

/**
 * The legal results of a few recent (game, version, player) triples. Checking a proposed state (emit-state) applies
 * every legal action: in Winzard Football up to ~300 of them, about 0.3 s of CPU, so a player re-sending forged states
 * could keep the event loop busy at will. A game's match at a version never changes, so the first proposal per version
 * pays and the rest compare against the kept results. Least recently used entries go first.
 */
export class LegalResultsCache {
  private readonly entries = new Map<string, LegalResult[]>();

  constructor(private readonly capacity = 16) {}

  get(gameId: number, version: number, userId: number, compute: () => LegalResult[]): LegalResult[] {
    const key = `${gameId}:${version}:${userId}`;
    const kept = this.entries.get(key);
    if (kept) {
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept;
    }
    const results = compute();
    this.entries.set(key, results);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
    return results;
  }
}
