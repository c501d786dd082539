import { BOARD_SIZE, DIRECTION_VECTORS, DIRECTIONS, GREEN_SQUARES, isOnBoard, squareValue } from './squares';
import { pieceAt, type PieceGrid } from './state';
import type { Direction, Square } from './types';

/**
 * The squares a move from `from` in `direction` enters, in order, ignoring the other pieces: n squares where
 * n is the value of the first one; a component that would leave the board is flipped before the step (both
 * in a corner). null when the first square is off the board.
 */
export function traceMove(from: Square, direction: Direction): Square[] | null {
  let { dx, dy } = DIRECTION_VECTORS[direction];
  if (!isOnBoard(from.x + dx, from.y + dy)) return null;
  const length = squareValue(from.x + dx, from.y + dy);
  const path: Square[] = [];
  let { x, y } = from;
  for (let step = 0; step < length; step++) {
    if (x + dx < 0 || x + dx >= BOARD_SIZE) dx = -dx;
    if (y + dy < 0 || y + dy >= BOARD_SIZE) dy = -dy;
    x += dx;
    y += dy;
    path.push({ x, y });
  }
  return path;
}

/** The path of a legal move: every square entered is empty and none is the start (the dropped black lies there). */
export function clearPath(grid: PieceGrid, from: Square, direction: Direction): Square[] | null {
  const path = traceMove(from, direction);
  if (!path) return null;
  const blocked = path.some(({ x, y }) => (x === from.x && y === from.y) || pieceAt(grid, x, y) !== undefined);
  return blocked ? null : path;
}

export function movableDirections(grid: PieceGrid, from: Square): Direction[] {
  return DIRECTIONS.filter((direction) => clearPath(grid, from, direction) !== null);
}

function hasNeighbour(grid: PieceGrid, { x, y }: Square): boolean {
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) if ((dx !== 0 || dy !== 0) && pieceAt(grid, x + dx, y + dy)) return true;
  }
  return false;
}

/**
 * Where a stack may be placed (round 1) or re-enter: empty green squares with no adjacent piece; when there is
 * none, any empty green square. Row by row.
 */
export function placementSquares(grid: PieceGrid): Square[] {
  const empty = GREEN_SQUARES.filter(({ x, y }) => !pieceAt(grid, x, y));
  const free = empty.filter((square) => !hasNeighbour(grid, square));
  return (free.length > 0 ? free : empty).map(({ x, y }) => ({ x, y }));
}
