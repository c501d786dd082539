import { finishedHeader, turnHeader, type BoardSeen } from '@tabletop/board-kit';
import { withDisplayNames, type GameState, type Player } from '@tabletop/game-kit';
import { game, type SmallBoard, type Sym, type TttAction, type TttState } from '../rules';

export interface CellView {
  cell: number;
  mark: Sym | null;
  /** A legal action for the viewer: highlighted and clickable. */
  playable: boolean;
}

export interface SmallBoardView {
  index: number;
  /** The small board's winner, once it has one. */
  symbol: Sym | null;
  /** The board the next mark must go in. */
  forced: boolean;
  /** The viewer has at least one legal cell here. */
  playable: boolean;
  cells: CellView[];
}

export interface HeaderView {
  title: string;
  detail: string | null;
}

export interface BoardView {
  header: HeaderView;
  boards: SmallBoardView[];
}

const SEAT_SYMBOLS: readonly Sym[] = ['X', 'O'];

/**
 * What the board shows to `me`: the server's state plus the rules' legal actions, nothing decided here; `seen` (the
 * computer seats, a replay) words the heading.
 */
export function boardView(served: GameState<TttState>, me: Player, seen: BoardSeen = {}): BoardView {
  // Guests read as `Guest 5F2A`; ids, not names, decide everything below.
  const match = withDisplayNames(served);
  const legal = legalFor(match, me);
  const playing = !match.gameOver && match.player !== null;
  const boards = Array.from({ length: 9 }, (_, index): SmallBoardView => {
    const small: SmallBoard = match.state?.games?.[index] ?? { x: [], o: [] };
    const cells = Array.from({ length: 9 }, (_, cell): CellView => ({
      cell,
      mark: small.x.includes(cell) ? 'X' : small.o.includes(cell) ? 'O' : null,
      playable: legal.has(key(index, cell)),
    }));
    return {
      index,
      symbol: small.symbol ?? null,
      forced: playing && match.state?.boardToPlayIn === index,
      playable: cells.some((cell) => cell.playable),
      cells,
    };
  });
  return { header: headerOf(match, me, seen), boards };
}

function resultOf(match: GameState<TttState>, me: Player): string {
  const winnerSeat = match.score.findIndex((entry) => entry.score > 0);
  if (winnerSeat < 0) return 'Draw';
  const winner = match.score[winnerSeat].player;
  const symbol = SEAT_SYMBOLS[winnerSeat] ?? '?';
  return winner.id === me.id ? `You win as ${symbol}` : `${winner.name} (${symbol}) wins`;
}

function headerOf(match: GameState<TttState>, me: Player, seen: BoardSeen): HeaderView {
  if (match.gameOver) return finishedHeader(match, () => resultOf(match, me));
  if (!match.player || !match.state) return { title: 'Waiting for players', detail: null };
  const toMove: Sym = match.state.player === 'X' ? 'O' : 'X';
  return turnHeader(match, me, seen, { title: `Player ${toMove}'s Turn` });
}

function legalFor(match: GameState<TttState>, me: Player): Set<string> {
  try {
    return new Set(game.legalActions(match, me.id).map((action: TttAction) => key(action.board, action.cell)));
  } catch {
    // A state the rules cannot read offers nothing to click; the board still renders what it can.
    return new Set();
  }
}

function key(board: number, cell: number): string {
  return `${board}:${cell}`;
}
