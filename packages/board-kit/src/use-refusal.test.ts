import { act, renderHook } from '@testing-library/react';
import { ACTION_FAILURE_MS } from './timing';
import { useRefusal } from './use-refusal';

describe('useRefusal', () => {
  afterEach(() => jest.useRealTimers());

  it('shows a reason for a moment, and takes it away at once when the turn changes', () => {
    jest.useFakeTimers();
    const { result, rerender } = renderHook(({ turn }) => useRefusal<number>(turn), { initialProps: { turn: 2 } });
    act(() => result.current.refuse('Not your turn', 4));
    expect(result.current).toMatchObject({ reason: 'Not your turn', target: 4 });
    rerender({ turn: 2 });
    expect(result.current.reason).toBe('Not your turn');
    rerender({ turn: 1 });
    expect(result.current).toMatchObject({ reason: null, target: null });
    act(() => result.current.refuse('Column 3 is full', 2));
    act(() => jest.advanceTimersByTime(ACTION_FAILURE_MS));
    expect(result.current.reason).toBeNull();
  });
});
