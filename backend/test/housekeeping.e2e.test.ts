import type { GameState } from '@tabletop/game-kit';
import { Client } from 'pg';
import { GAMES } from '../src/games/registry';
import { HousekeepingService } from '../src/housekeeping/housekeeping.service';
import { MetricsService } from '../src/metrics/metrics.service';
import { register, signIn, type SignedInUser } from './support/auth';
import { connect, guest, type Guest } from './support/server';
import { useTestServer, useTwoInstances } from './support/test-server';

/** A game that waits for a second player after its creator sits down. */
const TWO_PLAYER = GAMES.find(({ definition }) => definition.players[0] === 2)!.definition.url;
const TTL_MS = 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type App = { get<T>(type: new (...args: never[]) => T): T };

/** The removals an instance's /api/metrics reports, by kind. */
async function removals(app: App): Promise<Record<string, number>> {
  const text = await app.get(MetricsService).scrape();
  const counts: Record<string, number> = {};
  for (const [, kind, value] of text.matchAll(/^tabletop_housekeeping_removed_total\{kind="([^"]+)"\} (\d+)$/gm))
    counts[kind] = Number(value);
  return counts;
}

async function openPrivateTable(baseUrl: string, who: Guest): Promise<string> {
  const response = await fetch(`${baseUrl}/api/game/create`, {
    method: 'POST',
    headers: { ...who.auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({ game: TWO_PLAYER }),
  });
  const state = (await response.json()) as GameState;
  if (response.status !== 200) throw new Error(`create answered ${response.status}`);
  return state.code;
}

describe('the housekeeping sweep: waiting private tables', () => {
  const server = useTestServer({ WAITING_TABLE_TTL: `${TTL_MS}ms` });
  const sweep = () => (server.server.app as App).get(HousekeepingService).sweepNow();
  const statusOf = async (code: string) =>
    (await server.sql<{ status: string }>('SELECT status FROM games WHERE code = $1 ORDER BY id DESC', [code]))[0]
      ?.status;

  it('closes a table whose players have been gone for longer than the TTL, and frees its code', async () => {
    const alice = await guest(server.baseUrl);
    (await connect(server.baseUrl, { token: alice.jwt })).close();
    const code = await openPrivateTable(server.baseUrl, alice);
    const bob = await guest(server.baseUrl);
    const other = await openPrivateTable(server.baseUrl, bob);
    const bobSocket = await connect(server.baseUrl, { token: bob.jwt });
    server.track(bobSocket);
    // While the table is live, no other game may take its code.
    await expect(server.sql('UPDATE games SET code = $1 WHERE code = $2', [code, other])).rejects.toThrow(
      /games_live_code_key/,
    );
    await sleep(TTL_MS + 200);

    expect(await sweep()).toEqual({ waitingTables: 1, guests: 0 });
    expect(await statusOf(code)).toBe('over');
    expect(
      await server.sql('SELECT 1 FROM game_players p JOIN games g ON g.id = p.game_id WHERE g.code = $1', [code]),
    ).toEqual([]);
    await server.http().get('/api/game/current-state').set(alice.auth).expect(204);
    // Bob's table now takes the freed code, and a newcomer joins it by that code.
    await server.sql('UPDATE games SET code = $1 WHERE code = $2', [code, other]);
    const carol = await guest(server.baseUrl);
    const joined = await server.http().post('/api/game/join').set(carol.auth).send({ game: TWO_PLAYER, code });
    expect({ status: joined.status, seated: (joined.body as GameState).score?.length }).toEqual({
      status: 200,
      seated: 2,
    });
    expect(await removals(server.server.app as App)).toMatchObject({ 'waiting-table': 1 });
  });

  it('keeps a table one of whose players is connected, and one taken a seat at within the TTL', async () => {
    const dana = await guest(server.baseUrl);
    const code = await openPrivateTable(server.baseUrl, dana);
    const socket = await connect(server.baseUrl, { token: dana.jwt });
    server.track(socket);
    await sleep(TTL_MS + 200);
    const erin = await guest(server.baseUrl);
    const fresh = await openPrivateTable(server.baseUrl, erin);

    expect(await sweep()).toEqual({ waitingTables: 0, guests: 0 });
    expect([await statusOf(code), await statusOf(fresh)]).toEqual(['waiting', 'waiting']);
  });
});

describe('the housekeeping sweep: guests', () => {
  const server = useTestServer();
  const sweep = () => (server.server.app as App).get(HousekeepingService).sweepNow();
  /** As if the account had last signed in or refreshed that many days ago. */
  const unseenFor = (user: { id: number }, days: number) =>
    server.sql(`UPDATE users SET seen_at = now() - make_interval(days => $2) WHERE id = $1`, [user.id, days]);
  const exists = async (user: { id: number }) =>
    (await server.sql('SELECT 1 FROM users WHERE id = $1', [user.id])).length === 1;
  const guestSignIn = () => signIn(server.baseUrl, '/api/auth/guest');

  it('deletes a guest unseen for longer than GUEST_TTL who never played, with their sessions', async () => {
    const idle: SignedInUser = await guestSignIn();
    await unseenFor(idle, 31);
    expect(await server.sql('SELECT 1 FROM refresh_tokens WHERE user_id = $1', [idle.id])).toHaveLength(1);

    expect(await sweep()).toEqual({ waitingTables: 0, guests: 1 });
    expect(await exists(idle)).toBe(false);
    expect(await server.sql('SELECT 1 FROM refresh_tokens WHERE user_id = $1', [idle.id])).toEqual([]);
    await server.http().post('/api/auth/refresh-token').set('Cookie', idle.cookie).expect(401);
    await server.http().get('/api/game/current-state').set(idle.auth).expect(401);
    expect(await removals(server.server.app as App)).toMatchObject({ guest: 1 });
  });

  it('keeps a guest who played, one seen recently, one who refreshed since, and every registered account', async () => {
    const played = await guestSignIn();
    await openPrivateTable(server.baseUrl, played);
    const recent = await guestSignIn();
    await unseenFor(recent, 29);
    const refreshed = await guestSignIn();
    await unseenFor(refreshed, 31);
    await server.http().post('/api/auth/refresh-token').set('Cookie', refreshed.cookie).expect(200);
    const member = await register(server.baseUrl, 'never_played', 'a fine password');
    await Promise.all([unseenFor(played, 40), unseenFor(member, 40)]);

    expect(await sweep()).toEqual({ waitingTables: 0, guests: 0 });
    for (const user of [played, recent, refreshed, member]) expect(await exists(user)).toBe(true);
  });
});

describe('the housekeeping sweep on two instances', () => {
  const instances = useTwoInstances({ WAITING_TABLE_TTL: `${TTL_MS}ms` });
  const apps = () => [instances.one.app, instances.two.app] as unknown as App[];
  const sql = async <T>(text: string, values: unknown[] = []) => {
    const client = new Client({ connectionString: instances.databaseUrl() });
    await client.connect();
    try {
      return (await client.query(text, values)).rows as T[];
    } finally {
      await client.end();
    }
  };

  it('sweeps once at a time: each table and guest is removed and counted once in all', async () => {
    const tables = await Promise.all([guest(instances.one.baseUrl), guest(instances.two.baseUrl)]);
    for (const [index, owner] of tables.entries())
      await openPrivateTable([instances.one, instances.two][index].baseUrl, owner);
    const idle = await Promise.all([1, 2, 3].map(() => guest(instances.one.baseUrl)));
    await sql(`UPDATE users SET seen_at = now() - interval '31 days' WHERE id = ANY($1)`, [idle.map((g) => g.id)]);
    await sleep(TTL_MS + 200);

    // While something else holds the sweep's lock, neither instance sweeps.
    const holder = new Client({ connectionString: instances.databaseUrl() });
    await holder.connect();
    await holder.query('SELECT pg_advisory_lock($1)', [0x686f_7573]);
    const held = await Promise.all(apps().map((app) => app.get(HousekeepingService).sweepNow()));
    await holder.end();
    expect(held).toEqual([null, null]);

    // Two rounds, each with both instances sweeping at once: the first instance's absence is the sighting the second
    // round counts from, so every table is due by then.
    await sleep(TTL_MS + 200);
    for (let round = 0; round < 2; round++) {
      await Promise.all(apps().map((app) => app.get(HousekeepingService).sweepNow()));
      await sleep(TTL_MS + 200);
    }
    const counted = await Promise.all(apps().map(removals));
    const total = (kind: string) => counted.reduce((sum, counts) => sum + (counts[kind] ?? 0), 0);
    expect({ tables: total('waiting-table'), guests: total('guest') }).toEqual({ tables: 2, guests: 3 });
    expect(await sql(`SELECT count(*)::int AS n FROM games WHERE status = 'waiting'`)).toEqual([{ n: 0 }]);
  });
});
