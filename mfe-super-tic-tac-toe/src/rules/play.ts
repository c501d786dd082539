import type { Outcome as SideOutcome } from '@tabletop/game-kit';
import { hasLine } from './lines';
import { boardName, cellName } from './names';
import { allBoardsDecided, bigWinner, CELL_COUNT, symbolToMove, winnerOf } from './state';
import type { SmallBoard, Sym, TttAction, TttState } from './types';

/** Why a move is not legal in this state, or null when it is. The action has been read already. */
export function illegalReason(state: TttState, { board, cell }: TttAction): string | null {
  if (state.boardToPlayIn !== null && board !== state.boardToPlayIn) {
    return `You must play in ${boardName(state.boardToPlayIn)}`;
  }
  const target = state.games[board];
  if (winnerOf(target)) return `${boardName(board)} is already won`;
  if (target.x.includes(cell) || target.o.includes(cell)) return `${cellName(board, cell)} is taken`;
  return null;
}

/** The legal actions of the symbol to move, ascending by board then cell. */
export function legalMoves(state: TttState): TttAction[] {
  const boards = state.boardToPlayIn === null ? state.games.map((_, index) => index) : [state.boardToPlayIn];
  const moves: TttAction[] = [];
  for (const board of boards) {
    const target = state.games[board];
    if (!target || winnerOf(target)) continue;
    for (let cell = 0; cell < CELL_COUNT; cell++) {
      if (!target.x.includes(cell) && !target.o.includes(cell)) moves.push({ board, cell });
    }
  }
  return moves;
}

/** The state after a legal move: mark, small-board win (checked before the clear), clear, next board. */
export function placeMark(state: TttState, { board, cell }: TttAction): TttState {
  const symbol = symbolToMove(state);
  const games = state.games.slice();
  games[board] = markBoard(games[board], symbol, cell);
  const boardToPlayIn = winnerOf(games[cell]) ? null : cell;
  return { player: symbol, boardToPlayIn, games };
}

function markBoard(board: SmallBoard, symbol: Sym, cell: number): SmallBoard {
  const mine = insertSorted(symbol === 'X' ? board.x : board.o, cell);
  const x = symbol === 'X' ? mine : board.x.slice();
  const o = symbol === 'O' ? mine : board.o.slice();
  if (hasLine(mine)) return { x, o, symbol };
  if (x.length + o.length === CELL_COUNT) return { x: [], o: [] };
  return { x, o };
}

function insertSorted(cells: readonly number[], cell: number): number[] {
  const index = cells.findIndex((existing) => existing > cell);
  return index === -1 ? [...cells, cell] : [...cells.slice(0, index), cell, ...cells.slice(index)];
}

export type Outcome = SideOutcome<Sym>;

/** Whether the game is over in this state, and who won (null for a draw: all boards won, no big line). */
export function outcomeOf(state: TttState): Outcome {
  const winner = bigWinner(state);
  if (winner) return { over: true, winner };
  if (allBoardsDecided(state)) return { over: true, winner: null };
  return { over: false };
}
