import { useEffect, useState } from 'react';
import type { GoalAnimation } from '../rules';

/**
 * The goal being celebrated: the state's animation until its `durationMs` has passed, then null. Keyed by the
 * goal's number, so a re-render or a resync of the same state does not start the dance again.
 */
export function useGoalDance(animation: GoalAnimation | null): GoalAnimation | null {
  const [ended, setEnded] = useState<number | null>(null);
  const dance = animation && animation.goal !== ended ? animation : null;
  const goal = dance?.goal ?? null;
  const duration = dance?.durationMs ?? 0;

  useEffect(() => {
    if (goal === null) return;
    const timer = setTimeout(() => setEnded(goal), duration);
    return () => clearTimeout(timer);
  }, [goal, duration]);

  return dance;
}
