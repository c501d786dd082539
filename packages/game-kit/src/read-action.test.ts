import { hasExactKeys, ownFields, readTaggedAction } from './read-action';
import { throwingKeysProxy, withThrowingGetter } from './testing';

const SHAPES = { go: ['to'], stop: [] } as const;
const build = (type: string, fields: Record<string, unknown>) =>
  type === 'stop' ? { type } : typeof fields.to === 'number' ? { type, to: fields.to } : null;

describe('reading untrusted actions', () => {
  it('keeps own fields, drops undefined ones and keeps a parsed __proto__ as an ordinary key', () => {
    expect(ownFields({ a: 1, b: undefined })).toEqual({ a: 1 });
    const parsed = ownFields(JSON.parse('{"__proto__": {"x": 1}, "a": 2}'));
    expect(Object.keys(parsed!).sort()).toEqual(['__proto__', 'a']);
    for (const value of [null, 3, 'x', [1], undefined]) expect(ownFields(value)).toBeNull();
  });

  it('compares key sets in any order', () => {
    expect(hasExactKeys({ b: 1, a: 2 }, ['a', 'b'])).toBe(true);
    expect(hasExactKeys({ a: 2 }, ['a', 'b'])).toBe(false);
    expect(hasExactKeys({ a: 1, b: 2, c: 3 }, ['a', 'b'])).toBe(false);
  });

  it('accepts exactly a listed type with exactly its fields, built afresh', () => {
    const action = { to: 3, type: 'go', extra: undefined };
    const read = readTaggedAction(action, SHAPES, build);
    expect(read).toEqual({ type: 'go', to: 3 });
    expect(read).not.toBe(action);
    expect(readTaggedAction({ type: 'stop' }, SHAPES, build)).toEqual({ type: 'stop' });
  });

  it.each([
    [{ type: 'go' }],
    [{ type: 'go', to: 3, from: 1 }],
    [{ type: 'stop', to: 3 }],
    [{ type: 'fly', to: 3 }],
    [{ type: 'go', to: '3' }],
    [{ type: 'toString' }],
    [{ to: 3 }],
    [[{ type: 'stop' }]],
  ])('refuses %j', (action) => {
    expect(readTaggedAction(action, SHAPES, build)).toBeNull();
  });

  it('never throws, even on hostile objects or a throwing builder', () => {
    expect(readTaggedAction(throwingKeysProxy(), SHAPES, build)).toBeNull();
    expect(readTaggedAction(withThrowingGetter({ type: 'go' }, 'to'), SHAPES, build)).toBeNull();
    expect(
      readTaggedAction({ type: 'stop' }, SHAPES, () => {
        throw new Error('bug');
      }),
    ).toBeNull();
  });
});
