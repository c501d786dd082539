import fc from 'fast-check';
import { jsonLength, primitiveJsonLength, visitJsonContainers } from './json-length';

describe('jsonLength', () => {
  it('is the length JSON.stringify writes (fast-check)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(jsonLength(value)).toBe(JSON.stringify(value).length);
      }),
    );
  });

  it('writes undefined members as JSON does: left out of objects, null in arrays', () => {
    const value = { a: undefined, b: [undefined, () => 1, 'x'], c: -0, d: 'é "q"\u2028' };
    expect(jsonLength(value)).toBe(JSON.stringify(value).length);
  });

  it('is exact up to the budget, and over the budget once it is known to be over it (fast-check)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.nat(200), (value, budget) => {
        const exact = JSON.stringify(value).length;
        const found = jsonLength(value, budget);
        if (exact <= budget) expect(found).toBe(exact);
        else expect(found).toBeGreaterThan(budget);
      }),
    );
  });
});

describe('primitiveJsonLength', () => {
  const primitive = fc.oneof(
    fc.string({ unit: 'binary' }),
    fc.string(),
    fc.integer(),
    fc.double(),
    fc.maxSafeNat(),
    fc.boolean(),
    fc.constantFrom(null, undefined, -0, 2 ** 53, 1e21, Number.NaN, '\ud800', '\u2028', 'a"b\\c\n'),
  );

  it('is the length JSON.stringify writes, undefined where it writes nothing (fast-check)', () => {
    fc.assert(
      fc.property(primitive, (value) => {
        expect(primitiveJsonLength(value)).toBe(JSON.stringify(value)?.length);
      }),
    );
  });
});

describe('visitJsonContainers', () => {
  const valueAt = (value: unknown, path: (string | number)[]) =>
    path.reduce<unknown>((at, key) => (at as Record<string | number, unknown>)[key], value);
  const containersBelow = (value: unknown): number =>
    typeof value === 'object' && value !== null
      ? Object.values(value).reduce<number>(
          (count, child) => count + (typeof child === 'object' && child !== null ? 1 + containersBelow(child) : 0),
          0,
        )
      : 0;

  it('tells of every container below the value, where it is and its JSON length, and answers the whole length (fast-check)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const seen: (string | number)[][] = [];
        const length = visitJsonContainers(value, (container, path, containerLength) => {
          expect(valueAt(value, path)).toBe(container);
          expect(containerLength).toBe(JSON.stringify(container).length);
          seen.push(path);
        });
        expect(length).toBe(JSON.stringify(value).length);
        expect(seen).toHaveLength(containersBelow(value));
      }),
    );
  });

  it('counts an array hole as the null JSON writes', () => {
    // eslint-disable-next-line no-sparse-arrays -- the hole is the point
    const value = { a: [1, , 2] };
    const lengths: number[] = [];
    visitJsonContainers(value, (_container, _path, length) => lengths.push(length));
    expect(lengths).toEqual([JSON.stringify(value.a).length]);
  });
});
