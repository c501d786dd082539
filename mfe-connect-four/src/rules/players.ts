import { matchInPosition, seatSides, type Match, type Player } from '@tabletop/game-kit';
import { SEAT_DISCS, discToMove } from './grid';
import { manifest } from './manifest';
import { outcomeOf } from './play';
import type { C4State } from './types';

export const GAME_URL = manifest.url;
/** As in Super Tic-Tac-Toe: the winner scores 100, a draw scores nothing. */
export const WIN_SCORE = 100;

/** discOf: the colour a seated player plays; playerOf: the seated player of a colour (null when not seated). */
export const { sideOf: discOf, playerOf } = seatSides(SEAT_DISCS);

/**
 * A match for the given players in the given position: the player to move is the one playing discToMove(state); a
 * finished position is over, with 100 for the winner and nothing for a draw.
 */
export function matchFromState(players: Player[], state: C4State): Match<C4State> {
  return matchInPosition(
    { url: GAME_URL, winScore: WIN_SCORE, sides: SEAT_DISCS, sideToMove: discToMove, outcomeOf },
    players,
    state,
  );
}
