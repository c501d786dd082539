import { squareName, type Match } from '@tabletop/game-kit';
import { describeAction } from './move-notation';
import { repelDirections } from './repel';
import { repeatsPosition } from './repetition';
import { pieceGrid } from './state';
import type { RepelloAction, RepelloState } from './types';

/**
 * Why `action` is not among the legal ones, for the player to read: squares and moves are named as in the move list
 * (`d7`, `repel black d5 ↗`), never by the state's numbers.
 */
export function illegalReason(
  match: Match<RepelloState>,
  playerId: number,
  legal: readonly RepelloAction[],
  action: RepelloAction,
): string {
  const allowed = [...new Set(legal.map((candidate) => candidate.type))].join(' or ');
  if (!legal.some((candidate) => candidate.type === action.type)) {
    return `You cannot ${action.type} now; you may ${allowed}`;
  }
  if (action.type === 'place') return `${squareName(action.x, action.y)} is not a free green square`;
  if (action.type === 'pass') return 'You cannot pass while you have something to do';
  const refused = `You cannot ${describeAction(match, playerId, action)}`;
  return action.type === 'repel' && bringsBackAPosition(match.state, playerId, action)
    ? `${refused}: it would bring back a position of this turn`
    : refused;
}

function bringsBackAPosition(
  state: RepelloState,
  playerId: number,
  { id, direction }: Extract<RepelloAction, { type: 'repel' }>,
): boolean {
  const piece = state.repellers.find((candidate) => candidate.id === id);
  if (!piece) return false;
  return (
    repelDirections(pieceGrid(state), piece, playerId).includes(direction) && repeatsPosition(state, piece, direction)
  );
}
