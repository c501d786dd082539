import { ComputerTurns } from './computer-turns';

describe('ComputerTurns', () => {
  it('continues a seat’s turn only from the version its own last action made', () => {
    const turns = new ComputerTurns();
    turns.acting(1, 2, 10, 400);
    expect(turns.soFar(1, 2, 11)).toEqual({ actions: 1, searchedMs: 400 });
    turns.acting(1, 2, 11, 200);
    expect(turns.soFar(1, 2, 12)).toEqual({ actions: 2, searchedMs: 600 });
    // Another seat, a version someone else made, another game: a fresh turn.
    expect(turns.soFar(1, 3, 12)).toEqual({ actions: 0, searchedMs: 0 });
    expect(turns.soFar(1, 2, 13)).toEqual({ actions: 0, searchedMs: 0 });
    expect(turns.soFar(2, 2, 12)).toEqual({ actions: 0, searchedMs: 0 });
  });

  it('forgets a turn that ended', () => {
    const turns = new ComputerTurns();
    turns.acting(1, 2, 10, 400);
    turns.end(1);
    expect(turns.soFar(1, 2, 11)).toEqual({ actions: 0, searchedMs: 0 });
  });
});
