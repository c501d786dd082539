import { KEYPAD_ARROWS, squareName, type Match } from '@tabletop/game-kit';
import { readAction } from './action';
import { stackOf } from './state';
import type { Repeller, RepelloState } from './types';

/*
 * The move notation of move lists and replays. Squares are named by column a..m (x 0..12, left to right) and row
 * 1..13 (y 0..12, top to bottom): `a1` is the top-left corner, `g7` the centre. Directions are arrows (`↗` is keypad 3).
 *
 *   place g7            a stack placed on a free green square
 *   move d4 ↗           the mover's stack, from its square, one step that way
 *   repel silver f5 ↗   a piece (its colour: black, silver, gold, or a stack's seat colour) from its square
 *   pass
 */

/** GameDefinition.describeAction: the move in that notation; '' for anything that is not an action of this game. */
export function describeAction(view: Match<unknown>, playerId: number, action: unknown): string {
  const move = readAction(action);
  if (!move) return '';
  const state = view.state as RepelloState;
  switch (move.type) {
    case 'place':
      return `place ${squareName(move.x, move.y)}`;
    case 'move':
      return `move ${at(stackOf(state, playerId))}${KEYPAD_ARROWS[move.direction]}`;
    case 'repel': {
      const piece = state.repellers.find((candidate) => candidate.id === move.id);
      return `repel ${piece ? `${piece.color} ${at(piece)}` : move.id}${KEYPAD_ARROWS[move.direction]}`;
    }
    case 'pass':
      return 'pass';
  }
}

/** A piece's square and a space, or nothing when it is off the board. */
function at(piece: Repeller | undefined): string {
  return piece && piece.x !== null && piece.y !== null ? `${squareName(piece.x, piece.y)} ` : '';
}
