import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ActionOutcome } from '@tabletop/board-kit';
import type { Player } from '@tabletop/game-kit';
import { withGuest } from '@tabletop/game-kit/testing';
import Board from './Board';
import { ALICE, BOB, afterSteps, freshMatch } from './test-matches';

const accepted = (): Promise<ActionOutcome> => Promise.resolve({ ok: true });
const step = (add: number) => screen.getByRole('button', { name: `Add ${add}` });

describe('Board', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the total and offers the mover 1, 2 and 3', () => {
    render(<Board match={afterSteps(3, 2)} me={ALICE} onAction={accepted} />);
    expect(screen.getByRole('status', { name: 'Total' })).toHaveTextContent('5');
    expect(screen.getByRole('heading', { name: "Alice's turn" })).toBeInTheDocument();
    for (const add of [1, 2, 3]) expect(step(add)).toBeEnabled();
  });

  it('sends { add } for the clicked step', async () => {
    const onAction = jest.fn(accepted);
    render(<Board match={freshMatch()} me={ALICE} onAction={onAction} />);
    await act(async () => fireEvent.click(step(2)));
    expect(onAction).toHaveBeenCalledWith({ add: 2 });
  });

  it('offers only the steps that do not pass 21', () => {
    render(<Board match={afterSteps(3, 3, 3, 3, 3, 3, 1)} me={BOB} onAction={accepted} />);
    expect(step(1)).toBeEnabled();
    expect(step(2)).toBeEnabled();
    expect(step(3)).toBeDisabled();
  });

  it('offers nothing to the waiting player or a spectator', () => {
    const carol: Player = { id: 99, name: 'Carol' };
    for (const viewer of [BOB, carol]) {
      const { unmount } = render(<Board match={freshMatch()} me={viewer} onAction={accepted} />);
      expect(screen.getByRole('heading', { name: "Alice's turn" })).toBeInTheDocument();
      for (const add of [1, 2, 3]) expect(step(add)).toBeDisabled();
      unmount();
    }
  });

  it('sends one action for a double click within 250 ms, and flashes the dropped click', async () => {
    const onAction = jest.fn(accepted);
    render(<Board match={freshMatch()} me={ALICE} onAction={onAction} />);
    await act(async () => {
      fireEvent.click(step(1));
      jest.advanceTimersByTime(120);
      fireEvent.click(step(3));
    });
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(step(3)).toHaveAttribute('data-refused', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('One click is enough');
  });

  it('flashes the step and says why when the server refuses it', async () => {
    const onAction = jest.fn(async (): Promise<ActionOutcome> => ({ ok: false, error: 'It is not your turn' }));
    render(<Board match={freshMatch()} me={ALICE} onAction={onAction} />);
    await act(async () => fireEvent.click(step(2)));
    expect(step(2)).toHaveAttribute('data-refused', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('It is not your turn');
    act(() => jest.advanceTimersByTime(3000));
    expect(step(2)).not.toHaveAttribute('data-refused');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('announces the winner, a guest by their short name', () => {
    const won = afterSteps(3, 3, 3, 3, 3, 3, 3);
    render(<Board match={withGuest(won, ALICE)} me={BOB} onAction={accepted} />);
    expect(screen.getByRole('heading', { name: 'Game Over' })).toBeInTheDocument();
    expect(screen.getByText('Guest 5F2A wins')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Total' })).toHaveTextContent('21');
  });
});
