import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import { COLUMNS } from '../rules';

/** The middle column: where the keyboard cursor starts. */
const START = Math.floor(COLUMNS / 2);

/**
 * Keyboard play on the grid: keys 1–7 drop a disc in that column, the arrows (and Home, End) move a cursor over
 * the columns and focus it, and Enter or Space on the focused column drops there (it is a button). Only keys pressed
 * inside the board count, so typing elsewhere on the page never plays.
 */
export function useColumnCursor(drop: (column: number) => void) {
  const [cursor, setCursor] = useState(START);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const moveTo = useCallback((column: number) => {
    const next = Math.min(COLUMNS - 1, Math.max(0, column));
    setCursor(next);
    buttons.current[next]?.focus();
  }, []);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const digit = Number(event.key);
      if (Number.isInteger(digit) && digit >= 1 && digit <= COLUMNS) {
        event.preventDefault();
        moveTo(digit - 1);
        drop(digit - 1);
        return;
      }
      const target = { ArrowLeft: cursor - 1, ArrowRight: cursor + 1, Home: 0, End: COLUMNS - 1 }[event.key];
      if (target === undefined) return;
      event.preventDefault();
      moveTo(target);
    },
    [cursor, drop, moveTo],
  );

  const buttonRef = useCallback(
    (column: number) => (element: HTMLButtonElement | null) => {
      buttons.current[column] = element;
    },
    [],
  );

  return { cursor, setCursor, onKeyDown, buttonRef };
}
