import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ActionOutcome } from '@tabletop/board-kit';
import type { Player } from '@tabletop/game-kit';
import Board from './Board';
import { freshMatch, playActions, PLACE_ALICE } from './test-matches';

/** Someone watching the game (the shell's watch link): signed in, seated nowhere in it. */
const CAROL: Player = { id: 99, name: 'Carol' };
const watching = (): Promise<ActionOutcome> => Promise.resolve({ ok: false, error: 'You are watching' });

describe('Board for a spectator', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows whose turn it is, never "Your turn", and sends nothing when a square is clicked', async () => {
    for (const match of [freshMatch(), playActions([PLACE_ALICE]), freshMatch(3)]) {
      const onAction = jest.fn(watching);
      const { unmount } = render(<Board match={match} me={CAROL} onAction={onAction} />);
      expect(screen.queryByText(/your turn/i)).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { name: /'s turn/ })).toBeInTheDocument();
      const squares = screen.getAllByRole('button', { name: /^Square \d{1,2},\d{1,2}$/ });
      expect(squares).toHaveLength(169);
      for (const square of [squares[0], squares[84], squares[9 + 6 * 13], squares[3 + 6 * 13]])
        await act(async () => fireEvent.click(square));
      expect(onAction).not.toHaveBeenCalled();
      expect(screen.queryByText(/not your turn/i)).not.toBeInTheDocument();
      unmount();
    }
  });
});
