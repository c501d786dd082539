import fc from 'fast-check';

/**
 * JSON values built to break a careless reader of untrusted input, as fast-check arbitraries. Everything here survives
 * JSON.stringify, since it has to cross the wire (game-kit's in-process hostile values, proxies and throwing getters,
 * cannot).
 */

/** Keys that reach Object.prototype or a constructor when an object is merged or assigned carelessly. */
export const POLLUTING_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty'];

const weirdNumbers = fc.constantFrom(
  -1,
  -0,
  0.5,
  1e21,
  -1e21,
  2 ** 31,
  2 ** 31 - 1,
  2 ** 53,
  2 ** 53 + 2,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  -2147483649,
);

const weirdStrings = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'null',
    'undefined',
    'NaN',
    '1e400',
    '0x10',
    '-1',
    "' OR 1=1 --",
    '"; DROP TABLE games; --',
    '$where',
    '%00',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    '\u202e\u0301\ud83d\ude00',
    '\ud800',
    'ＡＢＣＤ',
    'abcd',
    'ABCDE',
    'AB\nC',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
);

/** A wrong-typed or odd scalar. */
export const weirdScalar: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  weirdNumbers,
  weirdStrings,
);

/** An object whose keys try prototype pollution, with hostile values under them. */
export const pollutingObject: fc.Arbitrary<Record<string, unknown>> = fc
  .tuple(fc.subarray(POLLUTING_KEYS, { minLength: 1 }), weirdScalar)
  .map(([keys, value]) => {
    const object: Record<string, unknown> = {};
    // defineProperty makes `__proto__` an own key, as JSON.parse would on the server.
    for (const key of keys) Object.defineProperty(object, key, { value: { polluted: value }, enumerable: true });
    return object;
  });

/** Nested arrays or objects `depth` levels deep (JSON parsers and validators recurse). */
export function deeplyNested(depth: number, asArray: boolean): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = asArray ? [value] : { a: value };
  return value;
}

/** Deep (up to 2,000 levels) or wide (up to 300 KB of text) values. */
export const hugeValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.tuple(fc.integer({ min: 50, max: 2000 }), fc.boolean()).map(([depth, asArray]) => deeplyNested(depth, asArray)),
  fc.integer({ min: 1_000, max: 300_000 }).map((length) => 'x'.repeat(length)),
  fc.integer({ min: 100, max: 5000 }).map((length) => Array.from({ length }, (_, i) => i)),
  fc
    .integer({ min: 100, max: 3000 })
    .map((length) => Object.fromEntries(Array.from({ length }, (_, i) => [`k${i}`, i]))),
);

/** Any JSON-safe hostile value: scalars, random JSON, polluting objects, occasionally something huge. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: weirdScalar, weight: 4 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 3 },
  { arbitrary: pollutingObject, weight: 2 },
  { arbitrary: fc.array(weirdScalar, { maxLength: 5 }), weight: 1 },
  { arbitrary: hugeValue, weight: 1 },
);

/** `base` with one field replaced by, or added as, a hostile value; or a field removed. */
export function mutatedObject(base: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(base);
  return fc.oneof(
    fc.tuple(fc.constantFrom(...keys), hostileValue).map(([key, value]) => ({ ...base, [key]: value })),
    fc.tuple(fc.constantFrom(...keys)).map(([key]) => {
      const copy = { ...base };
      delete copy[key];
      return copy;
    }),
    fc
      .tuple(fc.oneof(fc.constantFrom(...POLLUTING_KEYS), fc.string({ maxLength: 8 })), hostileValue)
      .map(([key, value]) => {
        const copy = { ...base };
        Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
        return copy;
      }),
  );
}

/** Draws one value from `arbitrary` with a seed: the fuzzer's cases are built from a seeded stream of these. */
export function draw<T>(arbitrary: fc.Arbitrary<T>, seed: number): T {
  return fc.sample(arbitrary, { seed, numRuns: 1 })[0];
}
