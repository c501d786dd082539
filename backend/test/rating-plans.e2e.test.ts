import type { GameState } from '@tabletop/game-kit';
import { Client } from 'pg';
import { register } from './support/auth';
import { filledDatabase, finishedGamesInsert, seatRows } from './support/finished-games';
import { winningGame } from './support/play';
import { captureQueries, type CapturedQuery } from './support/query-capture';
import { act, connect, nextState } from './support/server';
import { useTestServer } from './support/test-server';

const FINISHED_GAMES = 100_000;
const USERS = 4_000;
const GAMES = ['super_tic_tac_toe', 'repello', 'winzards/football'];
/** The tables that grow with every game (or player) ever: no ratings read may scan them whole. */
const GROWING = new Set(['games', 'game_players', 'game_actions', 'users', 'player_ratings', 'rating_changes']);

/**
 * 100,000 finished two-player games over 4,000 registered players, every seat with its outcome and rating change, and
 * each player rated in each game, some inactive for more than 90 days; in a few statements.
 */
const FILL = [
  `INSERT INTO users (name, kind, username) SELECT 'p' || i, 'registered', 'p' || i FROM generate_series(1, ${USERS}) i`,
  finishedGamesInsert({
    count: FINISHED_GAMES,
    game: `(ARRAY['${GAMES.join("','")}'])[i % 3 + 1]`,
    match: `'{}'`,
    minutesApart: 1,
  }),
  `INSERT INTO game_players (game_id, user_id, seat, active, outcome)
   SELECT g.id, s.user_id, s.seat, false,
          CASE WHEN g.id % 7 = 0 THEN 'draw' WHEN (g.id + s.seat) % 2 = 0 THEN 'win' ELSE 'loss' END
     FROM games g, ${seatRows(USERS)}`,
  `INSERT INTO rating_changes (game_id, user_id, game, rating_before, rating_after, deviation_after, created_at)
   SELECT p.game_id, p.user_id, g.game, 1500, 1500 + (p.game_id % 200) - 100, 80, g.updated_at
     FROM game_players p JOIN games g ON g.id = p.game_id`,
  `INSERT INTO player_ratings (user_id, game, rating, deviation, volatility, games, last_played_at)
   SELECT u.id, x.game, 1000 + (u.id * 37) % 1000, 50 + u.id % 100, 0.06, 50, now() - (u.id % 120) * interval '1 day'
     FROM users u, unnest(ARRAY['${GAMES.join("','")}']) AS x(game)`,
];

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: PlanNode[] };

function seqScans(node: PlanNode): string[] {
  const own = node['Node Type'] === 'Seq Scan' && node['Relation Name'] ? [node['Relation Name']] : [];
  return [...own, ...(node.Plans ?? []).flatMap(seqScans)];
}

function outline(node: PlanNode, depth = 0): string {
  const on = node['Relation Name'] ? ` on ${node['Relation Name']}` : '';
  const index = node['Index Name'] ? ` using ${node['Index Name']}` : '';
  return [
    `${'  '.repeat(depth)}${node['Node Type']}${on}${index}`,
    ...(node.Plans ?? []).map((child) => outline(child, depth + 1)),
  ].join('\n');
}

/**
 * The statement's plan and time, run (EXPLAIN ANALYZE) in a transaction rolled back; only planned when running it
 * again fails (a registration's insert of a name now taken).
 */
