import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ActionOutcome } from '@tabletop/board-kit';
import type { Player } from '@tabletop/game-kit';
import Board from './Board';
import { freshMatch, playColumns, ROSA, YURI } from './test-matches';

const accepted = (): Promise<ActionOutcome> => Promise.resolve({ ok: true });
const column = (n: number) => screen.getByRole('button', { name: new RegExp(`^Column ${n}, `) });
const board = () => screen.getByRole('group', { name: 'Connect Four board' });
/** Red wins across the bottom row (columns 1–4, shown as 1..4 from the left), Yellow stacking on top. */
const RED_WINS = [0, 0, 1, 1, 2, 2, 3];

describe('Board', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows seven columns named by number and room, and whose turn it is', () => {
    render(<Board match={playColumns([3, 3])} me={ROSA} onAction={accepted} />);
    expect(screen.getAllByRole('button', { name: /^Column \d, / })).toHaveLength(7);
    expect(column(4)).toHaveAccessibleName('Column 4, 4 free');
    expect(column(1)).toHaveAccessibleName('Column 1, 6 free');
    expect(screen.getByRole('heading', { name: "Red's Turn" })).toBeInTheDocument();
    // A first game's first turn: the hint says what to do, in place of "Your turn".
    expect(screen.getByText('Click a column, or press 1–7, to drop your disc.')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'You play Red' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Yuri plays Yellow' })).toBeInTheDocument();
  });

  it('draws the discs bottom up in their columns', () => {
    const { container } = render(<Board match={playColumns([3, 3, 0])} me={ROSA} onAction={accepted} />);
    const discsIn = (n: number) =>
      [...container.querySelectorAll(`[data-column="${n}"] [data-disc]`)].map(
        (disc) => `${disc.closest('[data-row]')?.getAttribute('data-row')}${disc.getAttribute('data-disc')}`,
      );
    expect(discsIn(3)).toEqual(['1Y', '0R']);
    expect(discsIn(0)).toEqual(['0R']);
    expect(discsIn(6)).toEqual([]);
  });

  it('sends { column } numbered from 0 when a column is clicked', async () => {
    const onAction = jest.fn(accepted);
    render(<Board match={freshMatch()} me={ROSA} onAction={onAction} />);
    await act(async () => fireEvent.click(column(7)));
    expect(onAction).toHaveBeenCalledWith({ column: 6 });
  });

  it('drops with the number keys 1–7', async () => {
    const onAction = jest.fn(accepted);
    render(<Board match={freshMatch()} me={ROSA} onAction={onAction} />);
    await act(async () => fireEvent.keyDown(board(), { key: '2' }));
    expect(onAction).toHaveBeenLastCalledWith({ column: 1 });
    expect(column(2)).toHaveFocus();
    await act(async () => {
      jest.advanceTimersByTime(300);
      fireEvent.keyDown(board(), { key: '8' });
      fireEvent.keyDown(board(), { key: '0' });
    });
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it('moves a column cursor with the arrows, and Enter drops there (one column in the tab order)', async () => {
    const onAction = jest.fn(accepted);
    render(<Board match={freshMatch()} me={ROSA} onAction={onAction} />);
    const tabbable = () => screen.getAllByRole('button', { name: /^Column/ }).filter((b) => b.tabIndex === 0);
    expect(tabbable()).toEqual([column(4)]);
    fireEvent.keyDown(board(), { key: 'ArrowRight' });
    fireEvent.keyDown(board(), { key: 'ArrowRight' });
    fireEvent.keyDown(board(), { key: 'ArrowRight' });
    fireEvent.keyDown(board(), { key: 'ArrowRight' });
    expect(column(7)).toHaveFocus();
    fireEvent.keyDown(board(), { key: 'ArrowLeft' });
    expect(column(6)).toHaveFocus();
    expect(tabbable()).toEqual([column(6)]);
    fireEvent.keyDown(board(), { key: 'Home' });
    expect(column(1)).toHaveFocus();
    // A real button: the browser turns Enter and Space on it into a click.
    await act(async () => fireEvent.click(document.activeElement as HTMLElement));
    expect(onAction).toHaveBeenCalledWith({ column: 0 });
  });

  it('refuses a full column with a reason and a flash, without sending it', async () => {
    const onAction = jest.fn(accepted);
    render(<Board match={playColumns([2, 2, 2, 2, 2, 2])} me={ROSA} onAction={onAction} />);
    expect(column(3)).toHaveAccessibleName('Column 3, full');
    expect(column(3)).toHaveAttribute('aria-disabled', 'true');
    await act(async () => fireEvent.click(column(3)));
    expect(onAction).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Column 3 is full');
    expect(column(3)).toHaveAttribute('data-refused', 'true');
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(column(3)).not.toHaveAttribute('data-refused');
  });

  it('offers nothing to the player waiting, and says so', async () => {
    const onAction = jest.fn(accepted);
    render(<Board match={freshMatch()} me={YURI} onAction={onAction} />);
    const columns = screen.getAllByRole('button', { name: /^Column/ });
    expect(columns.every((c) => c.getAttribute('aria-disabled') === 'true')).toBe(true);
    expect(screen.getByText('Waiting for Rosa')).toBeInTheDocument();
    await act(async () => fireEvent.keyDown(board(), { key: '4' }));
    expect(onAction).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Not your turn');
  });

  it('tells a spectator they are watching', async () => {
    const carol: Player = { id: 99, name: 'Carol' };
    const onAction = jest.fn(accepted);
    render(<Board match={freshMatch()} me={carol} onAction={onAction} />);
    expect(screen.queryByText(/your turn/i)).not.toBeInTheDocument();
    await act(async () => fireEvent.click(column(1)));
    expect(onAction).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('You are watching this game');
  });

  it('sends one action for a double click within 250 ms', async () => {
    const onAction = jest.fn(accepted);
    render(<Board match={freshMatch()} me={ROSA} onAction={onAction} />);
    await act(async () => {
      fireEvent.click(column(1));
      jest.advanceTimersByTime(120);
      fireEvent.click(column(1));
    });
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toHaveTextContent('One click is enough');
  });

  it('shows the server refusing a move on the column', async () => {
    const onAction = jest.fn(async (): Promise<ActionOutcome> => ({ ok: false, error: 'It is not your turn' }));
    render(<Board match={freshMatch()} me={ROSA} onAction={onAction} />);
    await act(async () => fireEvent.click(column(5)));
    expect(screen.getByRole('alert')).toHaveTextContent('It is not your turn');
    expect(column(5)).toHaveAttribute('data-refused', 'true');
  });

  it('lets the newest disc fall, and only that one', () => {
    const { container, rerender } = render(<Board match={playColumns([3])} me={ROSA} onAction={accepted} />);
    // A first render (a reload) shows the discs in place.
    expect(container.querySelectorAll('[data-falling]')).toHaveLength(0);
    rerender(<Board match={playColumns([3, 3])} me={ROSA} onAction={accepted} />);
    const falling = container.querySelectorAll('[data-falling]');
    expect(falling).toHaveLength(1);
    expect(falling[0].closest('[data-column]')).toBe(column(4));
    expect(falling[0].closest('[data-row]')).toHaveAttribute('data-row', '1');
    expect(falling[0]).toHaveAttribute('data-disc', 'Y');
    // A jump of several moves (a reconnect) shows the discs in place.
    rerender(<Board match={playColumns([3, 3, 0, 1])} me={ROSA} onAction={accepted} />);
    expect(container.querySelectorAll('[data-falling]')).toHaveLength(0);
  });

  it('previews the viewer’s disc where it would land, only in playable columns', () => {
    const { container } = render(<Board match={playColumns([3, 3])} me={ROSA} onAction={accepted} />);
    const landing = container.querySelector('[data-column="3"] [data-landing]');
    expect(landing?.closest('[data-row]')).toHaveAttribute('data-row', '2');
    expect(container.querySelectorAll('[data-landing]')).toHaveLength(7);
  });

  it('highlights the winning four and announces the winner', () => {
    const { container } = render(<Board match={playColumns(RED_WINS)} me={YURI} onAction={accepted} />);
    expect(screen.getByRole('heading', { name: 'Game Over' })).toBeInTheDocument();
    expect(screen.getByText('Rosa (Red) wins')).toBeInTheDocument();
    const winning = [...container.querySelectorAll('[data-winning]')];
    expect(winning.map((disc) => disc.closest('[data-column]')?.getAttribute('data-column'))).toEqual([
      '0',
      '1',
      '2',
      '3',
    ]);
    expect(winning.every((disc) => disc.getAttribute('data-disc') === 'R')).toBe(true);
    expect(screen.getAllByRole('button', { name: /^Column/ }).every((c) => c.ariaDisabled === 'true')).toBe(true);
  });

  it('tells the winner they won, and shows a draw as a draw', () => {
    const { unmount } = render(<Board match={playColumns(RED_WINS)} me={ROSA} onAction={accepted} />);
    expect(screen.getByText('You win as Red')).toBeInTheDocument();
    unmount();
    const match = { ...freshMatch(), gameOver: true, player: null };
    const { container } = render(<Board match={match} me={ROSA} onAction={accepted} />);
    expect(screen.getByText('Draw')).toBeInTheDocument();
    expect(container.querySelectorAll('[data-winning]')).toHaveLength(0);
  });
});
