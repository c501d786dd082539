import { nextFloat, nextInt, seedRandom, shuffle, type RandomState } from './random';

function draws(seed: string, count: number, bound = 1_000_000): number[] {
  let state = seedRandom(seed);
  const values: number[] = [];
  for (let i = 0; i < count; i++) {
    let value: number;
    [value, state] = nextInt(state, bound);
    values.push(value);
  }
  return values;
}

describe('seeded random generator', () => {
  it('gives the same sequence for the same seed', () => {
    expect(draws('match-42', 50)).toEqual(draws('match-42', 50));
  });

  it('gives different sequences for different seeds, even close ones', () => {
    expect(draws('match-42', 10)).not.toEqual(draws('match-43', 10));
    expect(draws('', 10)).not.toEqual(draws('a', 10));
    expect(seedRandom('a')).not.toEqual(seedRandom('b'));
  });

  it('keeps its whole state as JSON, so a restored state continues the same sequence', () => {
    let state = seedRandom('resume');
    [, state] = nextFloat(state);
    const restored = JSON.parse(JSON.stringify(state)) as RandomState;
    expect(nextFloat(restored)).toEqual(nextFloat(state));
    expect(state.every((word) => Number.isInteger(word) && word >= 0 && word < 2 ** 32)).toBe(true);
  });

  it('does not change the state it is given', () => {
    const state = Object.freeze(seedRandom('pure')) as RandomState;
    const copy = [...state];
    nextFloat(state);
    nextInt(state, 6);
    shuffle(state, [1, 2, 3]);
    expect(state).toEqual(copy);
  });

  it('draws floats in [0, 1) and integers in [0, bound)', () => {
    let state = seedRandom('range');
    for (let i = 0; i < 5000; i++) {
      let float: number;
      let int: number;
      [float, state] = nextFloat(state);
      [int, state] = nextInt(state, 7);
      expect(float >= 0 && float < 1).toBe(true);
      expect(Number.isInteger(int) && int >= 0 && int < 7).toBe(true);
    }
  });

  it('spreads integers roughly evenly', () => {
    const counts = Array<number>(10).fill(0);
    for (const value of draws('uniform', 20_000, 10)) counts[value]++;
    // Each bucket expects 2000; a fair generator strays by ~45 (one standard deviation).
    for (const count of counts) expect(Math.abs(count - 2000)).toBeLessThan(250);
  });
});

describe('shuffle', () => {
  const items = Object.freeze(Array.from({ length: 20 }, (_, i) => i));

  it('returns a permutation and leaves the input as it was', () => {
    const [shuffled] = shuffle(seedRandom('deck'), items);
    expect([...shuffled].sort((a, b) => a - b)).toEqual(items);
    expect(shuffled).not.toBe(items);
    expect(items).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it('is deterministic for a state and actually mixes', () => {
    const state = seedRandom('deck');
    expect(shuffle(state, items)).toEqual(shuffle(state, items));
    expect(shuffle(state, items)[0]).not.toEqual(items);
    expect(shuffle(seedRandom('other deck'), items)[0]).not.toEqual(shuffle(state, items)[0]);
  });

  it('advances the state so that a second shuffle differs', () => {
    const [first, next] = shuffle(seedRandom('deck'), items);
    const [second] = shuffle(next, items);
    expect(second).not.toEqual(first);
  });

  it('handles empty and single-item lists', () => {
    const state = seedRandom('small');
    expect(shuffle(state, [])[0]).toEqual([]);
    expect(shuffle(state, ['only'])[0]).toEqual(['only']);
  });

  it('puts every item in every position about equally often', () => {
    const seen = Array.from({ length: 4 }, () => Array<number>(4).fill(0));
    let state = seedRandom('positions');
    for (let round = 0; round < 8000; round++) {
      let order: number[];
      [order, state] = shuffle(state, [0, 1, 2, 3]);
      order.forEach((item, position) => seen[item][position]++);
    }
    for (const row of seen) for (const count of row) expect(Math.abs(count - 2000)).toBeLessThan(250);
  });
});
