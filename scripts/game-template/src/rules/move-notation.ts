import type { Match } from '@tabletop/game-kit';
import { readAction } from './action';
import type { RaceState } from './types';

/*
 * The move notation of move lists and replays: the step and the total it makes, `+3 → 12`.
 */

/** GameDefinition.describeAction: the move in that notation; '' for anything that is not an action of this game. */
export function describeAction(view: Match<unknown>, _playerId: number, action: unknown): string {
  const step = readAction(action);
  if (!step) return '';
  return `+${step.add} → ${(view.state as RaceState).total + step.add}`;
}
