import {
  accept,
  addScore,
  firstPlayer,
  gameIdentity,
  initialScore,
  nextPlayer,
  reject,
  rejectOutOfTurn,
  type GameDefinition,
  type Match,
  type MoveResult,
  type Player,
} from '@tabletop/game-kit';
import { readAction } from './action';
import { TARGET, WIN_SCORE } from './constants';
import { manifest } from './manifest';
import { describeAction } from './move-notation';
import { addTo, isFinished, legalSteps } from './play';
import type { RaceAction, RaceState } from './types';

function setup(players: Player[]): Match<RaceState> {
  const score = initialScore(players);
  return { game: manifest.url, player: firstPlayer(score), score, gameOver: false, state: { total: 0 } };
}

function legalActions(match: Match<RaceState>, playerId: number): RaceAction[] {
  if (rejectOutOfTurn(match, playerId)) return [];
  return legalSteps(match.state);
}

// Checks the action itself rather than searching legalActions; the property tests check that both agree.
function apply(match: Match<RaceState>, playerId: number, action: RaceAction): MoveResult<RaceState> {
  const outOfTurn = rejectOutOfTurn(match, playerId);
  if (outOfTurn) return outOfTurn;
  const step = readAction(action);
  if (!step) return reject('malformed', 'An action is { add } with add 1, 2 or 3');
  if (match.state.total + step.add > TARGET) return reject('illegal', `The total may not pass ${TARGET}`);

  const state = addTo(match.state, step);
  if (!isFinished(state)) return accept({ ...match, player: nextPlayer(match.score, match.player), state });
  // Only the mover can reach the target, so the winner is the player who just moved.
  return accept({
    ...match,
    player: null,
    gameOver: true,
    score: addScore(match.score, match.player, WIN_SCORE),
    state,
  });
}

export const game: GameDefinition<RaceState, RaceAction> = {
  ...gameIdentity(manifest),
  setup,
  legalActions,
  apply,
  describeAction,
};
