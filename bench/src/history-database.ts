/**
 * The history database: a named database on the bench's PostgreSQL holding many finished games (history-rows.ts), kept
 * between runs and rebuilt only when the schema (the backend's migrations) or the generator changes. Its fingerprint
 * and the id ranges it was built with are kept as the database's comment; a run's own rows (ids above them) are
 * deleted after it, and before it if an earlier run was interrupted, so it always holds the same games.
 */
import { join } from 'node:path';
import pg from 'pg';
import { adminQuery, databaseUrl, withClient } from './database';
import {
  actionStatement,
  gameStatement,
  historyPlan,
  playerRatingStatement,
  playerStatement,
  ratingChangeStatement,
  templateStatements,
  userStatement,
  type HistoryPlan,
} from './history-rows';

/** Bump when history-rows.ts generates different rows: every kept history database is rebuilt. */
const GENERATOR_VERSION = 2;
/** The tables the generator fills: their indexes and keys are dropped for the load and built after it. */
const FILLED_TABLES = ['users', 'games', 'game_players', 'game_actions', 'rating_changes', 'player_ratings'];
const GAMES_PER_CHUNK = 20_000;
/** Two connections load chunks side by side (the machine has two cores). */
const LOADERS = 2;

export interface HistoryDatabase {
  name: string;
  url: string;
  /** Finished games in it, the template included. */
  games: number;
  /** Seconds the build took, when this run built it. */
  builtInSeconds?: number;
  /** Deletes the games and users a run added. */
  removeRunRows(): Promise<void>;
}

interface Stamp {
  fingerprint: string;
  lastGameId: number;
  lastUserId: number;
  games: number;
  builtInSeconds: number;
}

/** The backend's migrations (compiled) and the generator: what the rows depend on. */
function fingerprint(games: number): string {
  const repoRoot = join(__dirname, '..', '..');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { MIGRATIONS } = require(join(repoRoot, 'backend', 'dist', 'database', 'migrations')) as {
    MIGRATIONS: { name: string }[];
  };
  return JSON.stringify({ generator: GENERATOR_VERSION, games, migrations: MIGRATIONS.map((m) => m.name) });
}