async function explain(client: Client, { text, values }: CapturedQuery) {
  await client.query('BEGIN');
  try {
    const { rows } = await client.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${text}`, values);
    const [{ Plan: plan, 'Execution Time': executionMs }] = rows[0]['QUERY PLAN'];
    return { text, seqScans: seqScans(plan), executionMs: executionMs as number | null, plan: outline(plan) };
  } catch {
    await client.query('ROLLBACK');
    await client.query('BEGIN');
    const { rows } = await client.query(`EXPLAIN (FORMAT JSON) ${text}`, values);
    const [{ Plan: plan }] = rows[0]['QUERY PLAN'];
    return { text, seqScans: seqScans(plan), executionMs: null, plan: outline(plan) };
  } finally {
    await client.query('ROLLBACK');
  }
}

/** The ratings reads and writes the server runs, with the part of their text that names each. */
const STATEMENTS: [string, string][] = [
  ['game-over read', 'LEFT JOIN player_ratings r ON r.user_id = p.user_id'],
  ['game-over commit', 'INSERT INTO rating_changes'],
  ['rating change', 'LEFT JOIN rating_changes c ON c.game_id = g.id'],
  ['leaderboard', 'ORDER BY r.rating DESC, r.user_id LIMIT'],
  ['own rank', '1 + (SELECT count(*) FROM player_ratings o'],
  ['ranked players', 'count(*)::int AS players FROM player_ratings'],
  ['profile: player', 'WHERE lower(name) = lower($1) AND kind'],
  ['profile: records', "FILTER (WHERE p.outcome = 'win')"],
  ['profile: ratings and history', 'c.game_id, c.created_at, c.rating_after'],
];

describe('the ratings queries on 100,000 finished games', () => {
  const server = useTestServer();
  let sql: Client;

  beforeAll(async () => {
    sql = await filledDatabase(server.databaseUrl(), FILL);
    await sql.query('ANALYZE');
  }, 120_000);

  afterAll(async () => {
    await sql?.end();
  });

  /** A rated game played to its end over sockets, then everything a player reads of ratings. */
  async function ratingsPaths(): Promise<void> {
    const [ann, ben] = [
      await register(server.baseUrl, 'plan_ann', 'a long password'),
      await register(server.baseUrl, 'plan_ben', 'a long password'),
    ];
    const sockets = await Promise.all([ann, ben].map((who) => connect(server.baseUrl, { token: who.jwt })));
    server.track(...sockets);
    // With a clock: a game without one is not rated.
    const created = (
      await server
        .http()
        .post('/api/game/create')
        .set(ann.auth)
        .send({ game: GAMES[0], clock: { initial: 600, increment: 0 } })
        .expect(200)
    ).body as GameState;
    const started = nextState(sockets[0], 'startGame');
    await server.http().post('/api/game/join').set(ben.auth).send({ game: GAMES[0], code: created.code }).expect(200);
    const start = await started;
    for (const [index, { playerId, action }] of winningGame(start).moves.entries()) {
      const socket = sockets[playerId === ann.id ? 0 : 1];
      expect(await act(socket, { code: start.code, version: index, action })).toMatchObject({ ok: true });
    }
    const get = (path: string) => server.http().get(path).set(ann.auth).expect(200);
    expect((await get(`/api/game/rating-change?code=${start.code}`)).body).toMatchObject({ rated: true });
    for (const game of GAMES) await get(`/api/leaderboards?game=${encodeURIComponent(game)}`);
    const board = (await get(`/api/leaderboards/${GAMES[0]}`)).body;
    expect(board.entries).toHaveLength(50);
    // One rated game: Ann's rating is not listed yet, and the board says so with her rating.
    expect(board.me).toBeNull();
    expect(board.mine).toMatchObject({ games: 1, active: true });
    const profile = (await get('/api/players/p17')).body;
    expect(profile.gamesPlayed).toBeGreaterThan(10);
    expect(profile.perGame[0].history).toHaveLength(
      Math.min(100, profile.perGame[0].wins + profile.perGame[0].losses + profile.perGame[0].draws),
    );
    await get(`/api/players/${ann.name}`);
  }

  it('reads and writes ratings by index only: no sequential scan of a growing table', async () => {
    const capture = captureQueries([sql]);
    try {
      await ratingsPaths();
    } finally {
      capture.stop();
    }
    const distinct = new Map<string, CapturedQuery>();
    for (const query of capture.captured) distinct.set(query.text, query);
    const plans = [];
    for (const query of distinct.values()) plans.push(await explain(sql, query));

    for (const [name, fragment] of STATEMENTS) {
      const plan = plans.find((candidate) => candidate.text.includes(fragment));
      expect({ name, found: plan !== undefined }).toEqual({ name, found: true });
      console.log(`${name}: ${plan!.executionMs?.toFixed(3) ?? 'not run'} ms\n${plan!.plan}`);
    }
    const scanning = plans
      .filter((plan) => plan.seqScans.some((table) => GROWING.has(table)))
      .map((plan) => ({ text: plan.text, plan: plan.plan }));
    expect(scanning).toEqual([]);
  }, 60_000);
});
