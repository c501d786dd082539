import type { GameState } from '@tabletop/game-kit';
import { randomBytes } from 'node:crypto';
import { rateGame, type Glicko } from '../src/ratings/rate-game';
import { register, type SignedInUser } from './support/auth';
import { findGame } from '../src/games/registry';
import { playTurns, winningGame } from './support/play';
import { act, connect, guest, nextState, type ClientSocket } from './support/server';
import { useTestServer } from './support/test-server';

const TTT = 'super_tic_tac_toe';
const REPELLO = 'repello';
const WINZARD = 'winzards/football';
const uniqueName = (prefix: string) => `${prefix}${randomBytes(4).toString('hex')}`;
const CLOCK = { initial: 600, increment: 0 };

type Seat = { id: number; name: string; auth: { Authorization: string }; socket: ClientSocket };
type RatingRow = Glicko & { user_id: number; games: number };

/**
 * Ratings over real servers and sockets: registered players' games are rated in the commit that ends them, guests'
 * and computers' are not; leaderboards, profiles and the change shown at game over read what those commits wrote.
 */
describe('ratings, leaderboards and profiles', () => {
  const server = useTestServer();

  async function member(prefix: string): Promise<Seat & SignedInUser> {
    const who = await register(server.baseUrl, uniqueName(prefix), 'a long password');
    const socket = await connect(server.baseUrl, { token: who.jwt });
    server.track(socket);
    return { ...who, socket };
  }

  async function visitor(): Promise<Seat> {
    const who = await guest(server.baseUrl);
    const socket = await connect(server.baseUrl, { token: who.jwt });
    server.track(socket);
    return { ...who, socket };
  }

  const get = (who: Pick<Seat, 'auth'>, path: string) => server.http().get(path).set(who.auth);
  const post = (who: Pick<Seat, 'auth'>, path: string, body: object) =>
    server.http().post(path).set(who.auth).send(body);

  /**
   * `players[0]` creates the game with a clock (a game without one is not rated), the others join; started by the
   * first seat when it waits for more.
   */
  async function started(game: string, players: Seat[]): Promise<GameState> {
    const created = (await post(players[0], '/api/game/create', { game, clock: CLOCK }).expect(200)).body as GameState;
    const start = nextState(players[0].socket, 'startGame');
    for (const other of players.slice(1)) await post(other, '/api/game/join', { game, code: created.code }).expect(200);
    if (players.length > 2)
      await post(players[0], '/api/game/start', { game, code: created.code, overrideStart: true }).expect(200);
    return start;
  }

  /** A whole Super Tic-Tac-Toe game to a win, over the players' sockets; the winner's id. */
  async function playToAWin(players: Seat[]): Promise<{ code: string; winner: number; gameId: number }> {
    const start = await started(TTT, players);
    const { moves, final } = winningGame(start);
    const socketOf = (id: number) => players.find((player) => player.id === id)!.socket;
    for (const [index, { playerId, action }] of moves.entries()) {
      const ack = await act(socketOf(playerId), { code: start.code, version: index, action, id: `r${index}` });
      expect(ack).toEqual({ ok: true, version: index + 1 });
    }
    const winner = final.score.find((entry) => entry.score === 100)!.player.id;
    return { code: start.code, winner, gameId: await gameIdOf(start.code, players[0].id) };
  }

  const gameIdOf = async (code: string, userId: number) =>
    (
      await server.sql<{ id: number }>(
        `SELECT g.id FROM games g JOIN game_players p ON p.game_id = g.id
          WHERE upper(g.code) = upper($1) AND p.user_id = $2 ORDER BY g.id DESC LIMIT 1`,
        [code, userId],
      )
    )[0].id;

  const ratingsOf = (ids: number[], game = TTT) =>
    server.sql<RatingRow>(
      'SELECT user_id, rating, deviation, volatility, games FROM player_ratings WHERE user_id = ANY($1) AND game = $2',
      [ids, game],
    );
  const ratingOf = async (id: number, game = TTT) => (await ratingsOf([id], game))[0];
  const outcomesOf = async (gameId: number) =>
    Object.fromEntries(
      (
        await server.sql<{ user_id: number; outcome: string }>(
          'SELECT user_id, outcome FROM game_players WHERE game_id = $1',
          [gameId],
        )
      ).map((row) => [row.user_id, row.outcome]),
    );
  const glicko = (row: RatingRow): Glicko => ({
    rating: row.rating,
    deviation: row.deviation,
    volatility: row.volatility,
  });

  it('rates a game between registered players in the commit that ends it, both seats at once', async () => {
    const [ann, ben] = [await member('ann'), await member('ben')];
    const { code, winner, gameId } = await playToAWin([ann, ben]);
    const loser = winner === ann.id ? ben.id : ann.id;
    const [won, lost] = rateGame([
      { rank: 1, rating: null },
      { rank: 2, rating: null },
    ]);
    expect(await ratingOf(winner)).toMatchObject({ ...won, games: 1 });
    expect(await ratingOf(loser)).toMatchObject({ ...lost, games: 1 });
    expect(await outcomesOf(gameId)).toEqual({ [winner]: 'win', [loser]: 'loss' });
    // One transaction: the ratings, the changes and the last action carry the same commit time.
    const stamps = await server.sql<{ at: Date }>(
      `SELECT created_at AS at FROM rating_changes WHERE game_id = $1
       UNION ALL SELECT last_played_at FROM player_ratings WHERE user_id = ANY($2)
       UNION ALL SELECT created_at FROM game_actions WHERE game_id = $1 AND version = (SELECT version FROM games WHERE id = $1)`,
      [gameId, [ann.id, ben.id]],
    );
    expect(stamps).toHaveLength(5);
    expect(new Set(stamps.map((row) => row.at.getTime())).size).toBe(1);
    const changes = await server.sql<{ user_id: number; rating_before: number; rating_after: number }>(
      'SELECT user_id, rating_before, rating_after FROM rating_changes WHERE game_id = $1 ORDER BY rating_after DESC',
      [gameId],
    );
    expect(changes).toEqual([
      { user_id: winner, rating_before: 1500, rating_after: won.rating },
      { user_id: loser, rating_before: 1500, rating_after: lost.rating },
    ]);
    const shown = Math.round(won.rating) - 1500;
    expect(shown).toBeGreaterThan(0);
    for (const [who, sign] of [
      [ann, winner === ann.id ? 1 : -1],
      [ben, winner === ben.id ? 1 : -1],
    ] as const) {
      const answer = (await get(who, `/api/game/rating-change?code=${code.toLowerCase()}`).expect(200)).body;
      expect(answer).toEqual({
        rated: true,
        before: 1500,
        after: 1500 + sign * shown,
        change: sign * shown,
      });
    }

    // A second game starts from the first's ratings.
    const again = await playToAWin([ben, ann]);
    const rows = Object.fromEntries((await ratingsOf([ann.id, ben.id])).map((row) => [row.user_id, row]));
    const expected = rateGame(
      [ben.id, ann.id].map((id) => ({
        rank: id === again.winner ? 1 : 2,
        rating: id === winner ? won : lost,
      })),
    );
    expect(glicko(rows[ben.id]).rating).toBeCloseTo(expected[0].rating, 9);
    expect(glicko(rows[ann.id]).rating).toBeCloseTo(expected[1].rating, 9);
    expect(rows[ann.id].games).toBe(2);
  });

  it('leaves guest and computer games unrated, with outcomes kept and the reason shown', async () => {
    const [cat, visiting] = [await member('cat'), await visitor()];
    const { code, gameId, winner } = await playToAWin([cat, visiting]);
    expect(await outcomesOf(gameId)).toEqual({
      [winner]: 'win',
      [winner === cat.id ? visiting.id : cat.id]: 'loss',
    });
    const unrated = { rated: false, reason: 'Guests and computer players are not rated' };
    expect((await get(cat, `/api/game/rating-change?code=${code}`).expect(200)).body).toEqual(unrated);
    expect((await get(visiting, `/api/game/rating-change?code=${code}`).expect(200)).body).toEqual(unrated);

    const computer = (await post(cat, '/api/game/computer', { game: TTT, level: 'easy' }).expect(200))
      .body as GameState;
    await post(cat, '/api/game/leave', { code: computer.code }).expect(200);
    const computerGame = await gameIdOf(computer.code, cat.id);
    expect(Object.values(await outcomesOf(computerGame)).sort()).toEqual(['loss', 'win']);
    expect((await outcomesOf(computerGame))[cat.id]).toBe('loss');
    expect((await get(cat, `/api/game/rating-change?code=${computer.code}`).expect(200)).body).toEqual(unrated);
    expect(await ratingsOf([cat.id, visiting.id])).toEqual([]);
    expect(await server.sql('SELECT * FROM rating_changes WHERE game_id = ANY($1)', [[gameId, computerGame]])).toEqual(
      [],
    );
  });

  it('counts a forfeit as a loss, whatever the score', async () => {
    const [dan, eve] = [await member('dan'), await member('eve')];
    const start = await started(TTT, [dan, eve]);
    const { moves } = winningGame(start);
    const mover = moves[0].playerId === dan.id ? dan : eve;
    // Two turns each (a rated game needs them), then the one who moved first leaves.
    for (const [index, { playerId, action }] of moves.slice(0, 4).entries()) {
      const socket = playerId === dan.id ? dan.socket : eve.socket;
      expect(await act(socket, { code: start.code, version: index, action })).toMatchObject({ ok: true });
    }
    await post(mover, '/api/game/leave', { code: start.code }).expect(200);
    const other = mover === dan ? eve : dan;
    const gameId = await gameIdOf(start.code, dan.id);
    expect(await outcomesOf(gameId)).toEqual({ [mover.id]: 'loss', [other.id]: 'win' });
    const [lost, won] = rateGame([
      { rank: 2, rating: null },
      { rank: 1, rating: null },
    ]);
    expect(await ratingOf(mover.id)).toMatchObject({ rating: lost.rating, games: 1 });
    expect(await ratingOf(other.id)).toMatchObject({ rating: won.rating, games: 1 });
    const change = (await get(mover, `/api/game/rating-change?code=${start.code}`).expect(200)).body;
    expect(change).toMatchObject({ rated: true, before: 1500 });
    expect(change.change).toBeLessThan(0);
  });

  it('rates three-player Repello pairwise by final rank: forfeiters last, the earlier leaver lowest', async () => {
    const [fay, gus, hal] = [await member('fay'), await member('gus'), await member('hal')];
    const start = await started(REPELLO, [fay, gus, hal]);
    expect(start.score).toHaveLength(3);
    const seats = [fay, gus, hal];
    await playTurns(findGame(REPELLO)!.definition, start, (id) => seats.find((seat) => seat.id === id)!.socket, 2);
    await post(hal, '/api/game/leave', { code: start.code }).expect(200);
    await post(fay, '/api/game/leave', { code: start.code }).expect(200);
    const gameId = await gameIdOf(start.code, gus.id);
    expect(await outcomesOf(gameId)).toEqual({ [fay.id]: 'loss', [gus.id]: 'win', [hal.id]: 'loss' });
    // Gus stayed (1st), Fay left last (2nd), Hal first (3rd): Gus beat both, Fay beat Hal, in one period each.
    const expected = rateGame([2, 1, 3].map((rank) => ({ rank, rating: null })));
    const rows = Object.fromEntries((await ratingsOf([fay.id, gus.id, hal.id], REPELLO)).map((r) => [r.user_id, r]));
    [fay, gus, hal].forEach((who, index) => expect(glicko(rows[who.id])).toEqual(expected[index]));
    expect(rows[gus.id].rating).toBeGreaterThan(rows[fay.id].rating);
    expect(rows[fay.id].rating).toBeGreaterThan(1500 - 1);
    expect(rows[hal.id].rating).toBeLessThan(rows[fay.id].rating);
    expect((await server.sql('SELECT user_id FROM rating_changes WHERE game_id = $1', [gameId])).length).toBe(3);
  });

  describe('leaderboards', () => {
    let viewer: Seat & SignedInUser;
    const GAME = WINZARD;

    beforeAll(async () => {
      viewer = await member('viewer');
      // 60 rated players (and the viewer among them), ratings 1000..1590 by tens; the viewer at 1345.
      await server.sql(
        `WITH made AS (
           INSERT INTO users (name, kind, username) SELECT 'board' || i, 'registered', 'board' || i
             FROM generate_series(0, 59) i RETURNING id, name)
         INSERT INTO player_ratings (user_id, game, rating, deviation, volatility, games, last_played_at)
         SELECT id, $1, 1000 + 10 * substr(name, 6)::int, 60.4, 0.06, 12, now() - interval '1 day' FROM made`,
        [GAME],
      );
      await server.sql(
        `INSERT INTO player_ratings (user_id, game, rating, deviation, volatility, games, last_played_at)
         VALUES ($1, $2, 1345.4, 80, 0.06, 17, now())`,
        [viewer.id, GAME],
      );
    });

    it('lists the top 50 best first with the viewer’s own rank and the count of ranked players', async () => {
      const body = (await get(viewer, '/api/leaderboards/winzards/football').expect(200)).body;
      expect(body.game).toBe(GAME);
      expect(body.players).toBe(61);
      expect(body.entries).toHaveLength(50);
      expect(body.entries[0]).toMatchObject({
        rank: 1,
        player: { name: 'board59' },
        rating: 1590,
        deviation: 60,
        games: 12,
      });
      expect(body.entries.map((entry: { rank: number }) => entry.rank)).toEqual(
        Array.from({ length: 50 }, (_, index) => index + 1),
      );
      const ratings = body.entries.map((entry: { rating: number }) => entry.rating);
      expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
      // 1345.4: below 1350..1590 (25 players), so 26th.
      expect(body.me).toEqual({
        rank: 26,
        player: { id: viewer.id, name: viewer.name },
        rating: 1345,
        deviation: 80,
        games: 17,
      });
      expect(body.entries[25]).toEqual(body.me);
      // The same through ?game=, and percent-encoded.
      expect((await get(viewer, `/api/leaderboards?game=${encodeURIComponent(GAME)}`).expect(200)).body).toEqual(body);
      expect((await get(viewer, '/api/leaderboards/winzards%2Ffootball').expect(200)).body).toEqual(body);
    });

    it('drops players inactive for 90 days, the viewer too', async () => {
      await server.sql(
        `UPDATE player_ratings SET last_played_at = now() - interval '91 days'
          WHERE game = $1 AND user_id IN (SELECT id FROM users WHERE name IN ('board59', 'board58'))`,
        [GAME],
      );
      let body = (await get(viewer, `/api/leaderboards?game=${GAME}`).expect(200)).body;
      expect(body.players).toBe(59);
      expect(body.entries[0]).toMatchObject({ rank: 1, player: { name: 'board57' }, rating: 1570 });
      expect(body.me).toMatchObject({ rank: 24 });
      await server.sql(
        `UPDATE player_ratings SET last_played_at = now() - interval '90 days 1 minute' WHERE user_id = $1`,
        [viewer.id],
      );
      body = (await get(viewer, `/api/leaderboards?game=${GAME}`).expect(200)).body;
      expect(body.me).toBeNull();
      expect(body.mine).toEqual({ rating: 1345, deviation: 80, games: 17, active: false });
      expect(body.players).toBe(58);
      expect(body.entries.some((entry: { player: { id: number } }) => entry.player.id === viewer.id)).toBe(false);
    });

    it('leaves off provisional ratings and players with fewer than ten rated games, telling each why', async () => {
      const [fresh, few] = [await member('fresh'), await member('few')];
      // Both would top the board: a provisional 2100 (deviation above 110) and a settled 2000 of nine games.
      await server.sql(
        `INSERT INTO player_ratings (user_id, game, rating, deviation, volatility, games, last_played_at)
         VALUES ($1, $3, 2100, 111, 0.06, 20, now()), ($2, $3, 2000, 60, 0.06, 9, now())`,
        [fresh.id, few.id, GAME],
      );
      const seen = (await get(fresh, `/api/leaderboards/${GAME}`).expect(200)).body;
      expect(seen.players).toBe(58);
      expect(seen.entries[0]).toMatchObject({ player: { name: 'board57' } });
      expect(seen.me).toBeNull();
      expect(seen.mine).toEqual({ rating: 2100, deviation: 111, games: 20, active: true });
      const other = (await get(few, `/api/leaderboards/${GAME}`).expect(200)).body;
      expect(other.mine).toEqual({ rating: 2000, deviation: 60, games: 9, active: true });
      await server.sql('UPDATE player_ratings SET games = 10 WHERE user_id = $1 AND game = $2', [few.id, GAME]);
      const listed = (await get(few, `/api/leaderboards/${GAME}`).expect(200)).body;
      expect(listed.me).toMatchObject({ rank: 1, rating: 2000, games: 10 });
      expect(listed.mine).toBeUndefined();
      expect(listed.players).toBe(59);
    });

    it('shows an empty board for a game nobody is rated in, and 404 for an unknown game', async () => {
      const outsider = await visitor();
      const empty = (await get(outsider, `/api/leaderboards/${REPELLO}x`).expect(404)).body;
      expect(empty).toEqual({ message: 'Unknown game', status: 404 });
      await get(outsider, '/api/leaderboards?game=chess').expect(404, { message: 'Unknown game', status: 404 });
      await get(outsider, '/api/leaderboards').expect(400);
      const board = (await get(outsider, `/api/leaderboards/${TTT}`).expect(200)).body;
      expect(board).toMatchObject({ game: TTT, me: null });
      await server.http().get(`/api/leaderboards/${TTT}`).expect(401);
    });
  });

  describe('profiles', () => {
    it('shows a registered player’s record, ratings and rating history to anyone, found case-insensitively', async () => {
      const [ida, jon] = [await member('ida'), await member('jon')];
      const games = [await playToAWin([ida, jon]), await playToAWin([jon, ida])];
      const idaWins = games.filter((game) => game.winner === ida.id).length;
      const stranger = await visitor();
      const body = (await get(stranger, `/api/players/${ida.name.toUpperCase()}`).expect(200)).body;
      const row = await ratingOf(ida.id);
      const history = await server.sql<{ at: Date; rating: number }>(
        'SELECT created_at AS at, rating_after AS rating FROM rating_changes WHERE user_id = $1 ORDER BY game_id',
        [ida.id],
      );
      expect(body).toEqual({
        player: { id: ida.id, name: ida.name },
        kind: 'registered',
        memberSince: expect.any(String),
        gamesPlayed: 2,
        perGame: [
          {
            game: TTT,
            wins: idaWins,
            losses: 2 - idaWins,
            draws: 0,
            rating: { rating: Math.round(row.rating), deviation: Math.round(row.deviation), games: 2 },
            history: history.map((point) => ({ at: point.at.toISOString(), rating: Math.round(point.rating) })),
          },
        ],
      });
      expect(Date.now() - Date.parse(body.memberSince)).toBeLessThan(10 * 60_000);
      expect(body.perGame[0].history).toHaveLength(2);
    });

    it('keeps at most the last 100 points of a rating history, oldest first', async () => {
      const kim = await member('kim');
      await server.sql(
        // Marked by their seed: a code of the earlier games may begin with H too.
        `INSERT INTO games (code, game, status, match, seed, version)
         SELECT 'H' || lpad(i::text, 3, '0'), $1, 'over', '{}', 'history-points', 1 FROM generate_series(1, 120) i`,
        [REPELLO],
      );
      await server.sql(
        `INSERT INTO rating_changes (game_id, user_id, game, rating_before, rating_after, deviation_after)
         SELECT id, $1, $2, 1500, 1400 + (id - (SELECT min(id) FROM games WHERE seed = 'history-points')), 100
           FROM games WHERE seed = 'history-points'`,
        [kim.id, REPELLO],
      );
      await server.sql(
        `INSERT INTO player_ratings (user_id, game, rating, deviation, volatility, games, last_played_at)
         VALUES ($1, $2, 1519, 100, 0.06, 120, now())`,
        [kim.id, REPELLO],
      );
      const body = (await get(kim, `/api/players/${kim.name}`).expect(200)).body;
      const [repello] = body.perGame;
      expect(repello).toMatchObject({
        game: REPELLO,
        wins: 0,
        losses: 0,
        draws: 0,
        rating: { rating: 1519, games: 120 },
      });
      expect(repello.history.map((point: { rating: number }) => point.rating)).toEqual(
        Array.from({ length: 100 }, (_, index) => 1420 + index),
      );
    });

    it('shows a guest’s games to that guest only; unknown players and computers are 404', async () => {
      const [lee, may] = [await visitor(), await member('may')];
      await playToAWin([lee, may]);
      const own = (await get(lee, `/api/players/${lee.name}`).expect(200)).body;
      expect(own).toMatchObject({ player: { id: lee.id, name: lee.name }, kind: 'guest', gamesPlayed: 1 });
      expect(own.perGame).toEqual([expect.objectContaining({ game: TTT, rating: null, history: [] })]);
      expect(own.private).toBeUndefined();
      const seen = (await get(may, `/api/players/${lee.name}`).expect(200)).body;
      expect(seen).toEqual({
        player: { id: lee.id, name: lee.name },
        kind: 'guest',
        memberSince: own.memberSince,
        private: true,
      });
      await get(may, '/api/players/nobody_here_at_all').expect(404, { message: 'Unknown player', status: 404 });
      const computer = (await post(may, '/api/game/computer', { game: TTT, level: 'easy' }).expect(200))
        .body as GameState;
      const seated = computer.score.find((entry) => entry.player.id !== may.id)!.player;
      await get(may, `/api/players/${encodeURIComponent(seated.name)}`).expect(404);
      await post(may, '/api/game/leave', { code: computer.code }).expect(200);
      await get(may, `/api/players/${'x'.repeat(101)}`).expect(400);
    });
  });

  it('answers the rating change only for the caller’s own finished game', async () => {
    const [ned, ola] = [await member('ned'), await member('ola')];
    const start = await started(TTT, [ned, ola]);
    await get(ned, `/api/game/rating-change?code=${start.code}`).expect(409, {
      message: 'The game is still running',
      status: 409,
    });
    const outsider = await member('pat');
    await get(outsider, `/api/game/rating-change?code=${start.code}`).expect(404, {
      message: 'Unknown game',
      status: 404,
    });
    await get(ned, '/api/game/rating-change?code=ZZ').expect(400);
    await get(ned, '/api/game/rating-change').expect(400);
    await get(ned, `/api/game/rating-change?code=${start.code}&extra=1`).expect(400);
    await post(ned, '/api/game/leave', { code: start.code }).expect(200);
    // Left before anyone moved: a game with no moves is not rated.
    expect((await get(ned, `/api/game/rating-change?code=${start.code}`).expect(200)).body).toEqual({
      rated: false,
      reason: 'Fewer than two moves each',
    });
  });
});
