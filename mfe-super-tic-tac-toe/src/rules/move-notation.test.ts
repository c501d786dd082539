import { FORFEIT_ACTION, moveText } from '@tabletop/game-kit';
import { game } from './game';
import { describeAction } from './move-notation';
import { parseState } from './notation';
import type { TttState } from './types';

const [ann, ben] = [
  { id: 1, name: 'Ann' },
  { id: 2, name: 'Ben' },
];

describe('the move notation', () => {
  it("writes the mover's symbol, board and cell, each counted from 1", () => {
    const start = game.setup([ann, ben]);
    expect(describeAction(start, ann.id, { board: 4, cell: 7 })).toBe('X b5 c8');
    const after = game.apply(start, ann.id, { board: 4, cell: 7 });
    if (!after.ok) throw new Error(after.error.message);
    expect(describeAction(after.match, ben.id, { board: 7, cell: 0 })).toBe('O b8 c1');
  });

  it('reads whose mark it is from the position, not from who sends it', () => {
    const state: TttState = parseState(`next: O, board: any
      X.. ... ...
      ... ... ...
      ... ... ...
      ... ... ...
      ... ... ...
      ... ... ...
      ... ... ...
      ... ... ...
      ... ... ...`);
    const match = { ...game.setup([ann, ben]), player: ben, state };
    expect(describeAction(match, ben.id, { board: 8, cell: 8 })).toBe('O b9 c9');
  });

  it('is the game’s describeAction, and anything else falls back to JSON through moveText', () => {
    expect(game.describeAction).toBe(describeAction);
    const start = game.setup([ann, ben]);
    expect(moveText(game, start, ann.id, { board: 0, cell: 3 })).toBe('X b1 c4');
    expect(moveText(game, start, ann.id, { board: 9, cell: 0 })).toBe('{"board":9,"cell":0}');
    expect(moveText(game, start, ann.id, FORFEIT_ACTION)).toBe('resigns');
  });
});
