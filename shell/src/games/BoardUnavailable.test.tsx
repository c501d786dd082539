import { fireEvent, render, screen } from '@testing-library/react';
import { BoardUnavailable } from './BoardUnavailable';

describe('the fallback of a board that could not load', () => {
  it('retries on RETRY', () => {
    const onRetry = jest.fn();
    render(<BoardUnavailable onRetry={onRetry} />);
    fireEvent.click(screen.getByRole('button', { name: 'RETRY' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('retries by itself when the browser is back online, and stops listening once gone', () => {
    const onRetry = jest.fn();
    const { unmount } = render(<BoardUnavailable onRetry={onRetry} />);
    window.dispatchEvent(new Event('online'));
    expect(onRetry).toHaveBeenCalledTimes(1);
    unmount();
    window.dispatchEvent(new Event('online'));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
