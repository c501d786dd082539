import { Client } from 'pg';

/**
 * SQL pieces that fill a test database with many finished games in a few statements, for the tests that plan queries
 * on a large database (request-path, history and rating plans).
 */

/** Seat 0's and seat 1's user of game `g` among users 1..`users`: never the same (6·id + 1 is odd, `users` even). */
export function seatUsers(users: number): [seat0: string, seat1: string] {
  return [`(g.id * 7) % ${users} + 1`, `(g.id * 13 + 1) % ${users} + 1`];
}

/** Both seats of game `g` as rows `s(user_id, seat)`, for `FROM games g, <this>`. */
export function seatRows(users: number): string {
  const [seat0, seat1] = seatUsers(users);
  return `LATERAL (VALUES (${seat0}, 0), (${seat1}, 1)) AS s(user_id, seat)`;
}

/**
 * Inserts games 1..`count`, finished, with codes spread over the 36^4 space as the random ones are (a code's finished
 * games are few). `game` and `match` are SQL of `i`, the game's number; `minutesApart` dates game i that many minutes
 * after game i - 1, the last one now (else every game is dated now).
 */
export function finishedGamesInsert(options: {
  count: number;
  game: string;
  match: string;
  minutesApart?: number;
}): string {
  const { count, game, match, minutesApart } = options;
  const dated = minutesApart === undefined ? '' : `now() - (${count} - i) * interval '${minutesApart} minute'`;
  return `INSERT INTO games (code, game, status, match, version, seed${dated && ', created_at, updated_at'})
   SELECT string_agg(substr('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', ((i::bigint * 104729 / (36 ^ k)::bigint) % 36)::int + 1, 1), ''
                     ORDER BY k),
          ${game}, 'over', ${match}, 3, 'seed'${dated && `, ${dated}, ${dated}`}
     FROM generate_series(1, ${count}) i, generate_series(0, 3) k GROUP BY i ORDER BY i`;
}

/** A connection to the test's database with `statements` run on it; never fails on the database dropped under it. */
export async function filledDatabase(url: string, statements: readonly string[]): Promise<Client> {
  const sql = new Client({ connectionString: url });
  // The database is dropped with this connection open at the end.
  sql.on('error', () => undefined);
  await sql.connect();
  for (const statement of statements) await sql.query(statement);
  return sql;
}
