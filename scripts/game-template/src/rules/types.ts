/** The race to 21: two players take turns adding 1, 2 or 3 to a shared total; whoever makes it 21 wins. */
export interface RaceState {
  /** The running total, 0 to TARGET. */
  total: number;
}

/** Add `add` (1, 2 or 3) to the total. */
export interface RaceAction {
  add: number;
}
