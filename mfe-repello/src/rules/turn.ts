import { stackSize } from './squares';
import { clearPath, movableDirections, placementSquares } from './moves';
import { pushPiece, repelDirections } from './repel';
import { reachedAfterPush, repeatsPosition } from './repetition';
import {
  isOnTheBoard,
  neutralPiece,
  nextDropIndex,
  pieceGrid,
  stackOf,
  stackPiece,
  withPiece,
  type PieceGrid,
} from './state';
import type { Direction, Repeller, RepelloAction, RepelloState } from './types';

/** A backstop: after this many repels the turn passes, even if pushes to positions not seen this turn remain. */
export const MAX_REPELS_PER_TURN = 200;

/** A state with the seating it is played by: what the turn order and the direction lists depend on. */
export interface Position {
  /** Player ids in seat order (seat 0 = the creator). */
  seats: readonly number[];
  /** Seat index of the player to move; null once the game is over. */
  turn: number | null;
  state: RepelloState;
}

/** What the player to move is doing: placing/re-entering their stack, moving it, or resolving repels. */
export type Phase = 'place' | 'move' | 'repel';

export function phaseOf(state: RepelloState, owner: number): Phase {
  const stack = stackOf(state, owner);
  if (!stack || !isOnTheBoard(stack)) return 'place';
  return state.moved ? 'repel' : 'move';
}

/** A seat's value for the turn order: its stack's, or the full stack size before it is placed. */
export function seatValue(position: Pick<Position, 'seats' | 'state'>, seat: number): number {
  const stack = stackOf(position.state, position.seats[seat]);
  return stack ? stack.value : stackSize(position.seats.length);
}

/** The pushes allowed now: those the board allows that do not return to a position reached this turn. */
function repelActions(state: RepelloState, grid: PieceGrid, owner: number): RepelloAction[] {
  return state.repellers.flatMap((piece) =>
    repelDirections(grid, piece, owner)
      .filter((direction) => !repeatsPosition(state, piece, direction))
      .map((direction): RepelloAction => ({ type: 'repel', id: piece.id, direction })),
  );
}

/** The actions the given player could take if it were their turn, without `pass`. */
function actionsOf(state: RepelloState, grid: PieceGrid, owner: number): RepelloAction[] {
  const phase = phaseOf(state, owner);
  if (phase === 'place') return placementSquares(grid).map(({ x, y }): RepelloAction => ({ type: 'place', x, y }));
  if (phase === 'repel') return repelActions(state, grid, owner);
  const stack = stackOf(state, owner) as Repeller & { x: number; y: number };
  if (stack.value <= 0) return [];
  return movableDirections(grid, stack).map((direction): RepelloAction => ({ type: 'move', direction }));
}

/**
 * The legal actions of the player to move, in this order: placements row by row, moves or repels by piece
 * (list order) then direction; `pass` alone when nothing else is legal. [] once the game is over.
 */
export function legalActionsAt({ seats, turn, state }: Position): RepelloAction[] {
  if (turn === null) return [];
  const actions = actionsOf(state, pieceGrid(state), seats[turn]);
  return actions.length > 0 ? actions : [{ type: 'pass' }];
}

/** The position after a legal action of the player to move; the caller has checked it is legal. */
export function applyAt(position: Position, action: RepelloAction): Position {
  const { seats, turn, state } = position;
  if (turn === null) return position;
  const owner = seats[turn];
  if (action.type === 'pass') return annotate(endTurn(position, true));

  let next: RepelloState;
  if (action.type === 'place') next = place(state, seats, turn, action);
  else if (action.type === 'move') next = move(state, owner, action.direction);
  else next = repel(state, owner, action.id, action.direction);

  const turnIsOver =
    (next.repelCount ?? 0) >= MAX_REPELS_PER_TURN || repelActions(next, pieceGrid(next), owner).length === 0;
  const after = { seats, turn, state: next };
  return annotate(turnIsOver ? endTurn(after, false) : after);
}

