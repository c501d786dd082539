import type { Match, Player } from './contract';
import type { Outcome } from './alternating-turns';
import { addScore, initialScore } from './score';

/** Who plays what in a game whose seats each play one side (X and O, Red and Yellow), in seat order. */
export interface SeatSides<Side> {
  /** The side a seated player plays, or null for someone not seated. */
  sideOf(match: Pick<Match<unknown>, 'score'>, playerId: number): Side | null;
  /** The seated player who plays `side`, or null when that seat is empty. */
  playerOf(match: Pick<Match<unknown>, 'score'>, side: Side): Player | null;
}

/** Seat 0 (the creator) plays sides[0], seat 1 plays sides[1], and so on. */
export function seatSides<Side>(sides: readonly Side[]): SeatSides<Side> {
  return {
    sideOf(match, playerId) {
      const seat = match.score.findIndex((entry) => entry.player.id === playerId);
      return sides[seat] ?? null;
    },
    playerOf(match, side) {
      return match.score[sides.indexOf(side)]?.player ?? null;
    },
  };
}

/** What it takes to read a match off a position of a game whose state says which side is to move. */
export interface SidedPositions<S, Side> {
  url: string;
  /** What the winner scores; a draw scores nothing. */
  winScore: number;
  sides: readonly Side[];
  sideToMove(state: S): Side;
  outcomeOf(state: S): Outcome<Side>;
}

/**
 * The match of `players` (in seat order) in a position, as the rules would have made it: the player of the side to
 * move is to move; a finished position is over, with winScore for the winner and nothing for a draw.
 */
export function matchInPosition<S, Side>(game: SidedPositions<S, Side>, players: Player[], state: S): Match<S> {
  const { playerOf } = seatSides(game.sides);
  const score = initialScore(players);
  const outcome = game.outcomeOf(state);
  if (!outcome.over) {
    return { game: game.url, player: playerOf({ score }, game.sideToMove(state)), score, gameOver: false, state };
  }
  const winner = outcome.winner === null ? null : playerOf({ score }, outcome.winner);
  return {
    game: game.url,
    player: null,
    score: winner ? addScore(score, winner, game.winScore) : score,
    gameOver: true,
    state,
  };
}
