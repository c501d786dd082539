import { DIRECTION_VECTORS, DIRECTIONS, isOnBoard } from './squares';
import { isOnTheBoard, isStack, pieceAt, type PieceGrid } from './state';
import type { Direction, Repeller } from './types';

/**
 * The directions `piece` may be pushed in by the player `activeOwner`: a piece stands behind it (at P − d) and
 * the square ahead (P + d) is empty or off the board — but the active player's own stack is never pushed off.
 */
export function repelDirections(grid: PieceGrid, piece: Repeller, activeOwner: number): Direction[] {
  if (!isOnTheBoard(piece)) return [];
  return DIRECTIONS.filter((direction) => {
    const { dx, dy } = DIRECTION_VECTORS[direction];
    if (!pieceAt(grid, piece.x - dx, piece.y - dy)) return false;
    const ahead = { x: piece.x + dx, y: piece.y + dy };
    if (!isOnBoard(ahead.x, ahead.y)) return piece.owner !== activeOwner;
    return !pieceAt(grid, ahead.x, ahead.y);
  });
}

/**
 * The pieces after a legal push of `target` by `activeOwner` one square in `direction`. Off the board, a
 * neutral piece is removed and scores for the pusher; a stack is captured (x, y null) and, while it has
 * value, gives one repeller: its value drops by 1 and the pusher gains a black point.
 */
export function pushPiece(
  repellers: readonly Repeller[],
  target: Repeller & { x: number; y: number },
  direction: Direction,
  activeOwner: number,
): Repeller[] {
  const { dx, dy } = DIRECTION_VECTORS[direction];
  const x = target.x + dx;
  const y = target.y + dy;
  if (isOnBoard(x, y)) return repellers.map((piece) => (piece === target ? { ...piece, x, y } : piece));

  if (!isStack(target)) {
    const color = target.color as 'black' | 'silver' | 'gold';
    return repellers
      .filter((piece) => piece !== target)
      .map((piece) => (piece.owner === activeOwner ? addPoint(piece, color) : piece));
  }
  const pays = target.value > 0;
  return repellers.map((piece) => {
    if (piece === target) return { ...piece, x: null, y: null, value: pays ? piece.value - 1 : piece.value };
    return pays && piece.owner === activeOwner ? addPoint(piece, 'black') : piece;
  });
}

function addPoint(piece: Repeller, color: 'black' | 'silver' | 'gold'): Repeller {
  return { ...piece, points: { ...piece.points, [color]: piece.points[color] + 1 } };
}
