import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ActionOutcome, BoardProps } from '@tabletop/board-kit';
import type { WinzardAction, WinzardState } from '../rules';
import ViewBoard from './Board';
import { ALICE, BOB, OPEN, SHOT, SHOT_CELLS, at, freshMatch, matchOf, playAll, seen } from './test-matches';

/** The board is given what the server sends: the seat's view of the match. */
function Board(props: BoardProps<WinzardState, WinzardAction>) {
  return <ViewBoard {...props} match={seen(props.match)} />;
}

const accepted = (): Promise<ActionOutcome> => Promise.resolve({ ok: true });
// By label: a role query over 48 buttons is slow in jsdom (the first test checks the role).
const cell = (x: number, y: number) => screen.getByLabelText(`Cell ${x},${y}`, { selector: 'button' });
const click = async (element: HTMLElement) => act(async () => fireEvent.click(element));

describe('Board', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('renders 48 cells named by column and row, the turn, the round, red cards and the build', () => {
    render(<Board match={freshMatch()} me={ALICE} onAction={accepted} />);
    expect(screen.getAllByRole('button', { name: /^Cell \d,\d$/ })).toHaveLength(48);
    expect(cell(7, 5)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "Alice's turn · Round 1" })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '0 red cards' })).toBeInTheDocument();
    expect(
      screen.getByRole('group', { name: 'Alice (you): 0 goals, 2 actions left, has the ball' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Board build/)).not.toBeInTheDocument();
    expect(document.head.querySelector('meta[name="build"]')).toHaveAttribute('content', expect.any(String));
  });

  it('describes each cell without changing its name', () => {
    render(<Board match={matchOf('round: 2', OPEN)} me={ALICE} onAction={accepted} />);
    expect(cell(2, 2)).toHaveAccessibleName('Cell 2,2');
    expect(cell(2, 2)).toHaveAccessibleDescription('c3; Zapp 5, Average; ZAPP (yours); you may pick it');
    expect(cell(7, 2)).toHaveAccessibleDescription(
      'h3; Frozt 6, Average; FROZT goalkeeper (Bob); right goalkeeper zone',
    );
  });

  it('places the ball with one click on a glowing cell', async () => {
    const onAction = jest.fn(accepted);
    render(<Board match={freshMatch()} me={ALICE} onAction={onAction} />);
    expect(cell(3, 3)).toHaveAttribute('aria-disabled', 'false');
    await click(cell(3, 3));
    expect(onAction).toHaveBeenCalledWith({ type: 'placeBall', cell: at(3, 3) });
  });

  it('picks a pawn, marks it selected and its targets, then moves it with a click on a target', async () => {
    const onAction = jest.fn(accepted);
    render(<Board match={matchOf('round: 2', OPEN)} me={ALICE} onAction={onAction} />);
    expect(cell(2, 2)).toHaveClass('selectable');
    // A card of the left half: picked first it would swap; once ZAPP is picked it is a place to move to.
    expect(cell(2, 0)).toHaveAttribute('data-marker', 'selectable');
    expect(cell(6, 5)).toHaveAttribute('aria-disabled', 'true');
    await click(cell(2, 2));
    expect(onAction).not.toHaveBeenCalled();
    expect(cell(2, 2)).toHaveClass('selected');
    expect(cell(2, 0)).toHaveAttribute('data-marker', 'target');
    expect(cell(2, 0)).toHaveAccessibleDescription(expect.stringContaining('move the picked pawn here'));
    await click(cell(2, 0));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(onAction).toHaveBeenCalledWith({ type: 'move', from: at(2, 2), to: at(2, 0) });
  });

  it('marks an illegal click unclickable for 1 s, says why, and sends nothing', async () => {
    const onAction = jest.fn(accepted);
    render(<Board match={matchOf('round: 2', OPEN)} me={ALICE} onAction={onAction} />);
    await click(cell(6, 5));
    expect(onAction).not.toHaveBeenCalled();
    expect(cell(6, 5)).toHaveClass('unclickable');
    expect(screen.getByRole('alert')).toHaveTextContent('Pick one of your glowing pawns or cards first');
    act(() => jest.advanceTimersByTime(999));
    expect(cell(6, 5)).toHaveClass('unclickable');
    act(() => jest.advanceTimersByTime(1));
    expect(cell(6, 5)).not.toHaveClass('unclickable');
  });

  it('flashes the target cell when the server refuses the move', async () => {
    const onAction = jest.fn(async (): Promise<ActionOutcome> => ({ ok: false, error: 'Not your turn' }));
    render(<Board match={freshMatch()} me={ALICE} onAction={onAction} />);
    await click(cell(3, 2));
    expect(onAction).toHaveBeenCalledWith({ type: 'placeBall', cell: at(3, 2) });
    expect(cell(3, 2)).toHaveClass('unclickable');
    expect(screen.getByRole('alert')).toHaveTextContent('Not your turn');
  });

  it('tells a waiting player it is not their turn', async () => {
    const onAction = jest.fn(accepted);
    render(<Board match={freshMatch()} me={BOB} onAction={onAction} />);
    await click(cell(3, 2));
    expect(onAction).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Not your turn');
  });

  it('ignores a second click within 250 ms', async () => {
    const onAction = jest.fn(accepted);
    render(<Board match={freshMatch()} me={ALICE} onAction={onAction} />);
    await click(cell(3, 2));
    act(() => jest.advanceTimersByTime(100));
    await click(cell(3, 3));
    expect(onAction).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(300));
    await click(cell(3, 3));
    expect(onAction).toHaveBeenCalledTimes(2);
  });

  it('offers the draw decision as buttons', async () => {
    const onAction = jest.fn(accepted);
    const match = playAll(matchOf('round: 2, actions: 1/2\npile: 11 6', OPEN), [
      { type: 'move', from: at(2, 2), to: at(2, 1) },
    ]);
    render(<Board match={match} me={ALICE} onAction={onAction} />);
    expect(screen.getByText(/· 2 in the pile$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skip draw' })).toBeInTheDocument();
    await click(screen.getByRole('button', { name: 'Draw a card' }));
    expect(onAction).toHaveBeenCalledWith({ type: 'draw' });
  });

  it('shoots with a direction button after previewing the path', async () => {
    const onAction = jest.fn(accepted);
    render(<Board match={matchOf(SHOT, SHOT_CELLS)} me={ALICE} onAction={onAction} />);
    const right = screen.getByRole('button', { name: 'Shoot right' });
    fireEvent.mouseEnter(right);
    expect(screen.getByText('Shoot right: GOAL!')).toBeInTheDocument();
    expect(cell(7, 2)).toHaveAccessibleDescription(expect.stringContaining('the shot passes here'));
    await click(right);
    expect(onAction).toHaveBeenCalledWith({ type: 'shoot', from: at(4, 2), direction: 6 });
  });

  it('dances for 2.5 s after a goal, showing the court it was scored on, then the new deal', async () => {
    const before = matchOf(SHOT, SHOT_CELLS);
    const after = playAll(before, [{ type: 'shoot', from: at(4, 2), direction: 6 }]);
    const { rerender } = render(<Board match={before} me={BOB} onAction={accepted} />);
    rerender(<Board match={after} me={BOB} onAction={accepted} />);
    expect(screen.getByRole('status', { name: 'GOAL! Alice scores' })).toBeInTheDocument();
    expect(cell(4, 2)).toHaveAccessibleDescription(expect.stringContaining('ZAPP'));
    // The same goal in a resynced state does not start the dance again.
    act(() => jest.advanceTimersByTime(1000));
    rerender(<Board match={{ ...after }} me={BOB} onAction={accepted} />);
    act(() => jest.advanceTimersByTime(1499));
    expect(screen.getByRole('status', { name: 'GOAL! Alice scores' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status', { name: /GOAL!/ })).not.toBeInTheDocument();
    expect(cell(4, 2)).not.toHaveAccessibleDescription(expect.stringContaining('ZAPP'));
    expect(screen.getByRole('heading', { name: "Bob's turn · Round 1" })).toBeInTheDocument();
  });
});
