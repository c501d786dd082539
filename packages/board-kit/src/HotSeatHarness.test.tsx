import { act, fireEvent, render, screen } from '@testing-library/react';
import { accept, initialScore, reject, type Match, type Player } from '@tabletop/game-kit';
import type { BoardProps } from './board-props';
import { HotSeatHarness } from './HotSeatHarness';

/** A counting game: the player to move adds 1; the one who makes it 3 ends it; `bad` is refused. */
type Count = { total: number };
const rules = {
  setup: (players: Player[]): Match<Count> => {
    const score = initialScore(players);
    return { game: 'count', player: players[0], score, gameOver: false, state: { total: 0 } };
  },
  apply: (match: Match<Count>, playerId: number, action: string) => {
    if (action === 'bad') return reject<Count>('illegal', 'Not that');
    const total = match.state.total + 1;
    const next = match.score[(match.score.findIndex((entry) => entry.player.id === playerId) + 1) % 2].player;
    return accept({ ...match, player: total === 3 ? null : next, gameOver: total === 3, state: { total } });
  },
};
const PLAYERS: Player[] = [
  { id: 1, name: 'Ann' },
  { id: 2, name: 'Ben' },
];

function CountBoard({ match, me, onAction }: BoardProps<Count, string>) {
  return (
    <div>
      <p>{`Total ${match.state.total}, code ${match.code}, me ${me.name}`}</p>
      <button onClick={() => void onAction('add')}>Add</button>
      <button onClick={() => void onAction('bad').then((outcome) => outcome.ok || (document.title = outcome.error))}>
        Bad
      </button>
    </div>
  );
}

it('plays the real rules hot seat, refuses what they refuse, and starts a new match', async () => {
  render(<HotSeatHarness rules={rules} players={PLAYERS} Board={CountBoard} />);
  expect(screen.getByText('Total 0, code TEST, me Ann')).toBeInTheDocument();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add' })));
  expect(screen.getByText('Total 1, code TEST, me Ben')).toBeInTheDocument();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Bad' })));
  expect(document.title).toBe('Not that');
  expect(screen.getByText('Total 1, code TEST, me Ben')).toBeInTheDocument();
  for (let click = 0; click < 2; click++)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add' })));
  // Over: nobody is to move, so the first seat watches.
  expect(screen.getByText('Total 3, code TEST, me Ann')).toBeInTheDocument();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'New local match' })));
  expect(screen.getByText('Total 0, code TEST, me Ann')).toBeInTheDocument();
});
