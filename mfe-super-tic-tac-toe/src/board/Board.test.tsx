import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ActionOutcome } from '@tabletop/board-kit';
import Board from './Board';
import { finishedMatch, freshMatch, OTTO, playMoves, XENA } from './test-matches';

const accepted = (): Promise<ActionOutcome> => Promise.resolve({ ok: true });

describe('Board', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('renders 81 cells named by board and cell', () => {
    render(<Board match={freshMatch()} me={XENA} onAction={accepted} />);
    expect(screen.getAllByRole('button', { name: /^Board \d, cell \d$/ })).toHaveLength(81);
    expect(screen.getByRole('button', { name: 'Board 9, cell 1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "Player X's Turn" })).toBeInTheDocument();
  });

  it('sends { board, cell } when a legal cell is clicked', async () => {
    const onAction = jest.fn(accepted);
    render(<Board match={freshMatch()} me={XENA} onAction={onAction} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Board 4, cell 8' })));
    expect(onAction).toHaveBeenCalledWith({ board: 3, cell: 7 });
  });

  it('disables cells that are not legal for the viewer', () => {
    const match = playMoves([{ board: 0, cell: 4 }]);
    render(<Board match={match} me={OTTO} onAction={accepted} />);
    expect(screen.getByRole('button', { name: 'Board 5, cell 1' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Board 1, cell 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Board 1, cell 5' })).toHaveTextContent('X');
  });

  it('disables every cell when it is not the viewer’s turn', () => {
    const onAction = jest.fn(accepted);
    render(<Board match={freshMatch()} me={OTTO} onAction={onAction} />);
    const cells = screen.getAllByRole('button', { name: /^Board \d, cell \d$/ });
    expect(cells.filter((cell) => !(cell as HTMLButtonElement).disabled)).toHaveLength(0);
    fireEvent.click(cells[0]);
    expect(onAction).not.toHaveBeenCalled();
  });

  it('sends one action for a double click within 250 ms', async () => {
    const onAction = jest.fn(accepted);
    render(<Board match={freshMatch()} me={XENA} onAction={onAction} />);
    const cell = screen.getByRole('button', { name: 'Board 1, cell 1' });
    await act(async () => {
      fireEvent.click(cell);
      jest.advanceTimersByTime(120);
      fireEvent.click(cell);
    });
    expect(onAction).toHaveBeenCalledTimes(1);
    await act(async () => {
      jest.advanceTimersByTime(300);
      fireEvent.click(cell);
    });
    expect(onAction).toHaveBeenCalledTimes(2);
  });

  it('shows a refused action briefly', async () => {
    const onAction = jest.fn(async (): Promise<ActionOutcome> => ({ ok: false, error: 'It is not your turn' }));
    render(<Board match={freshMatch()} me={XENA} onAction={onAction} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Board 1, cell 1' })));
    expect(screen.getByRole('alert')).toHaveTextContent('It is not your turn');
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows Game Over and the winner when the game has ended', () => {
    render(<Board match={finishedMatch(0)} me={OTTO} onAction={accepted} />);
    expect(screen.getByRole('heading', { name: 'Game Over' })).toBeInTheDocument();
    expect(screen.getByText('Xena (X) wins')).toBeInTheDocument();
  });

  it('shows which symbol each player has, the viewer’s marked', () => {
    render(<Board match={freshMatch()} me={OTTO} onAction={accepted} />);
    const symbols = screen.getByRole('list', { name: 'Symbols' });
    expect(symbols).toHaveTextContent('XXenaOOtto (you)');
    expect(screen.getByRole('listitem', { name: 'Xena plays X' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'You play O' })).toBeInTheDocument();
  });

  it('flashes the clicked cell when the server refuses the move', async () => {
    const onAction = jest.fn(async (): Promise<ActionOutcome> => ({ ok: false, error: 'Not your turn' }));
    render(<Board match={freshMatch()} me={XENA} onAction={onAction} />);
    const cell = screen.getByRole('button', { name: 'Board 3, cell 6' });
    await act(async () => fireEvent.click(cell));
    expect(cell).toHaveAttribute('data-refused', 'true');
    act(() => jest.advanceTimersByTime(1000));
    expect(cell).not.toHaveAttribute('data-refused');
  });

  it('flashes a cell whose click the debounce dropped, and says why', async () => {
    render(<Board match={freshMatch()} me={XENA} onAction={accepted} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Board 1, cell 1' }));
      jest.advanceTimersByTime(100);
      fireEvent.click(screen.getByRole('button', { name: 'Board 4, cell 4' }));
    });
    expect(screen.getByRole('button', { name: 'Board 4, cell 4' })).toHaveAttribute('data-refused', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('One click is enough');
  });
});
