import { render, screen } from '@testing-library/react';
import { ScorePanel } from './ScorePanel';

const GUEST = { id: 1, name: '5f2a9c1e-0b7d-4e3a-9f10-2c4d6e8a0b1c' };

it('shows guests by their short display name, registered names as they are', () => {
  render(
    <ScorePanel
      score={[
        { player: GUEST, score: 3 },
        { player: { id: 2, name: 'Bo' }, score: 1 },
      ]}
      current={GUEST}
    />,
  );
  const rows = screen.getAllByRole('row');
  expect(rows.map((row) => row.textContent)).toEqual(['Guest 5F2A3', 'Bo1']);
  expect(rows[0]).toHaveAttribute('aria-current', 'true');
});
