import { ACTION_FAILURE_MS, UNCLICKABLE_FLASH_MS } from '@tabletop/board-kit';
import { useCallback, useEffect, useRef, useState } from 'react';

/** A click that does nothing: the cell flashes as unclickable and a short reason shows for a moment. */
export function useRefusal() {
  const [reason, setReason] = useState<string | null>(null);
  const [cell, setCell] = useState<number | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const refuse = useCallback((message: string, target: number | null) => {
    timers.current.forEach(clearTimeout);
    setReason(message);
    setCell(target);
    timers.current = [
      setTimeout(() => setCell(null), UNCLICKABLE_FLASH_MS),
      setTimeout(() => setReason(null), ACTION_FAILURE_MS),
    ];
  }, []);

  const clear = useCallback(() => {
    timers.current.forEach(clearTimeout);
    setReason(null);
    setCell(null);
  }, []);

  return { reason, cell, refuse, clear };
}
