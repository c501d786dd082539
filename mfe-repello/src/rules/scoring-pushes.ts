import type { Match } from '@tabletop/game-kit';
import { DIRECTION_VECTORS, isOnBoard } from './squares';
import { isOnTheBoard } from './state';
import type { RepelloAction, RepelloState } from './types';

/**
 * GameDefinition.preferredActions: of the legal actions, the pushes that score, taking a neutral piece or an
 * opponent's stack with value left off the board. Points once scored are kept, and the computer's short playouts
 * cannot tell scoring now from a push that leaves the score for later, or loses it.
 */
export function scoringPushes(match: Match<RepelloState>, _playerId: number, legal: RepelloAction[]): RepelloAction[] {
  return legal.filter((action) => {
    if (action.type !== 'repel') return false;
    const piece = match.state.repellers.find((candidate) => candidate.id === action.id);
    if (!piece || !isOnTheBoard(piece)) return false;
    const { dx, dy } = DIRECTION_VECTORS[action.direction];
    return !isOnBoard(piece.x + dx, piece.y + dy) && (piece.owner === undefined || piece.value > 0);
  });
}
