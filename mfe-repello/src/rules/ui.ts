import type { Match } from '@tabletop/game-kit';
import { traceMove } from './moves';
import { positionOf } from './players';
import { stackOf } from './state';
import { legalActionsAt, phaseOf } from './turn';
import type { Direction, RepelloState, Square } from './types';

export interface MoveOption {
  direction: Direction;
  /** Every square entered, in order; the last one is where the stack lands. */
  path: Square[];
  landing: Square;
}

/** A player's legal actions, grouped the way a board shows them. Everything empty when it is not their turn. */
export interface TurnOptions {
  /** 'wait' when it is not this player's turn (or the game is over). */
  phase: 'place' | 'move' | 'repel' | 'wait';
  placements: Square[];
  moves: MoveOption[];
  /** Pieces that may be repelled, in list order, with their directions. */
  repels: { id: string; directions: Direction[] }[];
  /** True when `{ type: 'pass' }` is the only legal action. */
  mustPass: boolean;
}

/** The squares a move of the stack at `from` would enter (ignoring other pieces), or null if it cannot start. */
export function moveOption(from: Square, direction: Direction): MoveOption | null {
  const path = traceMove(from, direction);
  return path && path.length > 0 ? { direction, path, landing: path[path.length - 1] } : null;
}

export function turnOptions(match: Match<RepelloState>, playerId: number): TurnOptions {
  const none: TurnOptions = { phase: 'wait', placements: [], moves: [], repels: [], mustPass: false };
  if (match.gameOver || match.player?.id !== playerId) return none;
  const position = positionOf(match);
  const options: TurnOptions = { ...none, phase: phaseOf(match.state, playerId) };
  const stack = stackOf(match.state, playerId);
  for (const action of legalActionsAt(position)) {
    if (action.type === 'place') options.placements.push({ x: action.x, y: action.y });
    if (action.type === 'pass') options.mustPass = true;
    if (action.type === 'move' && stack && stack.x !== null && stack.y !== null) {
      const option = moveOption({ x: stack.x, y: stack.y }, action.direction);
      if (option) options.moves.push(option);
    }
    if (action.type === 'repel') {
      const entry = options.repels.find((repel) => repel.id === action.id);
      if (entry) entry.directions.push(action.direction);
      else options.repels.push({ id: action.id, directions: [action.direction] });
    }
  }
  return options;
}
