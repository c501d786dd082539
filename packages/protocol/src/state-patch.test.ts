import fc from 'fast-check';
import type { GameState } from '@tabletop/game-kit';
import { deepFreeze } from '@tabletop/game-kit/testing';
import {
  applyJsonPatch,
  applyStatePatch,
  applyStatePatches,
  diffJson,
  diffStates,
  isStatePatch,
  PatchMismatchError,
  type StatePatch,
} from './state-patch';

const ann = { id: 1, name: 'Ann' };
const bob = { id: 2, name: 'Bob' };

function state(version: number, player: typeof ann | null, inner: unknown): GameState {
  const score = [
    { player: ann, score: 0 },
    { player: bob, score: 0 },
  ];
  return { game: 'g', player, score, gameOver: false, state: inner, code: 'AB12', version };
}

describe('diffJson and applyJsonPatch', () => {
  it('turns any JSON value into any other, without changing the first (fast-check)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        const before = structuredClone(a);
        const ops = diffJson(deepFreeze(a), b);
        expect(applyJsonPatch(a, ops)).toEqual(b);
        expect(a).toEqual(before);
      }),
      { numRuns: 2000 },
    );
  });

  it('turns a value into a nearby one (fast-check: small edits of one value, where the diff goes deep)', () => {
    const edited = fc
      .jsonValue()
      .chain((a) => fc.tuple(fc.constant(a), fc.jsonValue({ maxDepth: 2 }), fc.nat(), fc.boolean()))
      .map(([a, replacement, seed, remove]) => [a, editSomewhere(a, replacement, seed, remove)] as const);
    fc.assert(
      fc.property(edited, ([a, b]) => {
        const ops = diffJson(deepFreeze(a), b);
        expect(applyJsonPatch(a, ops)).toEqual(b);
      }),
      { numRuns: 2000 },
    );
  });

  it('turns a value into one made of its own parts moved around (fast-check: copies)', () => {
    const moved = fc
      .jsonValue()
      .chain((a) => fc.tuple(fc.constant(a), fc.nat(), fc.nat(), fc.boolean()))
      .map(([a, from, to, remove]) => [a, editSomewhere(a, partOf(a, from), to, remove)] as const);
    let copies = 0;
    fc.assert(
      fc.property(moved, ([a, b]) => {
        const before = structuredClone(a);
        const ops = diffJson(deepFreeze(a), b);
        copies += ops.filter((op) => op.length === 3).length;
        // Compared as JSON, as the ops go through it: JSON has no -0, so a -0 written into an op arrives as 0.
        const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));
        expect(asJson(applyJsonPatch(a, asJson(ops) as typeof ops))).toEqual(asJson(b));
        expect(a).toEqual(before);
      }),
      { numRuns: 2000 },
    );
    expect(copies).toBeGreaterThan(50);
  });

  it('round-trips through JSON: a patch is plain data', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        const ops = JSON.parse(JSON.stringify(diffJson(a, b)));
        expect(JSON.stringify(applyJsonPatch(a, ops))).toBe(JSON.stringify(JSON.parse(JSON.stringify(b))));
      }),
      { numRuns: 500 },
    );
  });

  it('is empty for equal values', () => {
    expect(diffJson({ a: [1, { b: null }] }, { a: [1, { b: null }] })).toEqual([]);
  });

  it('writes only what changed: sets, deletes, appends and a shorter length', () => {
    const items = Array.from({ length: 10 }, (_, index) => `item number ${index}`);
    const a = { keep: 'a long value that must not be repeated', gone: 1, list: items };
    const b = { keep: 'a long value that must not be repeated', list: [...items.slice(0, 8), 'new'], added: true };
    const ops = diffJson(a, b);
    expect(ops).toEqual([[['gone']], [['list', 8], 'new'], [['list', 'length'], 9], [['added'], true]]);
    expect(applyJsonPatch(a, ops)).toEqual(b);
    expect(diffJson([1], [1, 2])).toEqual([[[1], 2]]);
  });

  it('writes a container out whole when that is shorter than its changes', () => {
    expect(diffJson({ p: { id: 1, name: 'Ann' } }, { p: { id: 2, name: 'Bob' } })).toEqual([
      [['p'], { id: 2, name: 'Bob' }],
    ]);
    expect(diffJson([0, 4], [0, 3, 4])).toEqual([[[], [0, 3, 4]]]);
  });

  it('copies an object or array the old value already has when that is shorter than writing it out', () => {
    const a = { players: [ann, bob], turn: ann };
    expect(diffJson(a, { ...a, turn: bob })).toEqual([[['turn'], ['players', 1], 0]]);
    expect(diffJson({ n: [1] }, { n: [1], m: [1] })).toEqual([[['m'], [1]]]);
  });

  it('recognises an equal container as JSON writes it: undefined members left out, odd strings and numbers', () => {
    const odd = { id: -0, name: 'A "quoted"\u2028 name ☃', gone: undefined, tags: [undefined, NaN, 'x'] };
    const copy = { id: 0, name: 'A "quoted"\u2028 name ☃', tags: [null, null, 'x'] };
    const a = { players: [{ id: 9 }, odd], turn: null };
    expect(diffJson(a, { ...a, turn: copy })).toEqual([[['turn'], ['players', 1], 0]]);
  });

  it('never changes the source of a copy, even when a later op writes inside the copy', () => {
    const a = deepFreeze({ y: { n: 1 } });
    expect(
      applyJsonPatch(a, [
        [['x'], ['y'], 0],
        [['x', 'n'], 2],
      ]),
    ).toEqual({ x: { n: 2 }, y: { n: 1 } });
    expect(() => applyJsonPatch(a, [[['x'], ['y', 'n', 'deeper'], 0]])).toThrow(PatchMismatchError);
    expect(() => applyJsonPatch(a, [[['x'], ['nowhere'], 0]])).toThrow(PatchMismatchError);
  });

  it('shares what did not change and keeps a __proto__ key as data', () => {
    const a = { same: { deep: [1] }, other: { n: 1 } };
    const b = applyJsonPatch(a, [[['other', 'n'], 2]]);
    expect(b.same).toBe(a.same);
    const proto = JSON.parse('{"__proto__": {"polluted": true}}');
    const changed = applyJsonPatch({}, [[['__proto__'], { polluted: true }]]);
    expect(changed).toEqual(proto);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(changed)).toBe(Object.prototype);
  });

  it('refuses paths that do not fit the value', () => {
    const bad: [unknown, Parameters<typeof applyJsonPatch>[1]][] = [
      [{ a: 1 }, [[['a', 'b'], 1]]],
      [{ a: 1 }, [[['missing', 'b'], 1]]],
      [{ a: 1 }, [[['missing']]]],
      [{ a: [] }, [[['a', 1], 1]]],
      [{ a: [1] }, [[['a', 'length'], 5]]],
      [{ a: [1] }, [[['a', 0]]]],
      [{ a: {} }, [[['a', 0], 1]]],
      [1, [[[]]]],
    ];
    for (const [value, ops] of bad) expect(() => applyJsonPatch(value, ops)).toThrow(PatchMismatchError);
  });
});

