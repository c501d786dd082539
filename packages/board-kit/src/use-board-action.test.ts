import { act, renderHook } from '@testing-library/react';
import type { ActionOutcome } from './board-props';
import { useBoardAction } from './use-board-action';

function deferred() {
  let resolve!: (outcome: ActionOutcome) => void;
  const promise = new Promise<ActionOutcome>((r) => (resolve = r));
  return { promise, resolve };
}

describe('useBoardAction', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends one action for a double click', async () => {
    const onAction = jest.fn(async () => ({ ok: true }) as const);
    const { result } = renderHook(() => useBoardAction<string>(onAction));
    await act(async () => {
      result.current.send('a');
      jest.advanceTimersByTime(100);
      result.current.send('a');
    });
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it('drops a click made while the previous action is in flight', async () => {
    const pending = deferred();
    const onAction = jest.fn(() => pending.promise);
    const { result } = renderHook(() => useBoardAction<string>(onAction));
    act(() => result.current.send('a'));
    jest.advanceTimersByTime(300);
    act(() => result.current.send('b'));
    expect(onAction).toHaveBeenCalledTimes(1);
    await act(async () => pending.resolve({ ok: true }));
    jest.advanceTimersByTime(300);
    act(() => result.current.send('c'));
    expect(onAction).toHaveBeenLastCalledWith('c');
  });

  it('shows a refusal briefly, then hides it', async () => {
    const onAction = jest.fn(async () => ({ ok: false, error: 'It is not your turn' }) as const);
    const { result } = renderHook(() => useBoardAction<string>(onAction, { failureMs: 1000 }));
    await act(async () => result.current.send('a'));
    expect(result.current.failure).toBe('It is not your turn');
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.failure).toBeNull();
  });

  it('reports a thrown send as a failure instead of crashing', async () => {
    const onAction = jest.fn(async (): Promise<ActionOutcome> => {
      throw new Error('socket closed');
    });
    const { result } = renderHook(() => useBoardAction<string>(onAction));
    await act(async () => result.current.send('a'));
    expect(result.current.failure).toBe('The move could not be sent');
  });
});
