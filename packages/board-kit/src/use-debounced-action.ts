import { useCallback, useRef } from 'react';
import { CLICK_DEBOUNCE_MS } from './timing';

/**
 * Wraps a click handler so that a click within `windowMs` of the previous accepted one is ignored
 * (a double click must not send two actions); `onDropped` hears about each ignored click, so the board can show it.
 */
export function useDebouncedAction<Args extends unknown[]>(
  handler: (...args: Args) => void,
  windowMs = CLICK_DEBOUNCE_MS,
  now: () => number = Date.now,
  onDropped?: (...args: Args) => void,
): (...args: Args) => void {
  const last = useRef(Number.NEGATIVE_INFINITY);
  return useCallback(
    (...args: Args) => {
      const at = now();
      if (at - last.current < windowMs) return onDropped?.(...args);
      last.current = at;
      handler(...args);
    },
    [handler, windowMs, now, onDropped],
  );
}
