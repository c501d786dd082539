import { render, screen, within } from '@testing-library/react';
import { legendSeats } from './seat-legend';
import { SeatLegend } from './SeatLegend';

const ann = { id: 1, name: 'Ann' };
const ben = { id: 2, name: 'Ben' };
const cid = { id: 3, name: 'Cid' };
const score = [ann, ben, cid].map((player) => ({ player, score: 0 }));

describe('legendSeats', () => {
  it('gives seat i sides[i], leaves seats without a side out, and marks the viewer and the one to move', () => {
    expect(legendSeats({ score, player: ben, gameOver: false }, ann, ['X', 'O'])).toEqual([
      { player: ann, side: 'X', me: true, toMove: false },
      { player: ben, side: 'O', me: false, toMove: true },
    ]);
  });

  it('has nobody to move once the game is over, and no viewer for a spectator', () => {
    const seats = legendSeats({ score, player: ben, gameOver: true }, { id: 9, name: 'Spectator' }, ['X', 'O']);
    expect(seats.map(({ me, toMove }) => [me, toMove])).toEqual([
      [false, false],
      [false, false],
    ]);
  });
});

describe('SeatLegend', () => {
  it('reads each seat as who plays which side, draws the mark for sight only and bolds the one to move', () => {
    const seats = legendSeats({ score, player: ben, gameOver: false }, ann, ['R', 'Y']);
    const names = { R: 'Red', Y: 'Yellow' };
    render(
      <SeatLegend
        label="Colours"
        seats={seats}
        sideName={(side) => names[side as 'R' | 'Y']}
        mark={(side) => ({ sx: { width: 16 }, text: `(${side})` })}
      />,
    );
    const list = screen.getByRole('list', { name: 'Colours' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['You play Red', 'Ben plays Yellow']);
    expect(items[0]).toHaveTextContent('(R)Ann (you)');
    expect(within(items[0]).getByText('(R)')).toHaveAttribute('aria-hidden', 'true');
    expect(getComputedStyle(within(items[1]).getByText('Ben')).fontWeight).toBe('700');
    expect(getComputedStyle(within(items[0]).getByText('Ann (you)')).fontWeight).toBe('400');
  });
});
