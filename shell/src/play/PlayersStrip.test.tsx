import { act, render, screen } from '@testing-library/react';
import type { GameState } from '@tabletop/game-kit';
import { PlayersStrip } from './PlayersStrip';

jest.mock('./use-presence', () => ({ usePresence: () => (id: number) => (id === 1 ? 'online' : 'offline') }));
// The server's clock is this browser's: no offset.
jest.mock('../realtime/RealtimeContext', () => ({ useRealtime: () => ({ serverNow: () => Date.now() }) }));

const GUEST = { id: 1, name: '5f2a9c1e-0b7d-4e3a-9f10-2c4d6e8a0b1c' };

/** A Repello game of the guest and Bo, Bo to move. */
const repello = (): GameState => ({
  game: 'repello',
  code: 'K7QZ',
  version: 3,
  player: { id: 2, name: 'Bo' },
  gameOver: false,
  state: null,
  score: [
    { player: GUEST, score: 0 },
    { player: { id: 2, name: 'Bo' }, score: 0 },
  ],
});

it('shows guests by their short display name, registered names as they are', () => {
  render(<PlayersStrip match={repello()} myId={1} />);
  expect(screen.getByRole('listitem', { name: 'Guest 5F2A (you), online' })).toHaveTextContent('Guest 5F2A (you)');
  expect(screen.getByRole('listitem', { name: 'Bo, offline' })).toHaveAttribute('aria-current', 'true');
});

it('shows each seat’s time beside its name, the running one counting down by the server’s clock', () => {
  jest.useFakeTimers({ now: 100_000 });
  const clock = { initial: 60, increment: 0, remainingMs: [42_000, 8_000], running: 1, serverTime: 98_000 };
  render(<PlayersStrip match={{ ...repello(), clock }} myId={1} />);
  const [mine, theirs] = screen.getAllByRole('timer');
  expect(mine).toHaveTextContent('0:42');
  expect(mine).toHaveAccessibleName('0:42 left');
  // Bo's clock has run 2 s since the server's time of the state: 6 s left, in tenths.
  expect(theirs).toHaveTextContent('6.0');
  expect(theirs).toHaveAccessibleName('6.0 left, running');
  act(() => jest.advanceTimersByTime(1_500));
  expect(theirs).toHaveTextContent('4.5');
  jest.useRealTimers();
});
