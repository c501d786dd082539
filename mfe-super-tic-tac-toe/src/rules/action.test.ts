import type { Player } from '@tabletop/game-kit';
import { throwingKeysProxy, withThrowingGetter } from '@tabletop/game-kit/testing';
import { game } from './index';

const ALICE: Player = { id: 1, name: 'Alice' };
const BOB: Player = { id: 2, name: 'Bob' };
const start = game.setup([ALICE, BOB]);

// Each of these is refused with 'malformed' on the mover's turn at the start, where every cell is legal.
const malformed: [string, unknown][] = [
  ['null', null],
  ['undefined', undefined],
  ['a string', 'board 0 cell 0'],
  ['a number', 0],
  ['a boolean', true],
  ['an array', [0, 0]],
  ['an array with the right keys', Object.assign([], { board: 0, cell: 0 })],
  ['an empty object', {}],
  ['a missing cell', { board: 0 }],
  ['a missing board', { cell: 0 }],
  ['an extra key', { board: 0, cell: 0, by: 'X' }],
  ['an extra null key', { board: 0, cell: 0, symbol: null }],
  ['a prototype-pollution key', JSON.parse('{"board":0,"cell":0,"__proto__":{"admin":true}}')],
  ['a constructor key', { board: 0, cell: 0, constructor: 1 }],
  ['a string board', { board: '0', cell: 0 }],
  ['a string cell', { board: 0, cell: '0' }],
  ['a boxed number', { board: Object(0), cell: 0 }],
  ['a null board', { board: null, cell: 0 }],
  ['NaN', { board: NaN, cell: 0 }],
  ['Infinity', { board: 0, cell: Infinity }],
  ['a float', { board: 0.5, cell: 0 }],
  ['a negative index', { board: -1, cell: 0 }],
  ['board 9', { board: 9, cell: 0 }],
  ['cell 9', { board: 0, cell: 9 }],
  ['a huge number', { board: 0, cell: Number.MAX_SAFE_INTEGER + 2 }],
  ['a bigint', { board: 0n, cell: 0 }],
  ['nested', { board: { board: 0 }, cell: 0 }],
  ['a function', () => ({ board: 0, cell: 0 })],
  ['a throwing getter', withThrowingGetter({ cell: 0 }, 'board')],
  ['a throwing proxy', throwingKeysProxy()],
];

describe('apply refuses malformed actions without throwing and without changing anything', () => {
  it.each(malformed)('%s', (_name, action) => {
    const before = JSON.stringify(start);
    const result = game.apply(start, ALICE.id, action as never);
    expect(result).toEqual({ ok: false, error: { code: 'malformed', message: expect.any(String) } });
    expect(JSON.stringify(start)).toBe(before);
  });
});

describe('apply accepts what equals a listed action as plain JSON', () => {
  it.each([
    ['the plain action', { board: 0, cell: 0 }],
    ['keys in another order', { cell: 0, board: 0 }],
    ['an extra key whose value is undefined', { board: 0, cell: 0, extra: undefined }],
    ['negative zero', { board: -0, cell: -0 }],
    [
      'a class instance with the same own keys',
      new (class {
        board = 0;
        cell = 0;
      })(),
    ],
  ])('%s', (_name, action) => {
    const result = game.apply(start, ALICE.id, action as never);
    if (!result.ok) throw new Error(result.error.message);
    expect(JSON.stringify(result.match.state.games[0])).toBe('{"x":[0],"o":[]}');
    expect(Object.is(result.match.state.games[0].x[0], 0)).toBe(true);
  });
});

describe('the order of checks', () => {
  it('reports the turn before the shape of the action', () => {
    expect(game.apply(start, BOB.id, null as never)).toMatchObject({ ok: false, error: { code: 'not-your-turn' } });
  });

  it('reports game over before anything else', () => {
    const over = { ...start, gameOver: true, player: null };
    expect(game.apply(over, ALICE.id, null as never)).toMatchObject({ ok: false, error: { code: 'game-over' } });
  });
});
