import { throwingKeysProxy, withThrowingGetter } from '@tabletop/game-kit/testing';
import { game } from './index';
import { PLAYERS, matchOf, sketch } from './test-support/positions';

const [P1] = PLAYERS;
const moving = matchOf(sketch('players: 2, turn: 1, round: 2', { 1: [[3, 3]], 2: [[9, 9]] }));
const placing = game.setup([PLAYERS[0], PLAYERS[1]]);

const malformed: [string, unknown][] = [
  ['null', null],
  ['undefined', undefined],
  ['a string', 'move 6'],
  ['a number', 6],
  ['an array', ['move', 6]],
  ['an array with the right keys', Object.assign([], { type: 'move', direction: 6 })],
  ['an empty object', {}],
  ['an unknown type', { type: 'jump', direction: 6 }],
  ['a type in capitals', { type: 'MOVE', direction: 6 }],
  ['a missing direction', { type: 'move' }],
  ['an extra key', { type: 'move', direction: 6, id: 'repellers.9' }],
  ['an extra null key', { type: 'pass', by: null }],
  ['a prototype-pollution key', JSON.parse('{"type":"move","direction":6,"__proto__":{"admin":true}}')],
  ['direction 5 (the keypad centre)', { type: 'move', direction: 5 }],
  ['direction 0', { type: 'move', direction: 0 }],
  ['a string direction', { type: 'move', direction: '6' }],
  ['a float direction', { type: 'move', direction: 6.5 }],
  ['a boxed direction', { type: 'move', direction: Object(6) }],
  ['a repel without an id', { type: 'repel', direction: 6 }],
  ['a numeric id', { type: 'repel', id: 9, direction: 6 }],
  ['a place off the board', { type: 'place', x: 13, y: 3 }],
  ['a place at -1', { type: 'place', x: -1, y: 3 }],
  ['a place at a float', { type: 'place', x: 3.5, y: 3 }],
  ['a place with NaN', { type: 'place', x: NaN, y: 3 }],
  ['a place with string coordinates', { type: 'place', x: '3', y: '3' }],
  ['a place missing y', { type: 'place', x: 3 }],
  ['a bigint', { type: 'place', x: 3n, y: 3 }],
  ['a function', () => ({ type: 'pass' })],
  ['a throwing getter', withThrowingGetter({ type: 'move' }, 'direction')],
  ['a throwing proxy', throwingKeysProxy()],
];

describe('apply refuses malformed actions without throwing and without changing anything', () => {
  it.each(malformed)('%s', (_name, action) => {
    for (const match of [moving, placing]) {
      const before = JSON.stringify(match);
      const result = game.apply(match, P1.id, action as never);
      expect(result).toEqual({ ok: false, error: { code: 'malformed', message: expect.any(String) } });
      expect(JSON.stringify(match)).toBe(before);
    }
  });
});

describe('apply accepts what equals a listed action as plain JSON', () => {
  it.each([
    ['the plain action', { type: 'move', direction: 6 }],
    ['keys in another order', { direction: 6, type: 'move' }],
    ['an extra key whose value is undefined', { type: 'move', direction: 6, id: undefined }],
    [
      'a class instance with the same own keys',
      new (class {
        type = 'move';
        direction = 6;
      })(),
    ],
  ])('%s', (_name, action) => {
    const result = game.apply(moving, P1.id, action as never);
    expect(result.ok).toBe(true);
  });

  it('stores -0 as 0', () => {
    const result = game.apply(placing, P1.id, { type: 'place', x: 3, y: -0 + 3 } as never);
    expect(result.ok).toBe(true);
    const zero = matchOf(sketch('players: 2, turn: 1, round: 1', {}));
    expect(game.apply(zero, P1.id, { type: 'place', x: -0, y: 0 } as never)).toMatchObject({
      ok: false,
      error: { code: 'illegal' },
    });
  });
});

describe('the order of checks', () => {
  it('reports game over, then the turn, then the shape, then legality', () => {
    const over = { ...moving, gameOver: true, player: null };
    expect(game.apply(over, P1.id, null as never)).toMatchObject({ error: { code: 'game-over' } });
    expect(game.apply(moving, PLAYERS[1].id, null as never)).toMatchObject({ error: { code: 'not-your-turn' } });
    expect(game.apply(moving, P1.id, { type: 'move' } as never)).toMatchObject({ error: { code: 'malformed' } });
    expect(game.apply(moving, P1.id, { type: 'pass' })).toMatchObject({ error: { code: 'illegal' } });
  });
});
