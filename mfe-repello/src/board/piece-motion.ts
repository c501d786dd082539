import { DIRECTIONS, DIRECTION_VECTORS, isOnBoard, moveOption, type Square } from '../rules';
import type { PieceView } from './view-model';

/** A piece that just left the board, and the off-board square it slides to as it fades. */
export interface LeavingPiece {
  piece: PieceView;
  to: Square;
}

/**
 * The squares a stack passed through, when it went from `from` to `to` by a move (bounces included), or null for
 * anything a straight slide shows well: a push or a one-square move.
 */
export function movePath(from: Square, to: Square): Square[] | null {
  if (Math.max(Math.abs(from.x - to.x), Math.abs(from.y - to.y)) <= 1) return null;
  for (const direction of DIRECTIONS) {
    const option = moveOption(from, direction);
    if (option && option.landing.x === to.x && option.landing.y === to.y) return option.path;
  }
  return null;
}

/** The pieces of `before` missing from `after`, each sent off the edge away from the piece that pushed it. */
export function leavingPieces(before: PieceView[], after: PieceView[]): LeavingPiece[] {
  const staying = new Set(after.map((piece) => piece.id));
  const occupied = new Set(after.map((piece) => `${piece.x},${piece.y}`));
  return before
    .filter((piece) => !staying.has(piece.id))
    .map((piece) => {
      const direction = DIRECTIONS.find((d) => {
        const { dx, dy } = DIRECTION_VECTORS[d];
        return !isOnBoard(piece.x + dx, piece.y + dy) && occupied.has(`${piece.x - dx},${piece.y - dy}`);
      });
      if (!direction) return { piece, to: { x: piece.x, y: piece.y } };
      const { dx, dy } = DIRECTION_VECTORS[direction];
      return { piece, to: { x: piece.x + dx, y: piece.y + dy } };
    });
}
