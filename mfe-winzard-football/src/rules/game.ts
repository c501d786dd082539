import {
  checkedApply,
  gameIdentity,
  moverActions,
  reject,
  sameJson,
  seedRandom,
  type GameDefinition,
  type Match,
  type MoveResult,
  type Player,
} from '@tabletop/game-kit';
import { readAction } from './action';
import { cellName } from './court';
import { legalActionsOf } from './legal';
import { applyLegal, firstMatch } from './play';
import type { WinzardAction, WinzardState } from './types';
import { forfeit } from './forfeit';
import { manifest } from './manifest';
import { view } from './view';
import { determinize } from './determinize';
import { evaluate } from './evaluate';
import { describeAction } from './move-notation';

/** Without a seed the deal still depends only on the input: a seed made of the player ids, in seat order. */
export function defaultSeed(players: readonly Player[]): string {
  return `winzard-football:${players.map((player) => player.id).join(',')}`;
}

function setup(players: Player[], seed?: string): Match<WinzardState> {
  return firstMatch(players, seedRandom(seed ?? defaultSeed(players)));
}

const legalActions = moverActions<WinzardState, WinzardAction>((match) => {
  try {
    return legalActionsOf(match);
  } catch {
    return [];
  }
});

const checked = checkedApply<WinzardState, WinzardAction>({
  readAction,
  malformed:
    'An action is { type: "placeBall" | "placeKeeper", cell }, { type: "move" | "swap" | "tackle" | "pass", from, to }, ' +
    '{ type: "shoot", from, direction }, or { type: "draw" | "skipDraw" | "skipShot" }, cells 0..47',
  // Only the actions of this type from this cell are listed: the computer's search applies many actions a move.
  illegalReason(match, _playerId, move) {
    const legal = legalActionsOf(match, move.type, 'from' in move ? move.from : undefined);
    return legal.some((candidate) => sameJson(candidate, move)) ? null : illegalReason(match, move);
  },
  play: (match, _playerId, move) => applyLegal(match, move),
});

function apply(match: Match<WinzardState>, playerId: number, action: WinzardAction): MoveResult<WinzardState> {
  try {
    return checked(match, playerId, action);
  } catch {
    // Only a match that is not a Winzard Football match gets here; the rules themselves never throw.
    return reject('malformed', 'The match is not a Winzard Football match');
  }
}

const PHASE_HINTS: Record<WinzardState['phase'], string> = {
  ball: 'place the ball in your ball zone',
  keeper: 'place your goalkeeper in your goalkeeper zone',
  act: 'move, swap or tackle',
  draw: 'draw a card or skip the draw',
  shot: 'shoot, pass or skip the shot',
};

function illegalReason(match: Match<WinzardState>, action: WinzardAction): string {
  const hint = PHASE_HINTS[match.state.phase] ?? 'wait';
  if (legalActionsOf(match, action.type).length === 0) return `You cannot ${action.type} now; ${hint}`;
  switch (action.type) {
    case 'placeBall':
    case 'placeKeeper':
      return `Cell ${cellName(action.cell)} is not a free cell of your zone`;
    case 'move':
      return `No pawn of yours at cell ${cellName(action.from)} can reach the empty cell ${cellName(action.to)}`;
    case 'swap':
      return `Cell ${cellName(action.from)} cannot swap with cell ${cellName(action.to)}: both must be icon-free cards of your half, within the first card's reach`;
    case 'tackle':
      return `No pawn of yours at cell ${cellName(action.from)} can tackle the ball to cell ${cellName(action.to)}`;
    case 'shoot':
      return `No pawn of yours next to the ball at cell ${cellName(action.from)}`;
    case 'pass':
      return `A pass from cell ${cellName(action.from)} cannot land on cell ${cellName(action.to)}`;
    default:
      return `You cannot ${action.type} now; ${hint}`;
  }
}

export const game: GameDefinition<WinzardState, WinzardAction> = {
  ...gameIdentity(manifest),
  setup,
  legalActions,
  apply,
  forfeit,
  view,
  determinize,
  evaluate,
  describeAction,
};
