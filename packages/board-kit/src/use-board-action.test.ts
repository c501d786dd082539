import { act, renderHook } from '@testing-library/react';
import type { ActionOutcome } from './board-props';
import { DROPPED_CLICK, useBoardAction } from './use-board-action';

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

  describe('tells the board about every click that did not become a move', () => {
    it('a click dropped by the debounce', async () => {
      const onRejected = jest.fn();
      const onAction = jest.fn(async () => ({ ok: true }) as const);
      const { result } = renderHook(() => useBoardAction<string>(onAction, { onRejected }));
      await act(async () => {
        result.current.send('a');
        jest.advanceTimersByTime(100);
        result.current.send('b');
      });
      expect(onRejected).toHaveBeenCalledWith('b', DROPPED_CLICK.tooSoon);
      expect(onRejected).toHaveBeenCalledTimes(1);
    });

    it('a click dropped while the last move is in flight', async () => {
      const pending = deferred();
      const onRejected = jest.fn();
      const { result } = renderHook(() => useBoardAction<string>(() => pending.promise, { onRejected }));
      act(() => result.current.send('a'));
      jest.advanceTimersByTime(300);
      act(() => result.current.send('b'));
      expect(onRejected).toHaveBeenCalledWith('b', DROPPED_CLICK.inFlight);
      await act(async () => pending.resolve({ ok: true }));
    });

    it('a move the server refused, with its reason', async () => {
      const onRejected = jest.fn();
      const onAction = async () => ({ ok: false, error: 'Not your turn' }) as const;
      const { result } = renderHook(() => useBoardAction<string>(onAction, { onRejected }));
      await act(async () => result.current.send('a'));
      expect(onRejected).toHaveBeenCalledWith('a', 'Not your turn');
    });

    it('but not an accepted one', async () => {
      const onRejected = jest.fn();
      const { result } = renderHook(() => useBoardAction<string>(async () => ({ ok: true }), { onRejected }));
      await act(async () => result.current.send('a'));
      expect(onRejected).not.toHaveBeenCalled();
    });
  });
});
