/** A public game waiting for players, as the home page lists it (GET /api/game/open-tables and the `tables` push). */
export interface OpenTable {
  /** The game's url, e.g. 'repello'. */
  game: string;
  /** Its invite code: a listed table is joined with POST /api/game/join like any other. */
  code: string;
  /** The display name of its first seat (the creator, or whoever moved up when they left). */
  host: string;
  seated: number;
  /** The most players it seats (the game's maximum). */
  seats: number;
  /** How long it has been waiting, in whole seconds, when the list was read. */
  ageSeconds: number;
}

/**
 * Every open table, oldest first. `revision` grows with every list the server reads, and a list read later holds every
 * change made before it was numbered: of two lists, keep the one with the higher revision.
 */
export interface OpenTables {
  revision: number;
  tables: OpenTable[];
}

export type OpenTablesAck = ({ ok: true } & OpenTables) | { ok: false; error: string };

/** The list to keep when `next` arrives while `held` is shown: pushes may cross a fetch on the way. */
export function newerTables(held: OpenTables | undefined, next: OpenTables): OpenTables {
  return held && held.revision >= next.revision ? held : next;
}
