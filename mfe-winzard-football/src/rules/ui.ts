import type { Match } from '@tabletop/game-kit';
import { DIRECTION_VECTORS, cellIndex, cellPoint, isOnCourt, type Point } from './court';
import { legalActionsOf } from './legal';
import { traceShot, type ShotPath } from './shot';
import { ballCell } from './state';
import type { ActionType, Phase, WinzardAction, WinzardPublicState } from './types';

/** One legal action as a pick-then-target board sees it. */
export interface ActionChoice {
  kind: ActionType;
  /** The cell picked first (a pawn or a card); null for placements and for the draw/skip decisions. */
  source: number | null;
  /**
   * The cell clicked second; null for the draw/skip decisions. For a shot it is the ball's first step in the
   * shot's direction, which may lie just off the court (x −1 or 8, y −1 or 6): then `cell` is null.
   */
  target: Point | null;
  cell: number | null;
  action: WinzardAction;
}

/** A player's legal actions grouped for a board. Everything empty when it is not their turn. */
export interface TurnOptions {
  /** 'wait' when it is not this player's turn (or the game is over). */
  phase: Phase | 'wait';
  /** Placements (round 1): click a target cell, no source. */
  placements: ActionChoice[];
  /** The cells that may be picked first, in index order. */
  sources: number[];
  /** The choices of each source cell, keyed by the cell index. Two kinds may share a target (move and tackle). */
  bySource: Record<number, ActionChoice[]>;
  /** The choices picked by the target cell alone, keyed by the target's cell index. */
  byTarget: Record<number, ActionChoice[]>;
  /** draw / skipDraw / skipShot: buttons, not cells. */
  decisions: WinzardAction[];
}

export function choiceOf(match: Match<WinzardPublicState>, action: WinzardAction): ActionChoice {
  switch (action.type) {
    case 'placeBall':
    case 'placeKeeper':
      return { kind: action.type, source: null, target: cellPoint(action.cell), cell: action.cell, action };
    case 'draw':
    case 'skipDraw':
    case 'skipShot':
      return { kind: action.type, source: null, target: null, cell: null, action };
    case 'shoot': {
      const ball = cellPoint(ballCell(match.state.unconvertedCourt));
      const { dx, dy } = DIRECTION_VECTORS[action.direction];
      const target = { x: ball.x + dx, y: ball.y + dy };
      const cell = isOnCourt(target.x, target.y) ? cellIndex(target.x, target.y) : null;
      return { kind: 'shoot', source: action.from, target, cell, action };
    }
    default:
      return { kind: action.type, source: action.from, target: cellPoint(action.to), cell: action.to, action };
  }
}

export function turnOptions(match: Match<WinzardPublicState>, playerId: number): TurnOptions {
  const options: TurnOptions = {
    phase: 'wait',
    placements: [],
    sources: [],
    bySource: {},
    byTarget: {},
    decisions: [],
  };
  if (match.gameOver || match.player?.id !== playerId) return options;
  options.phase = match.state.phase;
  for (const action of legalActionsOf(match)) {
    const choice = choiceOf(match, action);
    if (choice.target === null) options.decisions.push(action);
    else if (choice.source === null) options.placements.push(choice);
    else {
      if (!options.bySource[choice.source]) options.sources.push(choice.source);
      (options.bySource[choice.source] ??= []).push(choice);
    }
    if (choice.cell !== null) (options.byTarget[choice.cell] ??= []).push(choice);
  }
  options.sources.sort((a, b) => a - b);
  return options;
}

/** Where a legal shot would go, for the board to draw its line before the player commits (null for other actions). */
export function shotPreview(match: Match<WinzardPublicState>, action: WinzardAction): ShotPath | null {
  if (action.type !== 'shoot') return null;
  const court = match.state.unconvertedCourt;
  const ball = ballCell(court);
  if (ball < 0 || !court[action.from]) return null;
  return traceShot(court, ball, court[action.from].value, action.direction);
}
