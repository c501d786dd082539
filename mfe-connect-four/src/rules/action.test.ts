import type { Player } from '@tabletop/game-kit';
import { throwingKeysProxy, withThrowingGetter } from '@tabletop/game-kit/testing';
import { game } from './index';

const RED: Player = { id: 1, name: 'Rosa' };
const YELLOW: Player = { id: 2, name: 'Yuri' };
const start = game.setup([RED, YELLOW]);

// Each of these is refused with 'malformed' on Red's first turn, where every column is legal.
const malformed: [string, unknown][] = [
  ['null', null],
  ['undefined', undefined],
  ['a string', 'column 3'],
  ['a number', 3],
  ['a boolean', true],
  ['an array', [3]],
  ['an array with the right key', Object.assign([], { column: 3 })],
  ['an empty object', {}],
  ['another key', { col: 3 }],
  ['an extra key', { column: 3, by: 'R' }],
  ['an extra null key', { column: 3, disc: null }],
  ['a prototype-pollution key', JSON.parse('{"column":3,"__proto__":{"admin":true}}')],
  ['a constructor key', { column: 3, constructor: 1 }],
  ['a string column', { column: '3' }],
  ['a boxed number', { column: Object(3) }],
  ['a null column', { column: null }],
  ['NaN', { column: NaN }],
  ['Infinity', { column: Infinity }],
  ['a float', { column: 2.5 }],
  ['a negative column', { column: -1 }],
  ['column 7', { column: 7 }],
  ['a huge number', { column: Number.MAX_SAFE_INTEGER + 2 }],
  ['a bigint', { column: 3n }],
  ['nested', { column: { column: 3 } }],
  ['a function', () => ({ column: 3 })],
  ['a throwing getter', withThrowingGetter({}, 'column')],
  ['a throwing proxy', throwingKeysProxy()],
];

describe('apply refuses malformed actions without throwing and without changing anything', () => {
  it.each(malformed)('%s', (_name, action) => {
    const before = JSON.stringify(start);
    const result = game.apply(start, RED.id, action as never);
    expect(result).toEqual({ ok: false, error: { code: 'malformed', message: expect.any(String) } });
    expect(JSON.stringify(start)).toBe(before);
  });
});

describe('apply accepts what equals a listed action as plain JSON', () => {
  it.each([
    ['the plain action', { column: 0 }],
    ['an extra key whose value is undefined', { column: 0, extra: undefined }],
    ['negative zero', { column: -0 }],
    [
      'a class instance with the same own key',
      new (class {
        column = 0;
      })(),
    ],
  ])('%s', (_name, action) => {
    const result = game.apply(start, RED.id, action as never);
    if (!result.ok) throw new Error(result.error.message);
    expect(JSON.stringify(result.match.state.columns[0])).toBe('["R"]');
  });
});

describe('the order of checks', () => {
  it('reports the turn before the shape of the action', () => {
    expect(game.apply(start, YELLOW.id, null as never)).toMatchObject({ ok: false, error: { code: 'not-your-turn' } });
  });

  it('reports game over before anything else', () => {
    const over = { ...start, gameOver: true, player: null };
    expect(game.apply(over, RED.id, null as never)).toMatchObject({ ok: false, error: { code: 'game-over' } });
  });
});