async function readStamp(name: string): Promise<Stamp | undefined> {
  const rows = await adminQuery<{ comment: string | null }>(
    `SELECT shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname = $1`,
    [name],
  );
  try {
    return rows[0]?.comment ? (JSON.parse(rows[0].comment) as Stamp) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The history database `name` with `games` finished games: kept from an earlier run when its fingerprint matches,
 * otherwise built: created empty, `playTemplate(url)` runs our server on it (which migrates it) and plays one finished
 * game, and the rest are generated from that one.
 */
export async function openHistoryDatabase(
  name: string,
  games: number,
  playTemplate: (url: string) => Promise<void>,
  log: (line: string) => void,
): Promise<HistoryDatabase> {
  const url = databaseUrl(name);
  const wanted = fingerprint(games);
  let stamp = await readStamp(name);
  let builtInSeconds: number | undefined;
  if (stamp?.fingerprint !== wanted) {
    log(`history: building ${name} with ${games.toLocaleString('en-US')} finished games (a one-time cost)`);
    const started = Date.now();
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await adminQuery(`CREATE DATABASE ${name}`);
    await playTemplate(url);
    stamp = await withClient(url, (client) => fill(client, url, games, log));
    builtInSeconds = (Date.now() - started) / 1000;
    stamp = { ...stamp, fingerprint: wanted, builtInSeconds };
    await adminQuery(`COMMENT ON DATABASE ${name} IS ${pg.escapeLiteral(JSON.stringify(stamp))}`);
    log(`history: ${name} built in ${builtInSeconds.toFixed(0)} s`);
  } else log(`history: reusing ${name} (built once in ${stamp.builtInSeconds.toFixed(0)} s)`);
  const kept = stamp;
  const removeRunRows = () => withClient(url, (client) => deleteRunRows(client, kept));
  await removeRunRows();
  const [{ count }] = await withClient(url, (client) =>
    client.query<{ count: string }>(`SELECT count(*) FROM games WHERE status = 'over'`).then((r) => r.rows),
  );
  return { name, url, games: Number(count), builtInSeconds, removeRunRows };
}

/**
 * The run's rows, child tables first, with the foreign keys' triggers off for the transaction: a cascade from
 * `DELETE FROM users` looks for each user's actions in game_actions by user_id and a deleted game's rematches by
 * games.rematch_id, neither indexed, so each deleted row scanned the whole table (hours with 64 million actions).
 * A run's users only ever sat in the run's games, and the run's games are referenced only by each other, so these
 * statements leave nothing dangling.
 */
async function deleteRunRows(client: pg.Client, { lastGameId, lastUserId }: Stamp): Promise<void> {
  await client.query('BEGIN');
  try {
    await client.query('SET LOCAL session_replication_role = replica');
    for (const table of ['game_actions', 'game_players', 'rating_changes'])
      await client.query(`DELETE FROM ${table} WHERE game_id > $1`, [lastGameId]);
    await client.query('DELETE FROM games WHERE id > $1', [lastGameId]);
    for (const table of ['refresh_tokens', 'player_ratings'])
      await client.query(`DELETE FROM ${table} WHERE user_id > $1`, [lastUserId]);
    await client.query('DELETE FROM users WHERE id > $1', [lastUserId]);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}

interface Definition {
  table: string;
  name: string;
  definition: string;
}

/** Generates the rows from the template game, loading them without secondary indexes, keys or foreign keys. */
async function fill(client: pg.Client, url: string, games: number, log: (line: string) => void): Promise<Stamp> {
  const template = (
    await client.query<{ id: number; users: number[] }>(
      `SELECT g.id, array_agg(p.user_id ORDER BY p.seat) AS users FROM games g JOIN game_players p ON p.game_id = g.id
        WHERE g.status = 'over' GROUP BY g.id ORDER BY g.id DESC LIMIT 1`,
    )
  ).rows[0];
  if (!template) throw new Error('history: the template game was not played to its end');
  const [{ last_user: lastUserId, last_game: lastGameId, password_hash: passwordHash }] = (
    await client.query<{ last_user: number; last_game: number; password_hash: string }>(
      `SELECT (SELECT max(id) FROM users) AS last_user, (SELECT max(id) FROM games) AS last_game,
              (SELECT password_hash FROM users WHERE password_hash IS NOT NULL LIMIT 1) AS password_hash`,
    )
  ).rows;
  // The template is one of the games: generate the others.
  const plan = historyPlan(games - 1, lastUserId, lastGameId, template.id);
  const { foreignKeys, keys, indexes } = await definitions(client);
  let step = Date.now();
  const lap = (what: string) => {
    log(`history: ${what} in ${((Date.now() - step) / 1000).toFixed(0)} s`);
    step = Date.now();
  };
  for (const fk of foreignKeys) await client.query(`ALTER TABLE ${fk.table} DROP CONSTRAINT ${fk.name}`);
  for (const key of keys) await client.query(`ALTER TABLE ${key.table} DROP CONSTRAINT ${key.name}`);
  for (const index of indexes) await client.query(`DROP INDEX ${index.name}`);
  await client.query(userStatement(plan, passwordHash));
  lap(`${plan.users.toLocaleString('en-US')} users`);
  await loadGames(url, plan, log);
  lap(`${plan.games.toLocaleString('en-US')} games with their seats, actions and rating changes`);
  await client.query(playerRatingStatement(plan));
  await inParallel(
    url,
    [...keys.map((k) => `ALTER TABLE ${k.table} ADD CONSTRAINT ${k.name} ${k.definition}`)],
    "SET maintenance_work_mem = '256MB'",
  );
  await inParallel(url, [...indexes.map((i) => i.definition)], "SET maintenance_work_mem = '256MB'");
  lap(`keys and ${indexes.length} indexes built`);
  for (const fk of foreignKeys)
    await client.query(`ALTER TABLE ${fk.table} ADD CONSTRAINT ${fk.name} ${fk.definition}`);
  lap(`${foreignKeys.length} foreign keys checked`);
  for (const table of ['users', 'games'])
    await client.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`);
  // As a long-lived database would be after autovacuum; and autovacuum of these inserts must not run during a run.
  for (const table of FILLED_TABLES) await client.query(`VACUUM (ANALYZE) ${table}`);
  lap('vacuumed and analyzed');
  return {
    fingerprint: '',
    games,
    lastGameId: plan.firstGameId + plan.games - 1,
    lastUserId: plan.firstUserId + plan.users - 1,
    builtInSeconds: 0,
  };
}

/** The foreign keys, primary and unique keys, and other indexes of the filled tables, to drop and rebuild. */
async function definitions(client: pg.Client) {
  const constraints = (
    await client.query<Definition & { type: string }>(
      `SELECT c.contype AS type, c.conrelid::regclass::text AS table, quote_ident(c.conname) AS name,
              pg_get_constraintdef(c.oid) AS definition
         FROM pg_constraint c
        WHERE c.connamespace = 'public'::regnamespace AND c.contype IN ('f', 'p', 'u')
          AND (c.conrelid::regclass::text = ANY($1) OR c.confrelid::regclass::text = ANY($1))`,
      [FILLED_TABLES],
    )
  ).rows;
  const indexes = (
    await client.query<Definition>(
      `SELECT t.relname AS table, i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
         FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid
        WHERE t.relnamespace = 'public'::regnamespace AND t.relname = ANY($1)
          AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
      [FILLED_TABLES],
    )
  ).rows;
  return {
    foreignKeys: constraints.filter((c) => c.type === 'f'),
    keys: constraints.filter((c) => c.type !== 'f' && FILLED_TABLES.includes(c.table)),
    indexes,
  };
}

/** The games in chunks, `LOADERS` connections at a time, each chunk one transaction. */
async function loadGames(url: string, plan: HistoryPlan, log: (line: string) => void): Promise<void> {
  const chunks: [number, number][] = [];
  for (let from = 0; from < plan.games; from += GAMES_PER_CHUNK)
    chunks.push([from, Math.min(plan.games, from + GAMES_PER_CHUNK)]);
  let next = 0;
  let done = 0;
  const loader = () =>
    withClient(url, async (client) => {
      // A bulk load: a crash mid-build only means building again.
      await client.query('SET synchronous_commit = off');
      await client.query(templateStatements(plan).join(';\n'));
      while (next < chunks.length) {
        const [from, to] = chunks[next++];
        await client.query('BEGIN');
        for (const statement of [gameStatement, playerStatement, actionStatement, ratingChangeStatement])
          await client.query(statement(plan, from, to));
        await client.query('COMMIT');
        done += to - from;
        if (chunks.length > 4 && (next % Math.ceil(chunks.length / 10) === 0 || next === chunks.length))
          log(`history: ${done.toLocaleString('en-US')} of ${plan.games.toLocaleString('en-US')} games`);
      }
    });
  await Promise.all(Array.from({ length: Math.min(LOADERS, chunks.length) }, loader));
}

async function inParallel(url: string, statements: string[], setup: string): Promise<void> {
  let next = 0;
  const worker = () =>
    withClient(url, async (client) => {
      await client.query(setup);
      while (next < statements.length) await client.query(statements[next++]);
    });
  await Promise.all(Array.from({ length: Math.min(LOADERS, statements.length) }, worker));
}
