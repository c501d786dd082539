import type { Outcome } from '@tabletop/game-kit';
import { STEPS, TARGET } from './constants';
import type { RaceAction, RaceState } from './types';

/** The steps that do not pass the target: all three below 19, fewer near the end, none at 21. */
export function legalSteps(state: RaceState): RaceAction[] {
  return STEPS.filter((add) => state.total + add <= TARGET).map((add) => ({ add }));
}

/** Why a step is not legal at this total, or null when it is. The action has been read already. */
export function illegalReason(state: RaceState, step: RaceAction): string | null {
  return state.total + step.add > TARGET ? `The total may not pass ${TARGET}` : null;
}

export function addTo(state: RaceState, action: RaceAction): RaceState {
  return { total: state.total + action.add };
}

/** Over at the target, won by whoever reached it: only the player who just moved can (there is no draw). */
export function outcomeOf(state: RaceState): Outcome<'mover'> {
  return state.total >= TARGET ? { over: true, winner: 'mover' } : { over: false };
}
