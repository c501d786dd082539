import {
  checkedApply,
  gameIdentity,
  firstPlayer,
  initialScore,
  moverActions,
  sameJson,
  scoreMargin,
  type GameDefinition,
  type Match,
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

const legalActions = moverActions<RepelloState, RepelloAction>((match) => legalActionsAt(positionOf(match)));

const apply = checkedApply<RepelloState, RepelloAction>({
  readAction,
  malformed:
    'An action is { type: "place", x, y }, { type: "move", direction }, { type: "repel", id, direction } or { type: "pass" }',
  illegalReason(match, playerId, move) {
    const legal = legalActionsAt(positionOf(match));
    return legal.some((candidate) => sameJson(candidate, move)) ? null : illegalReason(match, playerId, legal, move);
  },
  play: (match, _playerId, move) =>
    matchFromPosition(
      match.score.map((entry) => entry.player),
      applyAt(positionOf(match), move),
    ),
});

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
