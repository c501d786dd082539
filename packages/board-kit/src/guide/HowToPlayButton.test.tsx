import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { BoardHeader } from '../BoardHeader';
import type { GameGuide } from './game-guide';
import { GridPicture } from './GridPicture';

const GUIDE: GameGuide = {
  title: 'Noughts',
  goal: 'Three in a row wins.',
  firstTurnHint: 'Click a cell.',
  sections: [
    {
      heading: 'Place',
      text: 'Put your mark in an empty cell.',
      picture: (
        <GridPicture
          rows={['X.', '.O']}
          paint={{ '.': { fill: '#000' }, X: { fill: '#000', mark: 'X' }, O: { fill: '#000', mark: 'O' } }}
        />
      ),
    },
    {
      heading: 'Win',
      text: 'Three in a line.',
      symbols: [
        { symbol: 'X b1', meaning: 'X marks board 1.' },
        { symbol: <svg aria-hidden />, name: 'A crown', meaning: 'The winner.' },
      ],
    },
  ],
};

describe('How to play from a board header', () => {
  it('opens the rules in short, each step with its picture, and closes', async () => {
    render(<BoardHeader header={{ title: 'Your turn', detail: null }} guide={GUIDE} />);
    fireEvent.click(screen.getByRole('button', { name: 'How to play' }));
    const panel = await screen.findByRole('dialog', { name: 'How to play Noughts' });
    expect(within(panel).getByText('Three in a row wins.')).toBeInTheDocument();
    expect(within(panel).getAllByRole('listitem')).toHaveLength(2);
    expect(within(panel).getByRole('heading', { name: 'Place' })).toBeInTheDocument();
    expect(panel.querySelectorAll('svg text')).toHaveLength(2);
    fireEvent.click(within(panel).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('lists a section’s key: each symbol, by its text or its name, beside what it means', async () => {
    render(<BoardHeader header={{ title: 'Your turn', detail: null }} guide={GUIDE} />);
    fireEvent.click(screen.getByRole('button', { name: 'How to play' }));
    const panel = within(await screen.findByRole('dialog'));
    expect(panel.getByRole('term', { name: 'A crown' })).toBeInTheDocument();
    expect(panel.getAllByRole('term').map((term) => term.textContent)).toEqual(['X b1', '']);
    expect(panel.getAllByRole('definition').map((meaning) => meaning.textContent)).toEqual([
      'X marks board 1.',
      'The winner.',
    ]);
  });

  it('shows the first-turn hint as one line under the heading, only when given', () => {
    const { rerender } = render(<BoardHeader header={{ title: 'Your turn', detail: null }} hint="Click a cell." />);
    expect(screen.getByRole('note', { name: 'Hint' })).toHaveTextContent('Click a cell.');
    rerender(<BoardHeader header={{ title: 'Your turn', detail: null }} hint={null} />);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'How to play' })).not.toBeInTheDocument();
  });
});
