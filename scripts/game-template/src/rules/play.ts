import { STEPS, TARGET } from './constants';
import type { RaceAction, RaceState } from './types';

/** The steps that do not pass the target: all three below 19, fewer near the end, none at 21. */
export function legalSteps(state: RaceState): RaceAction[] {
  return STEPS.filter((add) => state.total + add <= TARGET).map((add) => ({ add }));
}

export function addTo(state: RaceState, action: RaceAction): RaceState {
  return { total: state.total + action.add };
}

export function isFinished(state: RaceState): boolean {
  return state.total >= TARGET;
}
