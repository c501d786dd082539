import { BOARD_SIZE, INITIAL_PIECES, NEUTRAL_VALUES, SEAT_COLORS, stackSize } from './squares';
import type { NeutralColor, Points, Repeller, RepelloState, Square } from './types';

const ID_PREFIX = 'repellers.';
/** Stacks take the ids after the nine initial pieces, in seat order. */
export const FIRST_STACK_INDEX = INITIAL_PIECES.length;

export function repellerId(index: number): string {
  return `${ID_PREFIX}${index}`;
}

/** The number in 'repellers.<n>', or -1 for anything else. */
export function idIndex(id: string): number {
  const match = /^repellers\.(0|[1-9]\d*)$/.exec(id);
  return match ? Number(match[1]) : -1;
}

export function noPoints(): Points {
  return { black: 0, silver: 0, gold: 0 };
}

export function neutralPiece(index: number, color: NeutralColor, { x, y }: Square): Repeller {
  return {
    id: repellerId(index),
    color,
    x,
    y,
    value: NEUTRAL_VALUES[color],
    repellableDirections: [],
    movableDirections: [],
    points: noPoints(),
  };
}

export function stackPiece(seat: number, owner: number, playerCount: number, { x, y }: Square): Repeller {
  return {
    id: repellerId(FIRST_STACK_INDEX + seat),
    color: SEAT_COLORS[seat] ?? SEAT_COLORS[0],
    x,
    y,
    value: stackSize(playerCount),
    owner,
    repellableDirections: [],
    movableDirections: [],
    points: noPoints(),
  };
}

export function initialState(): RepelloState {
  return {
    repellers: INITIAL_PIECES.map(({ color, x, y }, index) => neutralPiece(index, color, { x, y })),
    moved: false,
    round: 1,
  };
}

export function isStack(piece: Repeller): boolean {
  return piece.owner !== undefined;
}

export function stackOf(state: RepelloState, owner: number): Repeller | undefined {
  return state.repellers.find((piece) => piece.owner === owner);
}

/** Whether the piece stands on the board (a captured stack does not). */
export function isOnTheBoard(piece: Repeller): piece is Repeller & Square {
  return piece.x !== null && piece.y !== null;
}

/** A dropped black takes the index after the highest one in use (see RULES.md). */
export function nextDropIndex(state: RepelloState): number {
  return state.repellers.reduce((max, piece) => Math.max(max, idIndex(piece.id)), FIRST_STACK_INDEX - 1) + 1;
}

/** Inserts a piece keeping the list sorted by id index. */
export function withPiece(repellers: readonly Repeller[], piece: Repeller): Repeller[] {
  const index = idIndex(piece.id);
  const at = repellers.findIndex((other) => idIndex(other.id) > index);
  return at === -1 ? [...repellers, piece] : [...repellers.slice(0, at), piece, ...repellers.slice(at)];
}

/** Which piece stands on each square, indexed y × 13 + x. */
export type PieceGrid = (Repeller | undefined)[];

export function pieceGrid(state: RepelloState): PieceGrid {
  const grid: PieceGrid = Array(BOARD_SIZE * BOARD_SIZE).fill(undefined);
  for (const piece of state.repellers) if (isOnTheBoard(piece)) grid[piece.y * BOARD_SIZE + piece.x] = piece;
  return grid;
}

export function pieceAt(grid: PieceGrid, x: number, y: number): Repeller | undefined {
  return x >= 0 && x < BOARD_SIZE && y >= 0 && y < BOARD_SIZE ? grid[y * BOARD_SIZE + x] : undefined;
}

/** Score = black × 1 + silver × 3 + gold × 5. */
export function pointsScore(points: Points): number {
  return (
    points.black * NEUTRAL_VALUES.black + points.silver * NEUTRAL_VALUES.silver + points.gold * NEUTRAL_VALUES.gold
  );
}
