import type { GameState } from '@tabletop/game-kit';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { refreshCookie, register } from './support/auth';
import { game as ttt } from './support/play';
import { captureQueries, type CapturedQuery } from './support/query-capture';
import { filledDatabase, finishedGamesInsert, seatRows, seatUsers } from './support/finished-games';
import { explain, type Plan } from './support/query-plans';
import { act, connect, guest, nextState, type ClientSocket, type Guest } from './support/server';
import { useTestServer } from './support/test-server';

const FINISHED_GAMES = 100_000;
const USERS = 20_000;
/** The tables that grow with every game ever played (and users, with every guest sign-in): no request reads them whole. */
const GROWING = new Set(['games', 'game_players', 'game_actions', 'users']);
const REPORT = path.resolve(__dirname, '..', '..', 'test-results', 'request-path-plans.json');

const TTT = 'super_tic_tac_toe';
const REPELLO = 'repello';

/** 100,000 finished two-player games with three logged actions each, over 20,000 users, in a few statements. */
const FILL = [
  `INSERT INTO users (name) SELECT 'user ' || i FROM generate_series(1, ${USERS}) i`,
  finishedGamesInsert({
    count: FINISHED_GAMES,
    game: `'${TTT}'`,
    match: `'{"game":"${TTT}","player":null,"score":[],"gameOver":true,"state":null}'`,
  }),
  `INSERT INTO game_players (game_id, user_id, seat, active)
   SELECT g.id, s.user_id, s.seat, false FROM games g, ${seatRows(USERS)}`,
  `INSERT INTO game_actions (game_id, version, user_id, action, client_action_id)
   SELECT g.id, v, ${seatUsers(USERS)[0]}, '{"board":4,"cell":4}', md5(g.id || ':' || v)
     FROM games g, generate_series(1, 3) v`,
];

/**
 * Every statement the server runs on a request path, captured from the real endpoints and socket events on a database
 * of 100,000 finished games, planned by PostgreSQL: none may scan games, game_players or game_actions whole. A query
 * added to any of these paths is checked without being listed anywhere.
 */
