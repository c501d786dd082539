import { addScore, initialScore, type Match, type Player } from '@tabletop/game-kit';
import { SEAT_DISCS, discToMove } from './grid';
import { manifest } from './manifest';
import { outcomeOf } from './play';
import type { C4State, Disc } from './types';

export const GAME_URL = manifest.url;
/** As in Super Tic-Tac-Toe: the winner scores 100, a draw scores nothing. */
export const WIN_SCORE = 100;

/** The colour a seated player plays, or null for someone not seated. */
export function discOf(match: Pick<Match<C4State>, 'score'>, playerId: number): Disc | null {
  const seat = match.score.findIndex((entry) => entry.player.id === playerId);
  return SEAT_DISCS[seat] ?? null;
}

/** The seated player who plays `disc`, or null when that seat is empty. */
export function playerOf(match: Pick<Match<C4State>, 'score'>, disc: Disc): Player | null {
  return match.score[SEAT_DISCS.indexOf(disc)]?.player ?? null;
}

/**
 * A match for the given players in the given position: the player to move is the one playing discToMove(state); a
 * finished position is over, with 100 for the winner and nothing for a draw.
 */
export function matchFromState(players: Player[], state: C4State): Match<C4State> {
  const score = initialScore(players);
  const outcome = outcomeOf(state);
  if (!outcome.over) {
    return { game: GAME_URL, player: playerOf({ score }, discToMove(state)), score, gameOver: false, state };
  }
  const winner = outcome.winner && playerOf({ score }, outcome.winner);
  return {
    game: GAME_URL,
    player: null,
    score: winner ? addScore(score, winner, WIN_SCORE) : score,
    gameOver: true,
    state,
  };
}
