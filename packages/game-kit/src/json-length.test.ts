import fc from 'fast-check';
import { jsonLength } from './json-length';

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
