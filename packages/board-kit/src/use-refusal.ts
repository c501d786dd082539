import { useCallback, useEffect, useRef, useState } from 'react';
import { ACTION_FAILURE_MS, UNCLICKABLE_FLASH_MS } from './timing';

/**
 * A click that does nothing: the clicked target (a square, a cell) flashes as unclickable for 1 s and a short reason
 * shows for a moment. `myTurn`: when the turn comes to the viewer, a reason still showing goes, since `Not your turn`
 * must not stand over the board once it is (a reason shown as the turn leaves them, a dropped double click's, stays).
 */
export function useRefusal<Target>(myTurn?: boolean) {
  const [reason, setReason] = useState<string | null>(null);
  const [target, setTarget] = useState<Target | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const refuse = useCallback((message: string, refused: Target | null) => {
    timers.current.forEach(clearTimeout);
    setReason(message);
    setTarget(refused);
    timers.current = [
      setTimeout(() => setTarget(null), UNCLICKABLE_FLASH_MS),
      setTimeout(() => setReason(null), ACTION_FAILURE_MS),
    ];
  }, []);

  const clear = useCallback(() => {
    timers.current.forEach(clearTimeout);
    setReason(null);
    setTarget(null);
  }, []);

  useEffect(() => {
    if (myTurn) clear();
  }, [myTurn, clear]);

  return { reason, target, refuse, clear };
}
