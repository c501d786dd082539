import { FORFEIT_ACTION, moveText } from '@tabletop/game-kit';
import { game } from './game';
import { describeAction } from './move-notation';

const [rosa, yuri] = [
  { id: 1, name: 'Rosa' },
  { id: 2, name: 'Yuri' },
];

describe('the move notation', () => {
  it("writes the mover's colour and the column as the board labels it (1..7)", () => {
    const start = game.setup([rosa, yuri]);
    expect(describeAction(start, rosa.id, { column: 3 })).toBe('R 4');
    const after = game.apply(start, rosa.id, { column: 3 });
    if (!after.ok) throw new Error(after.error.message);
    expect(describeAction(after.match, yuri.id, { column: 0 })).toBe('Y 1');
    expect(describeAction(after.match, yuri.id, { column: 6 })).toBe('Y 7');
  });

  it('is the game’s describeAction, and anything else falls back to JSON through moveText', () => {
    expect(game.describeAction).toBe(describeAction);
    const start = game.setup([rosa, yuri]);
    expect(moveText(game, start, rosa.id, { column: 2 })).toBe('R 3');
    expect(moveText(game, start, rosa.id, { column: 7 })).toBe('{"column":7}');
    expect(moveText(game, start, rosa.id, FORFEIT_ACTION)).toBe('resigns');
  });
});
