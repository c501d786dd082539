import { render, screen } from '@testing-library/react';
import { WaitingPlayers } from './WaitingPlayers';

const GUEST_NAME = '5f2a9c1e-0b7d-4e3a-9f10-2c4d6e8a0b1c';

it('shows guests by their short display name, registered names as they are', () => {
  render(
    <WaitingPlayers
      score={[
        { player: { id: 1, name: GUEST_NAME }, score: 0 },
        { player: { id: 2, name: 'Bo' }, score: 0 },
      ]}
      maxPlayers={4}
      myId={1}
      presenceOf={(id) => (id === 1 ? 'online' : 'offline')}
    />,
  );
  expect(screen.getByRole('listitem', { name: 'Guest 5F2A (you), online' })).toHaveTextContent('Guest 5F2A (you)');
  expect(screen.getByRole('listitem', { name: 'Bo, offline' })).toBeInTheDocument();
  expect(screen.queryByText(new RegExp(GUEST_NAME))).toBeNull();
});
