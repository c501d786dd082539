/**
 * The ids a client may give its actions (the shell sends a UUID or 32 hex digits): nothing outside this set reaches
 * the database.
 */
export const CLIENT_ACTION_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The id of an action the server makes for a seat (a computer's move at `version`). An id is applied once per game, so
 * a client that sent this id first would make the server's action look like a retry of its own and the seat would
 * never move: the ':' keeps these ids outside CLIENT_ACTION_ID, where no client can take them.
 */
export function serverActionId(maker: 'computer', version: number): string {
  return `${maker}:${version}`;
}