describe('the request paths on 100,000 finished games', () => {
  const server = useTestServer();
  let sql: Client;

  beforeAll(async () => {
    sql = await filledDatabase(server.databaseUrl(), FILL);
  }, 120_000);

  afterAll(async () => {
    await sql?.end();
  });

  async function player(): Promise<Guest & { socket: ClientSocket }> {
    const who = await guest(server.baseUrl);
    // A history of their own: 200 finished games each.
    await sql.query(
      `INSERT INTO game_players (game_id, user_id, seat, active)
       SELECT id, $1, 2, false FROM games WHERE status = 'over' AND id % 500 = $1 % 500`,
      [who.id],
    );
    const socket = await connect(server.baseUrl, { token: who.jwt });
    server.track(socket);
    return { ...who, socket };
  }

  const post = (who: Guest, route: string, body: object) => server.http().post(route).set(who.auth).send(body);

  /** Every HTTP endpoint and socket event a player uses, once or more, with the answers a real session gets. */
  async function everyRequestPath(): Promise<void> {
    const account = await register(server.baseUrl, 'planner', 'a long password');
    await server.http().post('/api/auth/login').send({ username: 'planner', password: 'a long password' }).expect(200);
    const refreshed = await server.http().post('/api/auth/refresh-token').set('Cookie', account.cookie).expect(200);
    await server.http().post('/api/auth/logout').set('Cookie', refreshCookie(refreshed)!.cookie).expect(204);

    const [alice, bob, carol, dave] = [await player(), await player(), await player(), await player()];
    // A waiting game left by its only player (the seat freed, the game closed).
    const lone = (await post(carol, '/api/game/create', { game: TTT }).expect(200)).body as GameState;
    await post(carol, '/api/game/leave', { code: lone.code }).expect(200);
    // Repello waits for more players: joined, then started by its first seat.
    const repello = (await post(carol, '/api/game/create', { game: REPELLO }).expect(200)).body as GameState;
    await post(dave, '/api/game/join', { game: REPELLO, code: repello.code }).expect(200);
    await post(carol, '/api/game/start', { game: REPELLO, code: repello.code, overrideStart: true }).expect(200);
    // Open tables: a listed table, found by quick match, read over HTTP and the socket, then left; and a quick match of
    // two that opens a table and starts it.
    const [eve, fay, gil, hal] = [await player(), await player(), await player(), await player()];
    const listed = (await post(eve, '/api/game/create', { game: REPELLO, listed: true }).expect(200)).body as GameState;
    await post(fay, '/api/game/quick', { game: REPELLO }).expect(200);
    await server.http().get('/api/game/open-tables').set(eve.auth).expect(200);
    await eve.socket.timeout(5000).emitWithAck('watch-tables', {});
    await post(fay, '/api/game/leave', { code: listed.code }).expect(200);
    await post(eve, '/api/game/leave', { code: listed.code }).expect(200);
    await post(gil, '/api/game/quick', { game: TTT }).expect(200);
    await post(hal, '/api/game/quick', { game: TTT }).expect(200);

    const created = (await post(alice, '/api/game/create', { game: TTT }).expect(200)).body as GameState;
    const started = nextState(alice.socket, 'startGame');
    await post(bob, '/api/game/join', { game: TTT, code: created.code }).expect(200);
    const start = await started;
    const move = (state: GameState) =>
      ttt.legalActions(state as unknown as Parameters<typeof ttt.legalActions>[0], state.player!.id)[0];
    const first = await act(alice.socket, { code: start.code, version: 0, action: move(start), id: 'first' });
    expect(first).toMatchObject({ ok: true });
    // A retried id, answered from the database by a fresh instance's view (a stale version reads it too).
    await act(alice.socket, { code: start.code, version: 0, action: move(start), id: 'first' });
    const [one] = (await sql.query('SELECT match FROM games WHERE code = $1 AND status = $2', [start.code, 'playing']))
      .rows as { match: GameState }[];
    const state1 = { ...one.match, code: start.code, version: 1 };
    // emit-state: bob's legal next state.
    const applied = ttt.apply(state1 as never, bob.id, move(state1) as never);
    if (!applied.ok) throw new Error(applied.error.message);
    await post(bob, '/api/game/emit-state', { ...applied.match, code: start.code, version: 2 }).expect(200);
    for (const socket of [alice.socket, bob.socket]) {
      await socket.timeout(5000).emitWithAck('sync', { code: start.code });
      await socket.timeout(5000).emitWithAck('sync', { code: start.code, since: 1 });
      await socket.timeout(5000).emitWithAck('presence', { code: start.code });
    }
    // Codes nobody here plays: a finished game's, and one never used.
    const [{ code: finished }] = (await sql.query(`SELECT code FROM games WHERE status = 'over' LIMIT 1`)).rows;
    for (const code of [finished, 'QQQQ']) {
      await act(carol.socket, { code, version: 0, action: { board: 0, cell: 0 } });
      await carol.socket.timeout(5000).emitWithAck('sync', { code });
      await post(carol, '/api/game/join', { game: TTT, code });
      await post(carol, '/api/game/start', { game: TTT, code, overrideStart: true });
      await post(carol, '/api/game/leave', { code });
    }
    await server.http().get('/api/game/current-state').set(alice.auth).expect(200);
    await server.http().get('/api/game/current-state').set(account.auth);
    await server.http().get('/api/metrics').expect(200);
    await server.http().get('/api/health/ready').expect(200);
    // The socket leave is a forfeit: the game ends; then a reconnect and a disconnect (presence).
    expect(await alice.socket.timeout(5000).emitWithAck('leave', { code: start.code })).toEqual({ ok: true });
    // A finished game's end: the offer, a yes, a no, a yes from each (the rematch starts), then New game.
    await server.http().get(`/api/game/rematch/${start.code}`).set(bob.auth).expect(200);
    await post(bob, '/api/game/rematch', { code: start.code }).expect(200);
    await post(alice, '/api/game/rematch/decline', { code: start.code }).expect(200);
    await post(alice, '/api/game/rematch', { code: start.code }).expect(200);
    const rematch = (await post(bob, '/api/game/rematch', { code: start.code }).expect(200)).body as { next: string };
    await post(bob, '/api/game/leave', { code: rematch.next }).expect(200);
    await post(alice, '/api/game/dismiss', { code: rematch.next }).expect(200);
    await server.http().get('/api/game/current-state').set(alice.auth).expect(204);
    for (const code of [finished, 'QQQQ']) {
      await post(carol, '/api/game/rematch', { code });
      await post(carol, '/api/game/dismiss', { code });
    }
    const again = await connect(server.baseUrl, { token: bob.jwt });
    again.close();
    await new Promise((resolve) => setTimeout(resolve, 300));
  }

  it('scans none of games, game_players, game_actions or users on any request path', async () => {
    await sql.query('ANALYZE');
    const capture = captureQueries([sql]);
    try {
      await everyRequestPath();
    } finally {
      capture.stop();
    }
    const distinct = new Map<string, CapturedQuery>();
    for (const query of capture.captured) distinct.set(`${query.text}\n${JSON.stringify(query.values)}`, query);
    const plans: Plan[] = [];
    for (const query of distinct.values()) plans.push(await explain(sql, query));
    mkdirSync(path.dirname(REPORT), { recursive: true });
    writeFileSync(REPORT, `${JSON.stringify(plans, null, 2)}\n`);

    const statements = new Set(plans.map((plan) => plan.text));
    // The paths above ran the statements they are meant to (a sanity check on the capture itself).
    for (const fragment of ['JOIN game_players p ON p.game_id = g.id', 'jsonb_to_recordset', 'FROM game_actions'])
      expect([...statements].some((text) => text.includes(fragment))).toBe(true);
    const scanning = plans
      .filter((plan) => plan.seqScans.some((table) => GROWING.has(table)))
      .map((plan) => ({ text: plan.text, plan: plan.plan }));
    expect(scanning).toEqual([]);
  }, 180_000);
});
