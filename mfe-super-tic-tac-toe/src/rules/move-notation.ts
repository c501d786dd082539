import type { Match } from '@tabletop/game-kit';
import { readAction } from './action';
import { symbolToMove } from './state';
import type { TttState } from './types';

/*
 * The move notation of move lists and replays: the mover's symbol, `b` and the small board, `c` and the cell, both
 * numbered 0..8 row-major as in the position notation (notation.ts): `X b4 c7` is X in the centre board's bottom
 * middle cell.
 */

/** GameDefinition.describeAction: the move in that notation; '' for anything that is not an action of this game. */
export function describeAction(view: Match<unknown>, _playerId: number, action: unknown): string {
  const move = readAction(action);
  if (!move) return '';
  return `${symbolToMove(view.state as TttState)} b${move.board} c${move.cell}`;
}
