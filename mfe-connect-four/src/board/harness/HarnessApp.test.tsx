import { act, fireEvent, render, screen } from '@testing-library/react';
import { HarnessApp } from './HarnessApp';

const column = (n: number) => screen.getByRole('button', { name: new RegExp(`^Column ${n}, `) });

it('plays a whole hot-seat game in the harness to a win, then starts a new one', async () => {
  jest.useFakeTimers();
  render(<HarnessApp />);
  // Red (Rosa) takes the bottom row's columns 1–4 while Yellow (Yuri) stacks on column 7.
  for (const n of [1, 7, 2, 7, 3, 7, 4]) {
    await act(async () => fireEvent.click(column(n)));
    act(() => jest.advanceTimersByTime(300));
  }
  expect(screen.getByRole('heading', { name: 'Game Over' })).toBeInTheDocument();
  expect(screen.getByText('You win as Red')).toBeInTheDocument();
  expect(column(1)).toHaveAccessibleName('Column 1, 5 free');
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'New local match' })));
  expect(column(1)).toHaveAccessibleName('Column 1, 6 free');
  expect(column(7)).toHaveAccessibleName('Column 7, 6 free');
  jest.useRealTimers();
});
