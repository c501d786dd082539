import {
  finishedHeader,
  isSeated,
  legendSeats,
  turnHeader,
  WATCHING_REASON,
  type BoardSeen,
  type LegendSeat,
} from '@tabletop/board-kit';
import { withDisplayNames, type GameState, type Player } from '@tabletop/game-kit';
import { COLUMNS, ROWS, SEAT_DISCS, discToMove, game, winningCells, type C4State, type Disc } from '../rules';
import { DISC_NAMES } from './disc-colors';

export interface CellView {
  row: number;
  disc: Disc | null;
  /** Part of the four (or fours) that won the game. */
  winning: boolean;
}

export interface ColumnView {
  column: number;
  /** How many more discs it takes. */
  free: number;
  /** A legal action for the viewer: a click or key drops a disc here. */
  playable: boolean;
  /** The cell a disc dropped now would land in, while the column has room. */
  landingRow: number | null;
  /** Its cells from the top row down, as they are drawn. */
  cells: CellView[];
  /** Its accessible name: `Column 4, 2 free` (numbered from 1, as the keys are). */
  label: string;
}

export interface HeaderView {
  title: string;
  detail: string | null;
}

/** Who plays which colour, for the legend beside the header. */
export type SeatView = LegendSeat<Disc>;

export interface BoardView {
  header: HeaderView;
  columns: ColumnView[];
  seats: SeatView[];
  /** The viewer's colour, or null for a spectator: the preview disc shows it. */
  myDisc: Disc | null;
  /** Why a click does nothing right now, for any column (a full column has its own reason), or null. */
  idleReason: string | null;
}

const EMPTY: C4State = { columns: Array.from({ length: COLUMNS }, () => []) };

/**
 * What the board shows to `me`: the server's state plus the rules' legal actions, nothing decided here; `seen` (the
 * computer seats, a replay) words the heading.
 */
export function boardView(served: GameState<C4State>, me: Player, seen: BoardSeen = {}): BoardView {
  // Guests read as `Guest 5F2A`; ids, not names, decide everything below.
  const match = withDisplayNames(served);
  const state = match.state?.columns ? match.state : EMPTY;
  const legal = legalColumns(match, me);
  const winning = match.gameOver ? winningCells(state) : [];
  const columns = Array.from({ length: COLUMNS }, (_, column): ColumnView => {
    const discs = state.columns[column] ?? [];
    const free = Math.max(0, ROWS - discs.length);
    const cells = Array.from({ length: ROWS }, (_, index): CellView => {
      const row = ROWS - 1 - index;
      return {
        row,
        disc: discs[row] ?? null,
        winning: winning.some((cell) => cell.column === column && cell.row === row),
      };
    });
    return {
      column,
      free,
      playable: legal.has(column),
      landingRow: free > 0 ? discs.length : null,
      cells,
      label: `Column ${column + 1}, ${free > 0 ? `${free} free` : 'full'}`,
    };
  });
  const seat = match.score.findIndex((entry) => entry.player.id === me.id);
  const seats = legendSeats(match, me, SEAT_DISCS);
  return {
    header: headerOf(match, me, state, seen),
    columns,
    seats,
    myDisc: SEAT_DISCS[seat] ?? null,
    idleReason: idleReasonOf(match, me),
  };
}

function resultOf(match: GameState<C4State>, me: Player): string {
  const winnerSeat = match.score.findIndex((entry) => entry.score > 0);
  if (winnerSeat < 0) return 'Draw';
  const winner = match.score[winnerSeat].player;
  const colour = DISC_NAMES[SEAT_DISCS[winnerSeat]] ?? '?';
  return winner.id === me.id ? `You win as ${colour}` : `${winner.name} (${colour}) wins`;
}

function headerOf(match: GameState<C4State>, me: Player, state: C4State, seen: BoardSeen): HeaderView {
  if (match.gameOver) return finishedHeader(match, () => resultOf(match, me));
  if (!match.player || !match.state) return { title: 'Waiting for players', detail: null };
  return turnHeader(match, me, seen, { title: `${DISC_NAMES[discToMove(state)]}'s Turn` });
}

function idleReasonOf(match: GameState<C4State>, me: Player): string | null {
  if (match.gameOver) return 'The game is over';
  if (!isSeated(match, me)) return WATCHING_REASON;
  if (match.player?.id !== me.id) return 'Not your turn';
  return null;
}

function legalColumns(match: GameState<C4State>, me: Player): Set<number> {
  try {
    return new Set(game.legalActions(match, me.id).map((action) => action.column));
  } catch {
    // A state the rules cannot read offers nothing to click; the board still renders what it can.
    return new Set();
  }
}
