import { hasLine } from './lines';
import type { SmallBoard, Sym, TttState } from './types';

export const BOARD_COUNT = 9;
export const CELL_COUNT = 9;

export function initialState(): TttState {
  return { player: 'O', boardToPlayIn: null, games: Array.from({ length: BOARD_COUNT }, () => ({ x: [], o: [] })) };
}

export function otherSymbol(symbol: Sym): Sym {
  return symbol === 'X' ? 'O' : 'X';
}

/** The symbol whose mark comes next: the other one than the last mark placed. */
export function symbolToMove(state: TttState): Sym {
  return otherSymbol(state.player);
}

/** A small board's winner; null and absent both mean none. */
export function winnerOf(board: SmallBoard): Sym | null {
  return board.symbol === 'X' || board.symbol === 'O' ? board.symbol : null;
}

/** The mark in one cell of a small board, or null when it is empty. */
export function markAt(board: SmallBoard, cell: number): Sym | null {
  if (board.x.includes(cell)) return 'X';
  if (board.o.includes(cell)) return 'O';
  return null;
}

/** Whether the next mark may go in `board` at all: it is the forced board (or the choice is free) and unwon. */
export function isPlayableBoard(state: TttState, board: number): boolean {
  const target = state.games[board];
  if (!target || winnerOf(target)) return false;
  return state.boardToPlayIn === null || state.boardToPlayIn === board;
}

/** The symbol owning three won boards in a line on the big grid, if any. */
export function bigWinner(state: TttState): Sym | null {
  for (const symbol of ['X', 'O'] as const) {
    const won = state.games.flatMap((board, index) => (winnerOf(board) === symbol ? [index] : []));
    if (hasLine(won)) return symbol;
  }
  return null;
}

/** Every board has a winner: with no big line, the game is a draw (rule 11). */
export function allBoardsDecided(state: TttState): boolean {
  return state.games.every((board) => winnerOf(board) !== null);
}
