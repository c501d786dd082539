import {
  accept,
  gameIdentity,
  firstPlayer,
  initialScore,
  reject,
  rejectOutOfTurn,
  sameJson,
  scoreMargin,
  type GameDefinition,
  type Match,
  type MoveResult,
  type Player,
} from '@tabletop/game-kit';
import { readAction } from './action';
import { forfeit } from './forfeit';
import { manifest } from './manifest';
import { illegalReason } from './refusals';
import { describeAction } from './move-notation';
import { scoringPushes } from './scoring-pushes';
import { GAME_URL, matchFromPosition, positionOf } from './players';
import { initialState } from './state';
import { annotate, applyAt, legalActionsAt } from './turn';
import type { RepelloAction, RepelloState } from './types';

function setup(players: Player[]): Match<RepelloState> {
  const score = initialScore(players);
  const seats = players.map((player) => player.id);
  const { state } = annotate({ seats, turn: 0, state: initialState() });
  return { game: GAME_URL, player: firstPlayer(score), score, gameOver: false, state };
}

function legalActions(match: Match<RepelloState>, playerId: number): RepelloAction[] {
  if (rejectOutOfTurn(match, playerId)) return [];
  return legalActionsAt(positionOf(match));
}

function apply(match: Match<RepelloState>, playerId: number, action: RepelloAction): MoveResult<RepelloState> {
  const outOfTurn = rejectOutOfTurn(match, playerId);
  if (outOfTurn) return outOfTurn;
  const read = readAction(action);
  if (!read) {
    return reject(
      'malformed',
      'An action is { type: "place", x, y }, { type: "move", direction }, { type: "repel", id, direction } or { type: "pass" }',
    );
  }
  const position = positionOf(match);
  const legal = legalActionsAt(position);
  if (!legal.some((candidate) => sameJson(candidate, read))) {
    return reject('illegal', illegalReason(match, playerId, legal, read));
  }

  const next = applyAt(position, read);
  return accept(
    matchFromPosition(
      match.score.map((entry) => entry.player),
      next,
    ),
  );
}

export const game: GameDefinition<RepelloState, RepelloAction> = {
  ...gameIdentity(manifest),
  setup,
  legalActions,
  apply,
  forfeit,
  // Points come with every capture: the lead so far judges a cut-short playout of the computer's search.
  evaluate: scoreMargin,
  // Hard scores when it can: its short playouts find putting a score off (or losing it) as good as taking it.
  preferredActions: scoringPushes,
  describeAction,
};
