export { game } from './game';
export { manifest } from './manifest';
export type {
  Direction,
  NeutralColor,
  Points,
  Repeller,
  RepellerColor,
  RepelloAction,
  RepelloState,
  Square,
  StackColor,
} from './types';
export {
  BOARD_SIZE,
  DIRECTIONS,
  DIRECTION_VECTORS,
  GREEN_SQUARES,
  INITIAL_PIECES,
  NEUTRAL_VALUES,
  SEAT_COLORS,
  VALUE_GRID,
  isDirection,
  isGreenSquare,
  isOnBoard,
  oppositeDirection,
  squareKind,
  squareValue,
  stackSize,
  type SquareKind,
} from './squares';
export { idIndex, initialState, pointsScore, stackOf } from './state';
export { traceMove } from './moves';
export { MAX_REPELS_PER_TURN, phaseOf, type Phase, type Position } from './turn';
export { GAME_URL, matchFromPosition, positionOf, scoreOf, seatColor, seatOf } from './players';
export { moveOption, turnOptions, type MoveOption, type TurnOptions } from './ui';
export { parseNotation, parsePosition, printPosition, type NotationResult } from './notation';
