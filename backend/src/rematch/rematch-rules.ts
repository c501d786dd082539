import type { Player } from '@tabletop/game-kit';
import type { RematchOffer } from '@tabletop/protocol';

/** One seat of a finished game, as a rematch decision reads it. */
export interface RematchSeat {
  player: Player;
  /** Left the started game before its end. */
  forfeited: boolean;
  /** Put the finished game away (`New game`) or started another game. */
  dismissed: boolean;
  /** Said yes to a rematch. */
  accepted: boolean;
  /** A computer's seat (game_players.computer_level): it plays again whenever the people do. */
  computer: boolean;
}

/**
 * A seat that says yes without being asked: a computer's. This is the one place to say so; who must answer and who
 * plays both follow from it.
 */
export function acceptsByItself(seat: RematchSeat): boolean {
  return seat.computer;
}

/** Whose yes a rematch needs: every seat that stayed to the end and is still at the table. */
export function mustAccept(seat: RematchSeat): boolean {
  return !seat.forfeited && !seat.dismissed && !acceptsByItself(seat);
}

function accepts(seat: RematchSeat): boolean {
  return !seat.dismissed && (seat.accepted || acceptsByItself(seat));
}

/**
 * Where a finished game's rematch stands. It starts once every seat that must accept has and at least the game's
 * minimum would play; a forfeiter may come along by accepting too (and is awaited when the others are too few).
 */
export function rematchStanding(
  seats: readonly RematchSeat[],
  minPlayers: number,
): { status: 'open' | 'closed'; ready: boolean; accepted: number[]; waitingFor: number[] } {
  const ids = (list: readonly RematchSeat[]) => list.map((seat) => seat.player.id);
  const accepted = seats.filter(accepts);
  const stillHere = seats.filter((seat) => !seat.dismissed);
  if (stillHere.length < minPlayers) return { status: 'closed', ready: false, accepted: [], waitingFor: [] };
  const required = seats.filter((seat) => mustAccept(seat) && !seat.accepted);
  const waitingFor =
    required.length > 0 || accepted.length >= minPlayers ? required : stillHere.filter((seat) => !accepts(seat));
  return { status: 'open', ready: waitingFor.length === 0, accepted: ids(accepted), waitingFor: ids(waitingFor) };
}

/** The rematch's players: those who accept, in seat order turned by one, so the first player rotates. */
export function rematchPlayers(seats: readonly RematchSeat[]): Player[] {
  const playing = seats.filter(accepts).map((seat) => seat.player);
  return [...playing.slice(1), ...playing.slice(0, 1)];
}

/** The offer as the seats are told it. */
export function rematchOffer(
  code: string,
  seats: readonly RematchSeat[],
  minPlayers: number,
  next: string | null,
): RematchOffer {
  if (next !== null) return { code, status: 'started', accepted: [], waitingFor: [], next };
  const { status, accepted, waitingFor } = rematchStanding(seats, minPlayers);
  return { code, status, accepted, waitingFor, next };
}
