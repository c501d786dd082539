import { manifest } from './manifest';
import { addScore, initialScore, type Match, type Player } from '@tabletop/game-kit';
import { outcomeOf } from './play';
import { symbolToMove } from './state';
import type { Sym, TttState } from './types';

export const GAME_URL = manifest.url;
export const WIN_SCORE = 100;

/** Seat 0 (the creator) plays X and seat 1 plays O (rule 4). */
const SEAT_SYMBOLS: readonly Sym[] = ['X', 'O'];

/** The symbol a seated player plays, or null for someone not seated. */
export function symbolOf(match: Pick<Match<TttState>, 'score'>, playerId: number): Sym | null {
  const seat = match.score.findIndex((entry) => entry.player.id === playerId);
  return SEAT_SYMBOLS[seat] ?? null;
}

/** The seated player who plays `symbol`, or null when that seat is empty. */
export function playerOf(match: Pick<Match<TttState>, 'score'>, symbol: Sym): Player | null {
  return match.score[SEAT_SYMBOLS.indexOf(symbol)]?.player ?? null;
}

/**
 * A match for the given players in the given position: the player to move is the one playing
 * symbolToMove(state); a finished position is over, with 100 for a winner and nothing for a draw.
 */
export function matchFromState(players: Player[], state: TttState): Match<TttState> {
  const score = initialScore(players);
  const outcome = outcomeOf(state);
  if (!outcome.over) {
    return { game: GAME_URL, player: playerOf({ score }, symbolToMove(state)), score, gameOver: false, state };
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
