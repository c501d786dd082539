export { game, defaultSeed } from './game';
export { manifest } from './manifest';
export { view } from './view';
export { determinize } from './determinize';
export { evaluate } from './evaluate';
export type {
  ActionType,
  Cell,
  Character,
  Direction,
  Face,
  GoalAnimation,
  Icon,
  LastDraw,
  Pawn,
  Phase,
  ShotOutcome,
  ShotRecord,
  Side,
  WinzardAction,
  WinzardPublicState,
  WinzardState,
  WinzardView,
} from './types';
export {
  ALL_PAWNS,
  CELL_COUNT,
  CHARACTERS,
  COURT_HEIGHT,
  COURT_WIDTH,
  DIRECTIONS,
  DIRECTION_VECTORS,
  GOAL_ROWS,
  PAWNS,
  ZONES,
  cardArt,
  cellIndex,
  cellPoint,
  cellsWithin,
  distance,
  faceOf,
  goalMouthAt,
  halfOf,
  isDirection,
  isKeeper,
  isOnCourt,
  isPawn,
  otherSide,
  pawnSide,
  reachOf,
  type Point,
} from './court';
export { CARD_VALUES, CENTRE_CELLS, deal, reshuffledPile, sideCards, type Deal } from './deal';
export {
  ACTIONS_PER_TURN,
  GAME_URL,
  WIN_GOALS,
  iconOwner,
  opponentOf,
  pawnsOf,
  playerOfSide,
  seatsOf,
  sideOf,
} from './players';
export { ballCell, iconCell, isEmpty, pawnAt, pawnCellsOf } from './state';
export { passTargets, traceShot, type ShotPath } from './shot';
export { ACTION_TYPES, readAction } from './action';
export { choiceOf, shotPreview, turnOptions, type ActionChoice, type TurnOptions } from './ui';
export { NOTATION_PLAYERS, parseMatch, parseNotation, printCell, printMatch, type NotationResult } from './notation';
