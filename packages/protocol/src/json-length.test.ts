import fc from 'fast-check';
import { jsonLength, primitiveJsonLength } from './json-length';

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
