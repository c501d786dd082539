import {
  accept,
  gameIdentity,
  addScore,
  firstPlayer,
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
import { forfeit } from './forfeit';
import { manifest } from './manifest';
import { describeAction } from './move-notation';
import { illegalReason, legalMoves, outcomeOf, placeMark } from './play';
import { GAME_URL, WIN_SCORE } from './players';
import { initialState } from './state';
import type { TttAction, TttState } from './types';

function setup(players: Player[]): Match<TttState> {
  const score = initialScore(players);
  return { game: GAME_URL, player: firstPlayer(score), score, gameOver: false, state: initialState() };
}

function legalActions(match: Match<TttState>, playerId: number): TttAction[] {
  if (rejectOutOfTurn(match, playerId)) return [];
  return legalMoves(match.state);
}

// Validates the action directly instead of searching legalActions (the server applies many of these);
// the property tests check that both agree.
function apply(match: Match<TttState>, playerId: number, action: TttAction): MoveResult<TttState> {
  const outOfTurn = rejectOutOfTurn(match, playerId);
  if (outOfTurn) return outOfTurn;
  const move = readAction(action);
  if (!move) return reject('malformed', 'An action is { board, cell } with two integers from 0 to 8');
  const reason = illegalReason(match.state, move);
  if (reason) return reject('illegal', reason);

  const state = placeMark(match.state, move);
  const outcome = outcomeOf(state);
  if (!outcome.over) return accept({ ...match, player: nextPlayer(match.score, match.player), state });
  // Only the mover can complete a big line, so a winner is always the player who just moved.
  const score = outcome.winner ? addScore(match.score, match.player, WIN_SCORE) : match.score;
  return accept({ ...match, player: null, gameOver: true, score, state });
}

export const game: GameDefinition<TttState, TttAction> = {
  ...gameIdentity(manifest),
  setup,
  legalActions,
  apply,
  forfeit,
  describeAction,
};
