import { game } from './game';
import { boardName, cellName } from './names';
import { parseState } from './notation';

const players = [
  { id: 1, name: 'Ann' },
  { id: 2, name: 'Ben' },
];

describe('the names people read', () => {
  it('count boards and cells from 1 to 9', () => {
    expect(boardName(0)).toBe('Board 1');
    expect(cellName(4, 8)).toBe('Board 5, cell 9');
  });

  it('are what a refused move says', () => {
    const state = parseState(`next: X, board: 4
      ... ... ...
      ... ... ...
      ... ... ...
      ... ... ...
      ... .O. ...
      ... ... ...
      ... ... ...
      ... ..X ...
      ... ... ...`);
    const match = { ...game.setup(players), state };
    const refusal = (board: number, cell: number) => {
      const result = game.apply(match, 1, { board, cell });
      return result.ok ? null : result.error.message;
    };
    expect(refusal(3, 0)).toBe('You must play in Board 5');
    expect(refusal(4, 4)).toBe('Board 5, cell 5 is taken');
  });
});
