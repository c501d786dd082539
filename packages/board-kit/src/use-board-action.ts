import { useCallback, useEffect, useRef, useState } from 'react';
import type { ActionOutcome } from './board-props';
import { ACTION_FAILURE_MS, CLICK_DEBOUNCE_MS } from './timing';
import { useDebouncedAction } from './use-debounced-action';

export interface BoardActionOptions {
  debounceMs?: number;
  failureMs?: number;
  /** The clock the debounce reads; tests may inject one. */
  now?: () => number;
}

export interface BoardAction<A> {
  /** Sends an action, unless a click was accepted within the debounce window or one is still in flight. */
  send(action: A): void;
  /** The last refusal's message while it is shown, else null. */
  failure: string | null;
}

/**
 * What every board does with a click: debounce it, send it once, and show a refusal for a moment.
 * A click made while the previous action is still in flight is dropped: it was made against a state
 * that is about to change.
 */
export function useBoardAction<A>(
  onAction: (action: A) => Promise<ActionOutcome>,
  { debounceMs = CLICK_DEBOUNCE_MS, failureMs = ACTION_FAILURE_MS, now }: BoardActionOptions = {},
): BoardAction<A> {
  const [failure, setFailure] = useState<string | null>(null);
  const inFlight = useRef(false);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(hideTimer.current);
    };
  }, []);

  const showFailure = useCallback(
    (message: string) => {
      if (!mounted.current) return;
      setFailure(message);
      clearTimeout(hideTimer.current);
      hideTimer.current = setTimeout(() => setFailure(null), failureMs);
    },
    [failureMs],
  );

  const submit = useCallback(
    async (action: A) => {
      if (inFlight.current) return;
      inFlight.current = true;
      try {
        const outcome = await onAction(action);
        if (!outcome.ok) showFailure(outcome.error || 'That move was not accepted');
      } catch {
        showFailure('The move could not be sent');
      } finally {
        inFlight.current = false;
      }
    },
    [onAction, showFailure],
  );

  const send = useDebouncedAction((action: A) => void submit(action), debounceMs, now);
  return { send, failure };
}
