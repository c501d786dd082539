import type { Match } from '@tabletop/game-kit';
import { readAction } from './action';
import { discToMove } from './grid';
import type { C4State } from './types';

/*
 * The move notation of move lists and replays: the mover's colour and the column as the board labels it, 1..7 from
 * the left (the action's `column` plus one): `R 4` is Red dropping a disc in the middle column.
 */

/** GameDefinition.describeAction: the move in that notation; '' for anything that is not an action of this game. */
export function describeAction(view: Match<unknown>, _playerId: number, action: unknown): string {
  const move = readAction(action);
  if (!move) return '';
  return `${discToMove(view.state as C4State)} ${move.column + 1}`;
}
