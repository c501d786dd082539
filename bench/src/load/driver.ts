/** One server's clients, as the load generator drives them. */
export interface Driver {
  /** Seats `games` games with two connected clients each, started, nobody moving yet. */
  setup(games: number): Promise<void>;
  close(): Promise<void>;
}
