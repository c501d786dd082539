import { matchInPosition, seatSides, type Match, type Player } from '@tabletop/game-kit';
import { manifest } from './manifest';
import { outcomeOf } from './play';
import { symbolToMove } from './state';
import type { Sym, TttState } from './types';

export const GAME_URL = manifest.url;
export const WIN_SCORE = 100;

/** Seat 0 (the creator) plays X and seat 1 plays O (rule 4). */
const SEAT_SYMBOLS: readonly Sym[] = ['X', 'O'];

/** symbolOf: the symbol a seated player plays; playerOf: the seated player of a symbol (null when not seated). */
export const { sideOf: symbolOf, playerOf } = seatSides(SEAT_SYMBOLS);

/**
 * A match for the given players in the given position: the player to move is the one playing
 * symbolToMove(state); a finished position is over, with 100 for a winner and nothing for a draw.
 */
export function matchFromState(players: Player[], state: TttState): Match<TttState> {
  return matchInPosition(
    { url: GAME_URL, winScore: WIN_SCORE, sides: SEAT_SYMBOLS, sideToMove: symbolToMove, outcomeOf },
    players,
    state,
  );
}