function place(state: RepelloState, seats: readonly number[], seat: number, { x, y }: { x: number; y: number }) {
  const owner = seats[seat];
  const stack = stackOf(state, owner);
  const repellers = stack
    ? state.repellers.map((piece) => (piece === stack ? { ...piece, x, y } : piece))
    : withPiece(state.repellers, stackPiece(seat, owner, seats.length, { x, y }));
  return { ...state, repellers, moved: true };
}

function move(state: RepelloState, owner: number, direction: Direction): RepelloState {
  const stack = stackOf(state, owner) as Repeller & { x: number; y: number };
  const path = clearPath(pieceGrid(state), stack, direction) ?? [];
  const landing = path[path.length - 1] ?? stack;
  const moved = state.repellers.map((piece) =>
    piece === stack ? { ...piece, x: landing.x, y: landing.y, value: piece.value - 1 } : piece,
  );
  const dropped = neutralPiece(nextDropIndex(state), 'black', { x: stack.x, y: stack.y });
  return { ...state, repellers: withPiece(moved, dropped), moved: true };
}

function repel(state: RepelloState, owner: number, id: string, direction: Direction): RepelloState {
  const target = state.repellers.find((piece) => piece.id === id);
  if (!target || !isOnTheBoard(target)) return state;
  const repellers = pushPiece(state.repellers, target, direction, owner);
  const reached = reachedAfterPush(state, repellers);
  const { reached: _earlier, ...rest } = state;
  return { ...rest, repellers, repelCount: (state.repelCount ?? 0) + 1, ...(reached && { reached }) };
}

/** The state between turns: the pieces and the round, with nothing of the last turn's repels. */
export function atRest(state: RepelloState): RepelloState {
  return { repellers: state.repellers, moved: false, round: state.round };
}

/**
 * Hands the turn to the next seat with value, counting a round each time the turn wraps past seat 0. The game
 * is over when no seat has value, or when a pass leaves nobody with value able to act: passes change nothing,
 * so a full cycle of them would follow.
 */
export function endTurn({ seats, turn, state }: Position, afterPass: boolean): Position {
  const ended = atRest(state);
  const position = { seats, turn, state: ended };
  const current = turn ?? 0;
  let next: number | null = null;
  for (let offset = 1; offset <= seats.length; offset++) {
    const seat = (current + offset) % seats.length;
    if (seatValue(position, seat) > 0) {
      next = seat;
      break;
    }
  }
  if (next === null) return { ...position, turn: null };
  if (afterPass && !anyoneCanAct(position)) return { ...position, turn: null };
  const round = next <= current ? state.round + 1 : state.round;
  return { seats, turn: next, state: { ...ended, round } };
}

function anyoneCanAct(position: Position): boolean {
  const grid = pieceGrid(position.state);
  const idle = { ...position.state, moved: false };
  return position.seats.some((owner, seat) => seatValue(position, seat) > 0 && actionsOf(idle, grid, owner).length > 0);
}

/**
 * Writes the direction lists: each piece's `repellableDirections` and the moving stack's `movableDirections`
 * hold exactly the repel and move actions now legal for the player to move; every other list is [].
 */
export function annotate(position: Position): Position {
  const actions = legalActionsAt(position);
  const repellable = new Map<string, Direction[]>();
  const movable: Direction[] = [];
  for (const action of actions) {
    if (action.type === 'repel') repellable.set(action.id, [...(repellable.get(action.id) ?? []), action.direction]);
    if (action.type === 'move') movable.push(action.direction);
  }
  const mover = position.turn === null ? undefined : position.seats[position.turn];
  const repellers = position.state.repellers.map((piece) => ({
    ...piece,
    repellableDirections: repellable.get(piece.id) ?? [],
    movableDirections: piece.owner !== undefined && piece.owner === mover ? movable : [],
  }));
  return { ...position, state: { ...position.state, repellers } };
}
