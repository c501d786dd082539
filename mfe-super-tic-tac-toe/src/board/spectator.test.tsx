import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ActionOutcome } from '@tabletop/board-kit';
import type { Player } from '@tabletop/game-kit';
import Board from './Board';
import { freshMatch, playMoves } from './test-matches';

/** Someone watching the game (the shell's watch link): signed in, seated nowhere in it. */
const CAROL: Player = { id: 99, name: 'Carol' };
const watching = (): Promise<ActionOutcome> => Promise.resolve({ ok: false, error: 'You are watching' });

describe('Board for a spectator', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows whose turn it is, never "Your turn", and offers no cell to click', async () => {
    for (const match of [freshMatch(), playMoves([{ board: 0, cell: 4 }])]) {
      const onAction = jest.fn(watching);
      const { unmount } = render(<Board match={match} me={CAROL} onAction={onAction} />);
      expect(screen.queryByText(/your turn/i)).not.toBeInTheDocument();
      const cells = screen.getAllByRole('button', { name: /^Board \d, cell \d$/ });
      expect(cells).toHaveLength(81);
      expect(cells.filter((cell) => !(cell as HTMLButtonElement).disabled)).toHaveLength(0);
      await act(async () => fireEvent.click(cells[40]));
      expect(onAction).not.toHaveBeenCalled();
      unmount();
    }
  });
});
