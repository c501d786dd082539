export { game } from './game';
export { manifest } from './manifest';
export type { C4Action, C4State, Cell, Disc } from './types';
export {
  COLUMNS,
  CONNECT,
  FOURS,
  ROWS,
  SEAT_DISCS,
  discAt,
  discCount,
  discToMove,
  freeCells,
  initialState,
  isFull,
  otherDisc,
  winningCells,
  winningFour,
} from './grid';
export { GAME_URL, WIN_SCORE, discOf, matchFromState, playerOf } from './players';
export { legalMoves, outcomeOf, type Outcome } from './play';
export { evaluate } from './evaluate';
export { parseNotation, parseState, printState, type NotationResult } from './notation';
