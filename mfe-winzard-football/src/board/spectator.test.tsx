import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ActionOutcome } from '@tabletop/board-kit';
import type { Player } from '@tabletop/game-kit';
import Board from './Board';
import { freshMatch, matchOf, OPEN, seen } from './test-matches';

/** Someone watching the game (the shell's watch link): signed in, seated nowhere in it, sent the public view. */
const CAROL: Player = { id: 99, name: 'Carol' };
const watching = (): Promise<ActionOutcome> => Promise.resolve({ ok: false, error: 'You are watching' });

describe('Board for a spectator', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows whose turn it is from the public view, never "Your turn", and sends nothing when a cell is clicked', async () => {
    for (const match of [freshMatch(), matchOf('round: 2', OPEN)]) {
      const onAction = jest.fn(watching);
      const { unmount } = render(<Board match={seen(match) as never} me={CAROL} onAction={onAction} />);
      expect(screen.queryByText(/your turn/i)).not.toBeInTheDocument();
      expect(screen.queryByText(/\(you\)/)).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { name: /Alice's turn/ })).toBeInTheDocument();
      expect(screen.getByText('You are watching this game')).toBeInTheDocument();
      const cells = screen.getAllByLabelText(/^Cell \d,\d$/, { selector: 'button' });
      expect(cells).toHaveLength(48);
      for (const cell of cells.slice(0, 48)) await act(async () => fireEvent.click(cell));
      expect(onAction).not.toHaveBeenCalled();
      unmount();
    }
  });
});
