import { CELL_COUNT, isPawn, pawnSide } from './court';
import type { Cell, Icon, Pawn, Side } from './types';

/** The cell holding an icon, or -1 when it is not on the court. */
export function iconCell(court: readonly Cell[], icon: Icon): number {
  return court.findIndex((cell) => cell.icon === icon);
}

export function ballCell(court: readonly Cell[]): number {
  return iconCell(court, 'FOOTBALL');
}

export function isEmpty(court: readonly Cell[], cell: number): boolean {
  return cell >= 0 && cell < CELL_COUNT && court[cell].icon === undefined;
}

/** The cells holding a side's pawns, in index order. */
export function pawnCellsOf(court: readonly Cell[], side: Side): number[] {
  return [...court.keys()].filter((cell) => {
    const icon = court[cell].icon;
    return isPawn(icon) && pawnSide(icon) === side;
  });
}

function withoutIcon(cell: Cell): Cell {
  return { character: cell.character, value: cell.value };
}

/** A copy of the court with `icon` standing on `cell` (and nowhere else); `cell` -1 takes it off the court. */
export function placeIcon(court: readonly Cell[], icon: Icon, cell: number): Cell[] {
  return court.map((card, index) => {
    if (index === cell) return { ...withoutIcon(card), icon };
    return card.icon === icon ? withoutIcon(card) : card;
  });
}

/** A copy of the court with the cards of two cells exchanged; icons stay where they are. */
export function swapCards(court: readonly Cell[], a: number, b: number): Cell[] {
  return court.map((card, index) => {
    if (index !== a && index !== b) return card;
    const other = court[index === a ? b : a];
    const swapped: Cell = { character: other.character, value: other.value };
    return card.icon === undefined ? swapped : { ...swapped, icon: card.icon };
  });
}

/** The pawn standing on a cell, if any. */
export function pawnAt(court: readonly Cell[], cell: number): Pawn | undefined {
  const icon = court[cell]?.icon;
  return isPawn(icon) ? icon : undefined;
}
