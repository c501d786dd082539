import type { Match } from '@tabletop/game-kit';
import { LegalResultsCache, type LegalResult } from './legal-results';

const result = (n: number): LegalResult[] => [{ action: { n }, match: { state: n } as unknown as Match<unknown> }];

describe('LegalResultsCache', () => {
  it('computes once per game, version and player', () => {
    const cache = new LegalResultsCache();
    const compute = jest.fn(() => result(1));
    expect(cache.get(1, 5, 7, compute)).toEqual(result(1));
    expect(cache.get(1, 5, 7, compute)).toEqual(result(1));
    expect(compute).toHaveBeenCalledTimes(1);
    cache.get(1, 6, 7, compute);
    cache.get(1, 5, 8, compute);
    cache.get(2, 5, 7, compute);
    expect(compute).toHaveBeenCalledTimes(4);
  });

  it('drops the least recently used entry beyond its capacity', () => {
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
