export { game } from './game';
export { manifest } from './manifest';
export type { SmallBoard, Sym, TttAction, TttState } from './types';
export { WIN_LINES, hasLine } from './lines';
export {
  BOARD_COUNT,
  CELL_COUNT,
  allBoardsDecided,
  bigWinner,
  initialState,
  isPlayableBoard,
  markAt,
  otherSymbol,
  symbolToMove,
  winnerOf,
} from './state';
export { GAME_URL, WIN_SCORE, matchFromState, playerOf, symbolOf } from './players';
export { legalMoves, outcomeOf, type Outcome } from './play';
export { boardName, cellName } from './names';
export { gridPosition, parseNotation, parseState, printState, type NotationResult } from './notation';
