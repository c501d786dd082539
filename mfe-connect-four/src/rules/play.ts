import type { Outcome as SideOutcome } from '@tabletop/game-kit';
import { COLUMNS, ROWS, completesFour, discToMove, isFull, winningFour } from './grid';
import type { C4Action, C4State, Disc } from './types';

/** Why a move is not legal in this state, or null when it is. The action has been read already. */
export function illegalReason(state: C4State, { column }: C4Action): string | null {
  if (state.columns[column].length >= ROWS) return `Column ${column + 1} is full`;
  return null;
}

/** The legal actions of the colour to move, from the left: every column with room. */
export function legalMoves(state: C4State): C4Action[] {
  const moves: C4Action[] = [];
  for (let column = 0; column < COLUMNS; column++) {
    if (state.columns[column].length < ROWS) moves.push({ column });
  }
  return moves;
}

/** The state after a legal move: the mover's disc lands on top of the column. */
export function dropDisc(state: C4State, { column }: C4Action): C4State {
  const columns = state.columns.slice();
  columns[column] = [...columns[column], discToMove(state)];
  return { columns };
}

export type Outcome = SideOutcome<Disc>;

/** Whether the game is over in this state, and who won (null for a draw: a full grid without a four). */
export function outcomeOf(state: C4State): Outcome {
  const four = winningFour(state);
  if (four) return { over: true, winner: four.disc };
  if (isFull(state)) return { over: true, winner: null };
  return { over: false };
}

/**
 * The outcome right after a disc was dropped in `column` of a running game: only that disc can have completed a
 * four (the game stops at the first), so only the lines through it are looked at. The server applies many moves.
 */
export function outcomeAfterDrop(state: C4State, column: number): Outcome {
  const top = { column, row: state.columns[column].length - 1 };
  if (completesFour(state, top)) return { over: true, winner: state.columns[column][top.row] };
  if (isFull(state)) return { over: true, winner: null };
  return { over: false };
}
