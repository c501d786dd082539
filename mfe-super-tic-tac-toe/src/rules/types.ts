/** The shapes of the game contract (Super Tic-Tac-Toe). */

export type Sym = 'X' | 'O';

/**
 * One small 3×3 board. `x` and `o` hold cell indexes 0..8 (row-major), always sorted ascending so equal
 * positions are equal JSON. `symbol` is the winner; on an unwon board this module leaves it ABSENT
 * (never writes null). Readers treat null like absent, because the contract allows `symbol?: Sym | null`.
 */
export interface SmallBoard {
  x: number[];
  o: number[];
  symbol?: Sym | null;
}

export interface TttState {
  /** The symbol of the LAST mark placed: 'O' initially, so X moves first. */
  player: Sym;
  /** The board the next mark must go in; null for a free choice. */
  boardToPlayIn: number | null;
  /** Nine small boards, row-major (0 = top-left, 4 = centre). */
  games: SmallBoard[];
}

export interface TttAction {
  board: number;
  cell: number;
}
