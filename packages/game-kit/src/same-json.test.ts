import { sameJson } from './same-json';

describe('sameJson', () => {
  it.each([
    ['equal primitives', 1, 1],
    ['equal strings', 'a', 'a'],
    ['null and null', null, null],
    ['objects whose keys are in another order', { board: 1, cell: 2 }, { cell: 2, board: 1 }],
    ['a key whose value is undefined and a missing key', { a: 1, b: undefined }, { a: 1 }],
    ['undefined keys on both sides', { a: undefined }, { b: undefined }],
    ['nested objects and arrays', { a: [1, { b: [2, 3] }], c: { d: null } }, { c: { d: null }, a: [1, { b: [2, 3] }] }],
    ['empty arrays', [], []],
    ['0 and -0', 0, -0],
  ])('treats %s as equal', (_name, a, b) => {
    expect(sameJson(a, b)).toBe(true);
    expect(sameJson(b, a)).toBe(true);
  });

  it.each([
    ['different numbers', 1, 2],
    ['a number and its string', 1, '1'],
    ['null and undefined', null, undefined],
    ['null and an empty object', null, {}],
    ['an array and an object with the same indexes', [1, 2], { 0: 1, 1: 2 }],
    ['an empty array and an empty object', [], {}],
    ['arrays of different lengths', [1, 2], [1, 2, 3]],
    ['arrays in another order', [1, 2], [2, 1]],
    ['an extra key', { a: 1 }, { a: 1, b: 2 }],
    ['a key holding null and a missing key', { a: null }, {}],
    ['a difference deep inside', { a: [1, { b: [2, 3] }] }, { a: [1, { b: [2, 4] }] }],
    ['different keys with equal counts', { a: 1 }, { b: 1 }],
  ])('tells %s apart', (_name, a, b) => {
    expect(sameJson(a, b)).toBe(false);
    expect(sameJson(b, a)).toBe(false);
  });

  it('ignores inherited keys, as JSON does', () => {
    const inherited = Object.create({ extra: 1 }) as Record<string, unknown>;
    inherited.a = 1;
    expect(sameJson(inherited, { a: 1 })).toBe(true);
  });

  it('does not trip over a __proto__ key from parsed JSON', () => {
    const parsed = JSON.parse('{"a":1,"__proto__":{"x":1}}');
    expect(sameJson(parsed, { a: 1 })).toBe(false);
    expect(sameJson(parsed, JSON.parse('{"__proto__":{"x":1},"a":1}'))).toBe(true);
  });
});
