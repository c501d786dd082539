import { act, renderHook } from '@testing-library/react';
import { ACTION_FAILURE_MS } from './timing';
import { useRefusal } from './use-refusal';

describe('useRefusal', () => {
  afterEach(() => jest.useRealTimers());

  it('shows a reason for a moment, and takes it away at once when the turn comes to the viewer', () => {
    jest.useFakeTimers();
    const { result, rerender } = renderHook(({ mine }) => useRefusal<number>(mine), { initialProps: { mine: true } });
    // As the turn leaves the viewer (a dropped second click of their move), the reason stays.
    act(() => result.current.refuse('One click is enough', 4));
    rerender({ mine: false });
    expect(result.current.reason).toBe('One click is enough');
    act(() => result.current.refuse('Not your turn', 4));
    expect(result.current).toMatchObject({ reason: 'Not your turn', target: 4 });
    rerender({ mine: false });
    expect(result.current.reason).toBe('Not your turn');
    rerender({ mine: true });
    expect(result.current).toMatchObject({ reason: null, target: null });
    act(() => result.current.refuse('Column 3 is full', 2));
    act(() => jest.advanceTimersByTime(ACTION_FAILURE_MS));
    expect(result.current.reason).toBeNull();
  });
});
