import { ACTION_FAILURE_MS, UNCLICKABLE_FLASH_MS } from '@tabletop/board-kit';
import { useCallback, useEffect, useRef, useState } from 'react';

/** A click that does nothing: the square flashes as unclickable and a short reason shows for a moment. */
export function useRefusal() {
  const [reason, setReason] = useState<string | null>(null);
  const [square, setSquare] = useState<string | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const refuse = useCallback((message: string, squareKey: string | null) => {
    timers.current.forEach(clearTimeout);
    setReason(message);
    setSquare(squareKey);
    timers.current = [
      setTimeout(() => setSquare(null), UNCLICKABLE_FLASH_MS),
      setTimeout(() => setReason(null), ACTION_FAILURE_MS),
    ];
  }, []);

  const clear = useCallback(() => {
    timers.current.forEach(clearTimeout);
    setReason(null);
    setSquare(null);
  }, []);

  return { reason, square, refuse, clear };
}
