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
import { evaluate } from './evaluate';
import { forfeit } from './forfeit';
import { initialState } from './grid';
import { manifest } from './manifest';
import { describeAction } from './move-notation';
import { dropDisc, illegalReason, legalMoves, outcomeAfterDrop } from './play';
import { GAME_URL, WIN_SCORE } from './players';
import type { C4Action, C4State } from './types';

function setup(players: Player[]): Match<C4State> {
  const score = initialScore(players);
  return { game: GAME_URL, player: firstPlayer(score), score, gameOver: false, state: initialState() };
}

function legalActions(match: Match<C4State>, playerId: number): C4Action[] {
  if (rejectOutOfTurn(match, playerId)) return [];
  return legalMoves(match.state);
}

// Validates the action directly instead of searching legalActions; the property tests check that both agree.
function apply(match: Match<C4State>, playerId: number, action: C4Action): MoveResult<C4State> {
  const outOfTurn = rejectOutOfTurn(match, playerId);
  if (outOfTurn) return outOfTurn;
  const move = readAction(action);
  if (!move) return reject('malformed', 'An action is { column } with an integer from 0 to 6');
  const reason = illegalReason(match.state, move);
  if (reason) return reject('illegal', reason);

  const state = dropDisc(match.state, move);
  const outcome = outcomeAfterDrop(state, move.column);
  if (!outcome.over) return accept({ ...match, player: nextPlayer(match.score, match.player), state });
  // Only the disc just dropped can complete a four, so a winner is always the player who just moved.
  const score = outcome.winner ? addScore(match.score, match.player, WIN_SCORE) : match.score;
  return accept({ ...match, player: null, gameOver: true, score, state });
}

// Its own forfeit: game-kit's default would end the game with the scores as they stand (0 each); here the one who
// stays scores 100, as a win by four would.
export const game: GameDefinition<C4State, C4Action> = {
  ...gameIdentity(manifest),
  setup,
  legalActions,
  apply,
  evaluate,
  describeAction,
  forfeit,
};
