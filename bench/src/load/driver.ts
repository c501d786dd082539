/** One server's clients, as the load generator drives them. */
export interface Driver {
  /** Seats more games, up to `total` in all, with two connected clients each, started, nobody moving yet. */
  seat(total: number): Promise<void>;
  close(): Promise<void>;
}
