import type { Match } from '@tabletop/game-kit';
import { matchFromPosition, positionOf } from './players';
import { stackOf, stackPiece, withPiece } from './state';
import { atRest, endTurn, seatValue, type Position } from './turn';
import type { RepelloState } from './types';

/** Fewer players than this with value left, and the game cannot go on. */
const MIN_PLAYERS_IN = 2;

/**
 * A player leaves a started game. Their stack's value drops to 0, which takes them out of the turn order (players
 * with value 0 are skipped) while their points and score entry stay; a placed stack stays on the board as an
 * ordinary piece. If it was their turn, the turn passes on with any repels left unresolved. The game ends when
 * fewer than two players with value would remain.
 */
export function forfeit(match: Match<RepelloState>, playerId: number): Match<RepelloState> {
  const position = positionOf(match);
  const seat = position.seats.indexOf(playerId);
  if (match.gameOver || position.turn === null || seat === -1) return match;

  const stack = stackOf(position.state, playerId);
  const repellers = stack
    ? position.state.repellers.map((piece) => (piece === stack ? { ...piece, value: 0 } : piece))
    : withPiece(position.state.repellers, {
        ...stackPiece(seat, playerId, position.seats.length, { x: 0, y: 0 }),
        x: null,
        y: null,
        value: 0,
      });
  const left: Position = { ...position, state: { ...position.state, repellers } };
  const stillIn = left.seats.filter((_, index) => seatValue(left, index) > 0).length;

  let next: Position;
  if (stillIn < MIN_PLAYERS_IN) next = { ...left, turn: null, state: atRest(left.state) };
  else if (position.turn === seat) next = endTurn(left, false);
  else next = left;
  return matchFromPosition(
    match.score.map((entry) => entry.player),
    next,
  );
}
