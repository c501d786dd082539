/** The shapes of Connect Four's state and action (the contract's `state` and action for this game). */

/** A disc: Red (the first seat, who moves first) or Yellow (the second seat). */
export type Disc = 'R' | 'Y';

export interface C4State {
  /**
   * Seven columns, left to right; each lists its discs from the bottom up (at most six). Who moves next follows from
   * the counts (Red when both colours have as many discs), so the state holds nothing that could disagree with them.
   */
  columns: Disc[][];
}

/** Drop a disc in a column, numbered 0..6 from the left. */
export interface C4Action {
  column: number;
}

/** A cell of the grid: its column (0..6 from the left) and its row (0..5 from the bottom). */
export interface Cell {
  column: number;
  row: number;
}
