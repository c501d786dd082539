import { render, screen } from '@testing-library/react';
import { PlayersStrip } from './PlayersStrip';

jest.mock('./use-presence', () => ({ usePresence: () => (id: number) => (id === 1 ? 'online' : 'offline') }));

const GUEST = { id: 1, name: '5f2a9c1e-0b7d-4e3a-9f10-2c4d6e8a0b1c' };

it('shows guests by their short display name, registered names as they are', () => {
  render(
    <PlayersStrip
      match={{
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
      }}
      myId={1}
    />,
  );
  expect(screen.getByRole('listitem', { name: 'Guest 5F2A (you), online' })).toHaveTextContent('Guest 5F2A (you)');
  expect(screen.getByRole('listitem', { name: 'Bo, offline' })).toHaveAttribute('aria-current', 'true');
});
