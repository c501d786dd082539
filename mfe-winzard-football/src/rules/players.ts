import { manifest } from './manifest';
import type { Match, Player } from '@tabletop/game-kit';
import { PAWNS, pawnSide } from './court';
import type { Pawn, Side, WinzardState } from './types';

export const GAME_URL = manifest.url;
/** The game ends when a score reaches this. */
export const WIN_GOALS = 3;
export const ACTIONS_PER_TURN = 2;

type Seating = Pick<Match<WinzardState>, 'score'>;

/** The players in seat order: seat 0 (the creator) plays left, seat 1 right. */
export function seatsOf(match: Seating): Player[] {
  return match.score.map((entry) => entry.player);
}

/** The side a player plays, or null for someone not seated. */
export function sideOf(match: Seating, playerId: number): Side | null {
  const seat = match.score.findIndex((entry) => entry.player.id === playerId);
  if (seat === 0) return 'left';
  return seat === 1 ? 'right' : null;
}

/** The player who plays a side. */
export function playerOfSide(match: Seating, side: Side): Player {
  return match.score[side === 'left' ? 0 : 1].player;
}

/** The other seated player. */
export function opponentOf(match: Seating, playerId: number): Player {
  return playerOfSide(match, sideOf(match, playerId) === 'left' ? 'right' : 'left');
}

/** The player who owns a pawn icon: ZURF and ZAPP belong to the left player, FROZT and ROOTZ to the right. */
export function iconOwner(match: Seating, pawn: Pawn): Player {
  return playerOfSide(match, pawnSide(pawn));
}

/** A player's two pawns, goalkeeper first; [] for someone not seated. */
export function pawnsOf(match: Seating, playerId: number): Pawn[] {
  const side = sideOf(match, playerId);
  return side ? [PAWNS[side].keeper, PAWNS[side].field] : [];
}
