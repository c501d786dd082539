import type { Match } from '@tabletop/game-kit';
import stableStringify from 'fast-json-stable-stringify';
import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';

/** One legal action and the match it makes. */
export interface LegalResult {
  action: unknown;
  match: Match<unknown>;
}

/** What a proposed state is compared by: the parts of a match a state carries. */
export type ComparedMatch = Pick<Match<unknown>, 'game' | 'player' | 'score' | 'gameOver' | 'state'>;

/** The legal next matches of one position, by digest, each with the action that makes it. */
export type LegalDigests = ReadonlyMap<string, unknown>;

/**
 * Digests kept in all, over every position: a Winzard Football position has up to ~300 legal actions, a Super
 * Tic-Tac-Toe one up to 81, and only the player to move has any; so some hundreds of the largest positions at once, or
 * thousands of usual ones, for about 100 bytes a digest (~10 MB at most).
 */
const DIGESTS_KEPT = 100_000;

/**
 * A SHA-256 of the match's canonical JSON (keys sorted, undefined members left out, as JSON and sameJson do), or null
 * when it has none (nested too deeply to walk: no legal match is).
 */
export function matchDigest({ game, player, score, gameOver, state }: ComparedMatch): string | null {
  let json: string;
  try {
    json = stableStringify({ game, player, score, gameOver, state });
  } catch {
    return null;
  }
  return createHash('sha256').update(json).digest('base64');
}

/**
 * The legal next matches of recent (game, version, player) triples, as digests. Checking a proposed state (emit-state)
 * needs every legal action applied: in Winzard Football ~300 of them, far more work than an action. A game's match at a version
 * never changes, so that is paid once per triple, and every proposal, forged or not, costs one digest of what was
 * posted and one lookup. Kept by least recent use, up to DIGESTS_KEPT digests in all.
 */
export class LegalResultsCache {
  private readonly entries: LRUCache<string, LegalDigests>;

  constructor(maxDigests = DIGESTS_KEPT) {
    this.entries = new LRUCache<string, LegalDigests>({
      maxSize: maxDigests,
      // A position with no legal action still takes a slot.
      sizeCalculation: (digests) => Math.max(1, digests.size),
    });
  }

  get(gameId: number, version: number, userId: number, compute: () => LegalResult[]): LegalDigests {
    const key = `${gameId}:${version}:${userId}`;
    const kept = this.entries.get(key);
    if (kept) return kept;
    const digests = new Map<string, unknown>();
    for (const { action, match } of compute()) {
      const digest = matchDigest(match);
      if (digest !== null && !digests.has(digest)) digests.set(digest, action);
    }
    this.entries.set(key, digests);
    return digests;
  }
}
