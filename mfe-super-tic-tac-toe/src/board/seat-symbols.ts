import { legendSeats, type LegendSeat } from '@tabletop/board-kit';
import { withDisplayNames, type GameState, type Player } from '@tabletop/game-kit';
import type { Sym, TttState } from '../rules';

/** Who plays which symbol, as the board shows it beside the header. */
export type SeatSymbol = LegendSeat<Sym>;

/** Seat 0 plays X and seat 1 plays O, as the rules say. */
const SEAT_SYMBOLS: readonly Sym[] = ['X', 'O'];

/** Who plays which symbol; guests read by their display names. */
export function seatSymbols(served: GameState<TttState>, me: Player): SeatSymbol[] {
  return legendSeats(withDisplayNames(served), me, SEAT_SYMBOLS);
}
