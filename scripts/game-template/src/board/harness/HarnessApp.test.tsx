import { act, fireEvent, render, screen } from '@testing-library/react';
import { HarnessApp } from './HarnessApp';

it('plays a whole hot-seat game in the harness to a win', async () => {
  jest.useFakeTimers();
  render(<HarnessApp />);
  // Seven threes: Alice makes it 21 on the seventh step.
  for (let turn = 0; turn < 7; turn++) {
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add 3' })));
    act(() => jest.advanceTimersByTime(300));
  }
  expect(screen.getByRole('status', { name: 'Total' })).toHaveTextContent('21');
  expect(screen.getByText('You win')).toBeInTheDocument();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'New local match' })));
  expect(screen.getByRole('status', { name: 'Total' })).toHaveTextContent('0');
  jest.useRealTimers();
});
