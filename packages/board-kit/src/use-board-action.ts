import { useCallback, useEffect, useRef, useState } from 'react';
import type { ActionOutcome } from './board-props';
import { ACTION_FAILURE_MS, CLICK_DEBOUNCE_MS } from './timing';
import { useDebouncedAction } from './use-debounced-action';

/** What a player is told when a click is dropped before it reaches the server. */
export const DROPPED_CLICK = {
  tooSoon: 'One click is enough',
  inFlight: 'Wait: your last move is still on its way',
} as const;

export interface BoardActionOptions<A = unknown> {
  debounceMs?: number;
  failureMs?: number;
  /** The clock the debounce reads; tests may inject one. */
  now?: () => number;
  /**
   * Hears every click that did not become a move: dropped by the debounce, dropped while the last move is in flight,
   * or refused by the server. Boards flash the clicked target with it (useRefusal), so no click goes unanswered.
   */
  onRejected?: (action: A, message: string) => void;
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
  { debounceMs = CLICK_DEBOUNCE_MS, failureMs = ACTION_FAILURE_MS, now, onRejected }: BoardActionOptions<A> = {},
): BoardAction<A> {
  const [failure, setFailure] = useState<string | null>(null);
  const inFlight = useRef(false);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);
  // Boards pass a fresh callback each render; `send` must stay one function.
  const rejected = useRef(onRejected);
  rejected.current = onRejected;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(hideTimer.current);
    };
  }, []);

  const showFailure = useCallback(
    (action: A, message: string) => {
      if (!mounted.current) return;
      setFailure(message);
      clearTimeout(hideTimer.current);
      hideTimer.current = setTimeout(() => setFailure(null), failureMs);
      rejected.current?.(action, message);
    },
    [failureMs],
  );

  const submit = useCallback(
    async (action: A) => {
      if (inFlight.current) return rejected.current?.(action, DROPPED_CLICK.inFlight);
      inFlight.current = true;
      try {
        const outcome = await onAction(action);
        if (!outcome.ok) showFailure(action, outcome.error || 'That move was not accepted');
      } catch {
        showFailure(action, 'The move could not be sent');
      } finally {
        inFlight.current = false;
      }
    },
    [onAction, showFailure],
  );

  const dropped = useCallback((action: A) => rejected.current?.(action, DROPPED_CLICK.tooSoon), []);
  const send = useDebouncedAction((action: A) => void submit(action), debounceMs, now, dropped);
  return { send, failure };
}
