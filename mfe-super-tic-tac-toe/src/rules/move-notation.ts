import type { Match } from '@tabletop/game-kit';
import { readAction } from './action';
import { notationSquare } from './names';
import { symbolToMove } from './state';
import type { TttState } from './types';

/*
 * The move notation of move lists and replays: the mover's symbol, `b` and the small board, `c` and the cell, both
 * numbered 1..9 row by row from the top left, as a person counts (names.ts): `X b5 c8` is X in the centre board's
 * bottom middle cell.
 */

/** GameDefinition.describeAction: the move in that notation; '' for anything that is not an action of this game. */
export function describeAction(view: Match<unknown>, _playerId: number, action: unknown): string {
  const move = readAction(action);
  if (!move) return '';
  return `${symbolToMove(view.state as TttState)} ${notationSquare(move.board, move.cell)}`;
}
