import { boardView } from './view-model';
import { finishedMatch, freshMatch, OTTO, playMoves, XENA } from './test-matches';

const playableCells = (view: ReturnType<typeof boardView>) =>
  view.boards.flatMap((small) => small.cells.filter((cell) => cell.playable).map((cell) => [small.index, cell.cell]));

describe('boardView', () => {
  it('offers all 81 cells to X on the first move', () => {
    const view = boardView(freshMatch(), XENA);
    expect(playableCells(view)).toHaveLength(81);
    expect(view.header).toEqual({ title: "Player X's Turn", detail: 'Your turn' });
  });

  it('offers nothing to the player who is not on turn', () => {
    const view = boardView(freshMatch(), OTTO);
    expect(playableCells(view)).toEqual([]);
    expect(view.header).toEqual({ title: "Player X's Turn", detail: 'Waiting for Xena' });
  });

  it('offers only the empty cells of the forced board, and outlines it', () => {
    const match = playMoves([{ board: 0, cell: 4 }]);
    const view = boardView(match, OTTO);
    expect(view.header.title).toBe("Player O's Turn");
    expect(playableCells(view)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8].map((cell) => [4, cell]));
    expect(view.boards.filter((small) => small.forced).map((small) => small.index)).toEqual([4]);
    expect(view.boards[0].cells[4]).toEqual({ cell: 4, mark: 'X', playable: false });
  });

  it('does not offer a taken cell', () => {
    const view = boardView(playMoves([{ board: 4, cell: 4 }]), OTTO);
    expect(view.boards[4].cells[4]).toEqual({ cell: 4, mark: 'X', playable: false });
    expect(view.boards[4].cells.filter((cell) => cell.playable)).toHaveLength(8);
  });

  it('offers nothing once the game is over and names the winner', () => {
    const view = boardView(finishedMatch(1), XENA);
    expect(playableCells(view)).toEqual([]);
    expect(view.boards.some((small) => small.forced)).toBe(false);
    expect(view.header).toEqual({ title: 'Game Over', detail: 'Otto (O) wins' });
    expect(boardView(finishedMatch(0), XENA).header).toEqual({ title: 'Game Over', detail: 'You win as X' });
  });

  it('calls a game over without a winner a draw', () => {
    expect(boardView(finishedMatch(null), OTTO).header).toEqual({ title: 'Game Over', detail: 'Draw' });
  });

  it('shows a small board winner', () => {
    const match = freshMatch();
    const games = match.state.games.map((small, i) =>
      i === 2 ? { x: [0, 1, 2], o: [], symbol: 'X' as const } : small,
    );
    const won = { ...match, state: { ...match.state, games } };
    expect(boardView(won, XENA).boards[2].symbol).toBe('X');
    expect(boardView(won, XENA).boards[2].playable).toBe(false);
  });
});
