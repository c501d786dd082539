import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { displayNameKey } from '../src/display-names/display-name-rules';
import { dataSourceOptions } from '../src/database/data-source-options';
import { MIGRATIONS } from '../src/database/migrations';
import { DisplayNameKeys1796800000000 } from '../src/database/migrations/1796800000000-DisplayNameKeys';
import { createTestDatabase } from './support/database';

/** More registered accounts than the migration keys in one batch. */
const REGISTERED = 2500;

describe('the migration that keys every chosen display name, on a database with accounts', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let source: DataSource;

  beforeAll(async () => {
    db = await createTestDatabase();
    const before = MIGRATIONS.slice(0, MIGRATIONS.indexOf(DisplayNameKeys1796800000000));
    const old = await new DataSource({ ...dataSourceOptions(db.url), entities: [], migrations: before }).initialize();
    await old.runMigrations({ transaction: 'all' });
    await old.query(
      `INSERT INTO users (name, kind, username) SELECT 'player' || i, 'registered', 'player' || i
       FROM generate_series(1, ${REGISTERED}) i`,
    );
    await old.query(
      `INSERT INTO users (name, kind, google_sub) VALUES ('Grаce Hоpper', 'google', 'sub-1'), ('Ada', 'google', 'sub-2')`,
    );
    await old.query(
      `INSERT INTO users (name, kind) VALUES ('5f2a0000-0000-4000-8000-000000000000', 'guest'), ('Computer (Hard)', 'computer')`,
    );
    await old.destroy();
    source = await new DataSource({ ...dataSourceOptions(db.url), entities: [], migrations: MIGRATIONS }).initialize();
    await source.runMigrations({ transaction: 'all' });
  }, 60_000);

  afterAll(async () => {
    await source?.destroy();
    await db?.drop();
  });

  it('keys registered and Google accounts, and not guests or computers', async () => {
    const rows = await source.query<{ name: string; kind: string; name_key: string | null }[]>(
      'SELECT name, kind, name_key FROM users ORDER BY id',
    );
    const chosen = rows.filter((row) => row.kind === 'registered' || row.kind === 'google');
    expect(chosen).toHaveLength(REGISTERED + 2);
    for (const row of chosen)
      expect({ name: row.name, key: row.name_key }).toEqual({ name: row.name, key: displayNameKey(row.name) });
    expect(rows.filter((row) => row.kind === 'guest' || row.kind === 'computer').map((row) => row.name_key)).toEqual([
      null,
      null,
    ]);
    const [lookalike] = await source.query<{ name: string }[]>('SELECT name FROM users WHERE name_key = $1', [
      displayNameKey('Grace Hopper'),
    ]);
    expect(lookalike.name).toBe('Grаce Hоpper');
  });

  it('finds a name by its key through the index', async () => {
    await source.query('ANALYZE users');
    const plan = await source.query<{ 'QUERY PLAN': string }[]>(
      `EXPLAIN SELECT 1 FROM users WHERE name_key = ANY($1)`,
      [[displayNameKey('player7')]],
    );
    expect(plan.map((line) => line['QUERY PLAN']).join('\n')).toContain('users_name_key_idx');
  });
});