describe('state patches', () => {
  const v3 = state(3, ann, { board: [0, 0, 0], turn: 'X' });
  const v4 = state(4, bob, { board: [1, 0, 0], turn: 'O' });
  const v5 = state(5, ann, { board: [1, 2, 0], turn: 'X' });

  it('carry the version they make and the one they apply to, and no version op', () => {
    const patch = diffStates(v3, v4);
    expect(patch).toMatchObject({ from: 3, version: 4 });
    expect(patch.ops.some(([path]) => path[0] === 'version')).toBe(false);
    expect(applyStatePatch(deepFreeze(structuredClone(v3)), patch)).toEqual(v4);
  });

  it('apply in order, each to the state the last one made', () => {
    expect(applyStatePatches(v3, [diffStates(v3, v4), diffStates(v4, v5)])).toEqual(v5);
    expect(applyStatePatches(v3, [])).toBe(v3);
  });

  it('refuse a state of another version: the client has a gap', () => {
    expect(() => applyStatePatch(v3, diffStates(v4, v5))).toThrow(PatchMismatchError);
  });

  it('are recognised off the wire, and garbage is not', () => {
    expect(isStatePatch(JSON.parse(JSON.stringify(diffStates(v3, v4))))).toBe(true);
    const garbage: unknown[] = [
      null,
      [],
      { from: 1, version: 2 },
      { from: '1', version: 2, ops: [] },
      { from: 1, version: 2, ops: [[]] },
      { from: 1, version: 2, ops: [[['a'], 1, 2]] },
      { from: 1, version: 2, ops: [[[{}], 1]] },
      { from: 1, version: 2, ops: [['a', 1]] },
      { from: 1, version: 2, ops: [[['a'], ['b'], 1]] },
      { from: 1, version: 2, ops: [[['a'], 'b', 0]] },
    ];
    for (const value of garbage) expect(isStatePatch(value)).toBe(false);
  });

  it('patches a whole game state into another for random pairs (fast-check)', () => {
    const arbitraryState = fc.record({
      game: fc.string(),
      player: fc.option(fc.record({ id: fc.nat(), name: fc.string() })),
      score: fc.array(fc.record({ player: fc.record({ id: fc.nat(), name: fc.string() }), score: fc.integer() })),
      gameOver: fc.boolean(),
      state: fc.jsonValue(),
      code: fc.string(),
      version: fc.nat(),
    });
    fc.assert(
      fc.property(arbitraryState, arbitraryState, (a, b) => {
        const patch: StatePatch = diffStates(deepFreeze(a), b);
        expect(applyStatePatch(a, patch)).toEqual(b);
      }),
      { numRuns: 500 },
    );
  });
});

/** One of the values inside `value` (or itself), picked by `seed`. */
function partOf(value: unknown, seed: number): unknown {
  if (typeof value !== 'object' || value === null || seed % 3 === 0) return value;
  const children = Object.values(value);
  return children.length === 0 ? value : partOf(children[seed % children.length], Math.floor(seed / 3));
}

/** `value` with one nested place replaced (or, in an object, removed), picked by `seed`. */
function editSomewhere(value: unknown, replacement: unknown, seed: number, remove: boolean): unknown {
  if (typeof value !== 'object' || value === null) return replacement;
  const keys = Object.keys(value);
  if (keys.length === 0 || seed % 4 === 0) return replacement;
  const key = keys[seed % keys.length];
  const next = seed >> 2;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[Number(key)] = editSomewhere(value[Number(key)], replacement, next, remove);
    return copy;
  }
  const record = value as Record<string, unknown>;
  if (remove && next % 3 === 0) {
    const { [key]: _removed, ...rest } = record;
    return rest;
  }
  return { ...record, [key]: editSomewhere(record[key], replacement, next, remove) };
}
