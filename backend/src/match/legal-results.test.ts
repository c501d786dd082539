import type { Match } from '@tabletop/game-kit';
import { LegalResultsCache, matchDigest, type LegalResult } from './legal-results';

const match = (state: unknown): Match<unknown> =>
  ({ game: 'g', player: null, score: [], gameOver: false, state }) as unknown as Match<unknown>;
const result = (n: number): LegalResult[] => [{ action: { n }, match: match(n) }];

describe('matchDigest', () => {
  it('is the same for the same JSON whatever the key order or undefined members, and differs otherwise', () => {
    const digest = matchDigest(match({ a: 1, b: [1, { c: 2, d: 3 }] }));
    expect(matchDigest(match({ b: [1, { d: 3, c: 2 }], a: 1, e: undefined }))).toBe(digest);
    expect(matchDigest(match({ a: 1, b: [1, { c: 2, d: 4 }] }))).not.toBe(digest);
    expect(matchDigest({ ...match({ a: 1, b: [1, { c: 2, d: 3 }] }), gameOver: true })).not.toBe(digest);
  });

  it('has no digest for a state nested too deeply to walk', () => {
    let deep: unknown = 0;
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(matchDigest(match(deep))).toBeNull();
  });
});

describe('LegalResultsCache', () => {
  it('computes once per game, version and player, and finds each legal match by its digest', () => {
    const cache = new LegalResultsCache();
    const compute = jest.fn(() => result(1));
    const digests = cache.get(1, 5, 7, compute);
    expect(digests.get(matchDigest(match(1))!)).toEqual({ n: 1 });
    expect(digests.has(matchDigest(match(2))!)).toBe(false);
    expect(cache.get(1, 5, 7, compute)).toBe(digests);
    expect(compute).toHaveBeenCalledTimes(1);
    cache.get(1, 6, 7, compute);
    cache.get(1, 5, 8, compute);
    cache.get(2, 5, 7, compute);
    expect(compute).toHaveBeenCalledTimes(4);
  });

  it('drops the least recently used positions beyond the digests it keeps', () => {
    const cache = new LegalResultsCache(2);
    const compute = jest.fn(() => result(0));
    cache.get(1, 0, 1, compute);
    cache.get(2, 0, 1, compute);
    cache.get(1, 0, 1, compute); // game 1 used again: game 2 is now the oldest
    cache.get(3, 0, 1, compute);
    expect(compute).toHaveBeenCalledTimes(3);
    cache.get(1, 0, 1, compute);
    expect(compute).toHaveBeenCalledTimes(3);
    cache.get(2, 0, 1, compute);
    expect(compute).toHaveBeenCalledTimes(4);
  });
});
