import { appendMoves, type MoveEntry } from './moves-api';

const move = (version: number, text = `m${version}`): MoveEntry => ({ version, player: { id: 7, name: 'Ada' }, text });

describe('appendMoves', () => {
  it('adds the moves after the last one held, in version order', () => {
    expect(appendMoves([move(1), move(2)], [move(4), move(3)]).map((entry) => entry.version)).toEqual([1, 2, 3, 4]);
  });

  it('adds nothing twice when a fetch overlaps what is held', () => {
    const held = [move(1), move(2)];
    expect(appendMoves(held, [move(2, 'again'), move(3)])).toEqual([move(1), move(2), move(3)]);
  });

  it('starts from nothing', () => {
    expect(appendMoves([], [move(1)])).toEqual([move(1)]);
  });
});
