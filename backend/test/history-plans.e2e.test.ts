import type { HistoryPage, MovesPage, Replay } from '@tabletop/protocol';
import { Client } from 'pg';
import { captureQueries, type CapturedQuery } from './support/query-capture';
import { filledDatabase, finishedGamesInsert, seatRows, seatUsers } from './support/finished-games';
import { explain, type Plan } from './support/query-plans';
import { guest, type Guest } from './support/server';
import { useTestServer } from './support/test-server';

const FINISHED_GAMES = 100_000;
const USERS = 4_000;
/** The tables that grow with every game ever played: no history or replay read may scan them whole. */
const GROWING = new Set(['games', 'game_players', 'game_actions', 'users']);
const GAMES = ['super_tic_tac_toe', 'repello', 'winzards/football'];
const [SEAT_0, SEAT_1] = seatUsers(USERS);
/** A code of the game that is still running (the spectators' path of the move list). */
const LIVE_CODE = 'LIVE';

/**
 * 100,000 finished two-player games of the three games over 4,000 registered players, each with three logged actions
 * (legal Super Tic-Tac-Toe moves, so those games replay) and a match naming both seats, in a few statements.
 */
const FILL = [
  `INSERT INTO users (name, kind) SELECT 'player ' || i, 'registered' FROM generate_series(1, ${USERS}) i`,
  finishedGamesInsert({
    count: FINISHED_GAMES,
    game: `(ARRAY['${GAMES.join("','")}'])[i % 3 + 1]`,
    match: `'{}'`,
    minutesApart: 1,
  }),
  `UPDATE games g SET match = jsonb_build_object('game', g.game, 'player', NULL, 'gameOver', true, 'state', NULL,
     'score', jsonb_build_array(
       jsonb_build_object('player', jsonb_build_object('id', ${SEAT_0}, 'name', 'player ' || ${SEAT_0}), 'score', 1),
       jsonb_build_object('player', jsonb_build_object('id', ${SEAT_1}, 'name', 'player ' || ${SEAT_1}), 'score', 0)))`,
  `INSERT INTO game_players (game_id, user_id, seat, active)
   SELECT g.id, s.user_id, s.seat, false FROM games g, ${seatRows(USERS)}`,
  // X in the centre, O in the centre board's corner, X in the corner board's centre.
  `INSERT INTO game_actions (game_id, version, user_id, action)
   SELECT g.id, a.version, CASE WHEN a.version = 2 THEN ${SEAT_1} ELSE ${SEAT_0} END, a.action::jsonb
     FROM games g, (VALUES (1, '{"board":4,"cell":4}'), (2, '{"board":4,"cell":0}'), (3, '{"board":0,"cell":4}'))
          AS a(version, action)`,
  // Every other game was played at a public table: a profile shows those to anyone, the rest to their seats only.
  `UPDATE games SET listed = id % 2 = 0`,
  // The newest Super Tic-Tac-Toe game still runs.
  `UPDATE games SET status = 'playing', code = '${LIVE_CODE}',
          match = jsonb_set(jsonb_set(match, '{gameOver}', 'false'), '{player}', match -> 'score' -> 0 -> 'player')
    WHERE id = (SELECT max(id) FROM games WHERE game = '${GAMES[0]}')`,
];

/**
 * The history's, the profiles' games', the replays' and the move lists' statements, captured from the real endpoints
 * on a database of 100,000 finished games and planned by PostgreSQL (EXPLAIN ANALYZE): each reads through indexes, none
 * scans a growing table. The plans and timings are printed for the closing note.
 */
