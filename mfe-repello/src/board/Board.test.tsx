import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { firstGameKey, type ActionOutcome } from '@tabletop/board-kit';
import Board from './Board';
import {
  ALICE,
  BOB,
  bobRepels,
  freshMatch,
  matchFromNotation,
  playActions,
  PLACE_ALICE,
  PLACE_BOB,
  rows,
} from './test-matches';

const accepted = (): Promise<ActionOutcome> => Promise.resolve({ ok: true });
// By label: a role query over 169 buttons is slow in jsdom (the first test checks the role).
const square = (x: number, y: number) => screen.getByLabelText(`Square ${x},${y}`, { selector: 'button' });
const click = async (element: HTMLElement) => act(async () => fireEvent.click(element));

describe('Board', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    localStorage.clear();
  });

  it('renders 169 squares named by column and row, the turn and the build', () => {
    render(<Board match={freshMatch()} me={ALICE} onAction={accepted} />);
    expect(screen.getAllByRole('button', { name: /^Square \d{1,2},\d{1,2}$/ })).toHaveLength(169);
    expect(square(12, 0)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "Alice's turn · Round 1" })).toBeInTheDocument();
    expect(screen.queryByText(/Board build/)).not.toBeInTheDocument();
    expect(document.head.querySelector('meta[name="build"]')).toHaveAttribute('content', expect.any(String));
  });

  it('describes each square without changing its name', () => {
    render(<Board match={playActions([PLACE_ALICE])} me={BOB} onAction={accepted} />);
    expect(square(6, 6)).toHaveAccessibleDescription('g7; Value 4; gold start square; Gold piece');
    expect(square(3, 6)).toHaveAccessibleDescription("d7; Value 1; green start ring; Alice's dark red stack, 15 left");
    expect(square(9, 6)).toHaveAccessibleDescription('j7; Value 1; green start ring; you may place your stack here');
  });

  it('places the stack on a free green square', async () => {
    const onAction = jest.fn(accepted);
    render(<Board match={freshMatch()} me={ALICE} onAction={onAction} />);
    expect(square(3, 6)).toHaveAttribute('aria-disabled', 'false');
    await click(square(3, 6));
    expect(onAction).toHaveBeenCalledWith({ type: 'place', x: 3, y: 6 });
  });

  it('sends nothing for a square that is not a legal target and says why, briefly', async () => {
    const onAction = jest.fn(accepted);
    render(<Board match={freshMatch()} me={ALICE} onAction={onAction} />);
    expect(square(0, 0)).toHaveAttribute('aria-disabled', 'true');
    await click(square(0, 0));
    expect(onAction).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Place your stack on a free green square');
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers nothing to a player who is waiting and tells them it is not their turn', async () => {
    const onAction = jest.fn(accepted);
    render(<Board match={freshMatch()} me={BOB} onAction={onAction} />);
    const squares = screen.getAllByRole('button', { name: /^Square / });
    expect(squares.filter((element) => element.getAttribute('aria-disabled') === 'false')).toHaveLength(0);
    await click(square(3, 6));
    expect(onAction).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Not your turn');
  });

  it('moves by the landing square or by a direction button', async () => {
    const onAction = jest.fn(accepted);
    render(<Board match={playActions([PLACE_ALICE, PLACE_BOB])} me={ALICE} onAction={onAction} />);
    await click(square(9, 0));
    expect(onAction).toHaveBeenLastCalledWith({ type: 'move', direction: 3 });
    act(() => jest.advanceTimersByTime(300));
    await click(screen.getByRole('button', { name: 'Move up-right' }));
    expect(onAction).toHaveBeenCalledTimes(2);
    expect(onAction).toHaveBeenLastCalledWith({ type: 'move', direction: 3 });
    expect(screen.getByRole('button', { name: 'Move left' })).toBeDisabled();
  });

  it('says what to do once: in the header, or the first-game hint in its place', () => {
    const first = render(<Board match={freshMatch()} me={ALICE} onAction={accepted} />);
    expect(screen.getByRole('note', { name: 'Hint' })).toHaveTextContent(
      'Click a ringed green square to place your stack.',
    );
    expect(screen.getAllByText(/green square/i)).toHaveLength(1);
    first.unmount();
    for (const player of [ALICE, BOB]) localStorage.setItem(firstGameKey('repello', player.id), 'played');
    const moving = render(<Board match={playActions([PLACE_ALICE, PLACE_BOB])} me={ALICE} onAction={accepted} />);
    expect(screen.getAllByText(/move your stack/i)).toHaveLength(1);
    expect(screen.getByText('Your turn: move your stack (pick a highlighted square or a direction)')).toBeVisible();
    moving.unmount();
    render(<Board match={bobRepels()} me={BOB} onAction={accepted} />);
    expect(screen.getAllByText(/pick a \w+ piece/i)).toHaveLength(1);
  });

  it('repels by picking a piece, then a direction, off the board included', async () => {
    const onAction = jest.fn(accepted);
    render(<Board match={bobRepels()} me={BOB} onAction={onAction} />);
    expect(screen.queryByRole('button', { name: 'Push up' })).not.toBeInTheDocument();
    await click(square(9, 0));
    expect(onAction).not.toHaveBeenCalled();
    // The piece the arrows push, by its square as the move list names it.
    expect(screen.getByText("Alice's stack on j1")).toBeInTheDocument();
    await click(screen.getByRole('button', { name: 'Push up' }));
    expect(onAction).toHaveBeenCalledWith({ type: 'repel', id: 'repellers.9', direction: 2 });
  });

  it('pushes the picked piece onto a highlighted square', async () => {
    const onAction = jest.fn(accepted);
    render(<Board match={bobRepels()} me={BOB} onAction={onAction} />);
    await click(square(9, 1));
    await click(square(8, 2));
    expect(onAction).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Push the picked piece');
    await click(square(9, 2));
    expect(onAction).toHaveBeenCalledWith({ type: 'repel', id: 'repellers.10', direction: 8 });
  });

  it('sends one action for a double click within 250 ms', async () => {
    const onAction = jest.fn(accepted);
    render(<Board match={freshMatch()} me={ALICE} onAction={onAction} />);
    await act(async () => {
      fireEvent.click(square(3, 3));
      jest.advanceTimersByTime(120);
      fireEvent.click(square(3, 3));
    });
    expect(onAction).toHaveBeenCalledTimes(1);
    await act(async () => {
      jest.advanceTimersByTime(300);
      fireEvent.click(square(3, 3));
    });
    expect(onAction).toHaveBeenCalledTimes(2);
  });

  it('shows a refused action briefly', async () => {
    const onAction = jest.fn(async (): Promise<ActionOutcome> => ({ ok: false, error: 'It is not your turn' }));
    render(<Board match={freshMatch()} me={ALICE} onAction={onAction} />);
    await click(square(3, 3));
    expect(screen.getByRole('alert')).toHaveTextContent('It is not your turn');
    // The square the refused move aimed at flashes too.
    expect(square(3, 3)).toHaveAttribute('data-refused', 'true');
    act(() => jest.advanceTimersByTime(1000));
    expect(square(3, 3)).not.toHaveAttribute('data-refused');
  });

  it('flashes the square of a click the debounce dropped', async () => {
    render(<Board match={freshMatch()} me={ALICE} onAction={accepted} />);
    await act(async () => {
      fireEvent.click(square(3, 3));
      jest.advanceTimersByTime(100);
      fireEvent.click(square(3, 9));
    });
    expect(square(3, 9)).toHaveAttribute('data-refused', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('One click is enough');
  });

  it('zooms in to touch-sized squares in a scrolling window, and back out', async () => {
    const { container } = render(<Board match={freshMatch()} me={ALICE} onAction={accepted} />);
    const zoom = screen.getByRole('button', { name: 'Zoom' });
    expect(zoom).toHaveAttribute('aria-pressed', 'false');
    await click(zoom);
    expect(zoom).toHaveAttribute('aria-pressed', 'true');
    expect(container.querySelector('[data-zoomed]')).not.toBeNull();
    await click(zoom);
    expect(container.querySelector('[data-zoomed]')).toBeNull();
  });

  it('offers Pass only when it is the only legal action', async () => {
    const onAction = jest.fn(accepted);
    const blocked = matchFromNotation(
      `players: 2, turn: 1, round: 2\n${rows({ 0: '1 b . . . . . . . . . . .', 1: 'b b . . . . . . . . . . .', 12: '. . . . . . . . . . . . 2' })}`,
    );
    const { unmount } = render(<Board match={blocked} me={ALICE} onAction={onAction} />);
    await click(screen.getByRole('button', { name: 'Pass' }));
    expect(onAction).toHaveBeenCalledWith({ type: 'pass' });
    unmount();
    render(<Board match={freshMatch()} me={ALICE} onAction={onAction} />);
    expect(screen.queryByRole('button', { name: 'Pass' })).not.toBeInTheDocument();
  });

  it('shows each player’s stack and points by colour, leaving the totals to the site’s score panel', () => {
    const over = matchFromNotation(
      `players: 2, turn: over\nstack 1: value 0, points 2/1/0\nstack 2: value 0, points 1/0/0\n${rows({ 0: '1 . . . . . . . . . . . .', 12: '. . . . . . . . . . . . 2' })}`,
    );
    render(<Board match={over} me={BOB} onAction={accepted} />);
    expect(screen.getByRole('heading', { name: 'Game Over' })).toBeInTheDocument();
    expect(screen.getByText('Alice wins with 5 points')).toBeInTheDocument();
    const stacks = screen.getByRole('list', { name: 'Stacks' });
    expect(stacks).toHaveTextContent('Alice');
    expect(stacks).toHaveTextContent('Bob (you)');
    expect(
      within(stacks)
        .getAllByLabelText(/^\d+ (black|silver|gold)$/)
        .map((tally) => tally.textContent),
    ).toEqual(['2', '1', '0', '1', '0', '0']);
    expect(stacks).not.toHaveTextContent(/pts?\b|points/);
    expect(screen.queryByRole('list', { name: 'Players' })).not.toBeInTheDocument();
    expect(
      screen.getAllByRole('button', { name: /^Square / }).every((e) => e.getAttribute('aria-disabled') === 'true'),
    ).toBe(true);
  });
});
