import { withDisplayNames, type GameState, type Player } from '@tabletop/game-kit';
import type { Sym, TttState } from '../rules';

/** Who plays which symbol, as the board shows it beside the header. */
export interface SeatSymbol {
  player: Player;
  symbol: Sym;
  me: boolean;
  toMove: boolean;
}

/** Seat 0 plays X and seat 1 plays O (contract §2); guests read by their display names. */
export function seatSymbols(served: GameState<TttState>, me: Player): SeatSymbol[] {
  const match = withDisplayNames(served);
  return match.score.slice(0, 2).map(({ player }, seat) => ({
    player,
    symbol: seat === 0 ? 'X' : 'O',
    me: player.id === me.id,
    toMove: !match.gameOver && match.player?.id === player.id,
  }));
}