describe('the history reads on 100,000 finished games', () => {
  const server = useTestServer();
  let sql: Client;
  let me: Guest;

  beforeAll(async () => {
    const started = Date.now();
    sql = await filledDatabase(server.databaseUrl(), FILL);
    me = await guest(server.baseUrl);
    // A history of the caller's own: a third seat in 200 games, of every game.
    await sql.query(
      `INSERT INTO game_players (game_id, user_id, seat, active)
       SELECT id, $1, 2, false FROM games WHERE id % 500 = $1 % 500`,
      [me.id],
    );
    await sql.query('ANALYZE');
    console.log(`Filled and analysed ${FINISHED_GAMES} games in ${Date.now() - started} ms`);
  }, 120_000);

  afterAll(async () => {
    await sql?.end();
  });

  const get = (path: string) => server.http().get(path).set(me.auth).expect(200);

  /** The statements the server ran for `request`, but the test's own. */
  async function captured(request: () => Promise<unknown>): Promise<CapturedQuery[]> {
    const capture = captureQueries([sql]);
    try {
      await request();
    } finally {
      capture.stop();
    }
    return capture.captured;
  }

  it('reads every page, player, replay and move list through indexes only', async () => {
    const reads: [label: string, request: () => Promise<unknown>][] = [];
    const first = (await get('/api/history')).body as HistoryPage;
    expect(first.games).toHaveLength(20);
    expect(first.next).toBe(first.games[19].id);
    const ttt = first.games.find((row) => row.game === GAMES[0])!;
    reads.push(
      ['history, first page', () => get('/api/history')],
      ['history, a later page by key', () => get(`/api/history?before=${first.next}`)],
      ['history, one game', () => get(`/api/history?game=${encodeURIComponent(GAMES[2])}&limit=50`)],
      ["a player's games", () => get('/api/players/PLAYER%20123/games')],
      ["a player's games, a later page", () => get('/api/players/player%20123/games?before=50000')],
      ['a replay', () => get(`/api/replays/${ttt.id}`)],
      ["a seat's moves", () => get(`/api/game/moves?code=${ttt.code}&after=1`)],
      ["a spectator's moves", () => get(`/api/game/moves?code=${LIVE_CODE}`)],
    );

    // The answers are the real ones, on this database too.
    const spectated = (await get(`/api/game/moves?code=${LIVE_CODE}`)).body as MovesPage;
    expect(spectated.moves).toHaveLength(3);
    const player = (await get('/api/players/player%20123/games')).body as HistoryPage;
    expect(player.games.length).toBeGreaterThan(0);
    expect(player.games.every((row) => row.listed || row.players.some((seat) => seat.id === me.id))).toBe(true);

    const plans: { label: string; plan: Plan }[] = [];
    for (const [label, request] of reads) {
      const statements = await captured(request);
      // The guard's session check runs on every request (request-path-plans covers it): the history's own reads here.
      const own = statements.filter((query) => /\b(games|game_players|game_actions)\b|lower\(name\)/.test(query.text));
      expect(own.length).toBeGreaterThan(0);
      for (const query of own) plans.push({ label, plan: await explain(sql, query) });
    }
    // Asked for after its plans were captured: the server keeps a built replay, and answers it again unread.
    const replay = (await get(`/api/replays/${ttt.id}`)).body as Replay;
    expect(replay.moves.map((move) => move.text)).toEqual(['X b5 c5', 'O b5 c1', 'X b1 c5']);

    console.log(
      plans
        .map(({ label, plan }) => {
          const sqlText = plan.text.replace(/\s+/g, ' ').trim();
          return `${label}: ${plan.executionMs?.toFixed(3)} ms\n  ${sqlText}\n${plan.plan.replace(/^/gm, '    ')}`;
        })
        .join('\n\n'),
    );
    const scanning = plans.filter(({ plan }) => plan.seqScans.some((table) => GROWING.has(table)));
    expect(scanning.map(({ label, plan }) => ({ label, plan: plan.plan }))).toEqual([]);
    const unindexed = plans.filter(({ plan }) => plan.indexes.length === 0);
    expect(unindexed.map(({ label, plan }) => ({ label, plan: plan.plan }))).toEqual([]);
    // A history page walks the player's seats in game id order, not all of them sorted.
    const pages = plans.filter(({ plan }) => plan.text.includes('ORDER BY p.game_id DESC'));
    expect(pages).toHaveLength(5);
    for (const { plan } of pages) expect(plan.indexes).toContain('game_players_user_game_idx');
  }, 120_000);
});
