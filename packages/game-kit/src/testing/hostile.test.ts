import { throwingKeysProxy, withThrowingGetter } from './hostile';

describe('hostile values', () => {
  it('throwingKeysProxy throws when its keys are listed or spread', () => {
    const proxy = throwingKeysProxy();
    expect(() => Object.keys(proxy)).toThrow('boom');
    expect(() => ({ ...proxy })).toThrow('boom');
    expect(typeof proxy).toBe('object');
  });

  it('withThrowingGetter keeps the fields, lists the key and throws when it is read', () => {
    const value = withThrowingGetter({ type: 'draw' }, 'from') as Record<string, unknown>;
    expect(Object.keys(value)).toEqual(['type', 'from']);
    expect(value.type).toBe('draw');
    expect(() => value.from).toThrow('boom');
    expect(() => JSON.stringify(value)).toThrow('boom');
  });
});
