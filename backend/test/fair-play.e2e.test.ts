import type { GameState } from '@tabletop/game-kit';
import type { Presence } from '@tabletop/protocol';
import { randomBytes } from 'node:crypto';
import { register } from './support/auth';
import { winningGame } from './support/play';
import { act, connect, guest, nextState, type ClientSocket, type Guest } from './support/server';
import { useTestServer } from './support/test-server';

const TTT = 'super_tic_tac_toe';
const SHORT = { initial: 10, increment: 0 };
const LONG = { initial: 600, increment: 0 };

type Seat = Guest & { socket: ClientSocket };

/**
 * Strangers cannot hold a game hostage or farm a rating: clocks on the wire, aborts by button and by a first move not
 * made in time, ghost seats freed, victory claimed from absent opponents, and what counts as a rated game. Real
 * server, PostgreSQL and sockets; the waits are shortened through the settings ops have.
 */
describe('fair play with strangers', () => {
  const server = useTestServer({ FIRST_MOVE_TIMEOUT: '2s', OPEN_TABLE_GRACE: '1s', CLAIM_AFTER: '1s' });

  const post = (who: Pick<Guest, 'auth'>, path: string, body: object) =>
    server.http().post(path).set(who.auth).send(body);
  const get = (who: Pick<Guest, 'auth'>, path: string) => server.http().get(path).set(who.auth);

  async function seated(who: Guest): Promise<Seat> {
    const socket = await connect(server.baseUrl, { token: who.jwt });
    server.track(socket);
    return { ...who, socket };
  }
  const member = async (prefix: string) =>
    seated(await register(server.baseUrl, `${prefix}${randomBytes(4).toString('hex')}`, 'a long password'));

  /** `a` creates a Super Tic-Tac-Toe game with `clock` (undefined: none given), `b` joins: started. */
  async function started(a: Seat, b: Seat, clock?: object | null): Promise<GameState> {
    const body = clock === undefined ? { game: TTT } : { game: TTT, clock };
    const created = (await post(a, '/api/game/create', body).expect(200)).body as GameState;
    const start = nextState(a.socket, 'startGame');
    await post(b, '/api/game/join', { game: TTT, code: created.code }).expect(200);
    return start;
  }

  /**
   * Plays the first `count` moves of a winning line, each by the seat to move; the state after them, as the other seat
   * was sent it (the mover's own connection has its answer in the acknowledgement).
   */
  async function play(seats: Seat[], start: GameState, count: number): Promise<GameState> {
    const { moves } = winningGame(start);
    let state = start;
    for (const [index, { playerId, action }] of moves.slice(0, count).entries()) {
      const mover = seats.find((seat) => seat.id === playerId)!;
      const other = seats.find((seat) => seat.id !== playerId)!;
      const next = nextState(other.socket, 'emit-state', (pushed) => pushed.version === index + 1);
      expect(await act(mover.socket, { code: start.code, version: index, action })).toMatchObject({ ok: true });
      state = await next;
    }
    return state;
  }

  const gameOf = async (code: string) =>
    (
      await server.sql<{ id: number; status: string; unrated: string | null }>(
        'SELECT id, status, unrated FROM games WHERE upper(code) = upper($1) ORDER BY id DESC LIMIT 1',
        [code],
      )
    )[0];

  describe('the clock on the wire', () => {
    it('accepts a clock on create and quick, gives listed tables the game’s default, and names a bad field', async () => {
      const ann = await seated(await guest(server.baseUrl));
      const created = (
        await post(ann, '/api/game/create', { game: TTT, clock: { initial: 60, increment: 1 } }).expect(200)
      ).body as GameState;
      expect(created.clock).toEqual({
        initial: 60,
        increment: 1,
        remainingMs: [60_000],
        running: null,
        serverTime: expect.any(Number),
      });
      await post(ann, '/api/game/leave', { code: created.code }).expect(200);

      const listed = (await post(ann, '/api/game/create', { game: TTT, listed: true }).expect(200)).body as GameState;
      expect(listed.clock).toMatchObject({ initial: 180, increment: 2 });
      await post(ann, '/api/game/leave', { code: listed.code }).expect(200);
      const unlisted = (await post(ann, '/api/game/create', { game: TTT, clock: null }).expect(200)).body as GameState;
      expect(unlisted.clock).toBeNull();
      await post(ann, '/api/game/leave', { code: unlisted.code }).expect(200);

      const bad: [string, object, RegExp][] = [
        ['/api/game/create', { game: TTT, clock: { initial: 9, increment: 0 } }, /^clock\.initial/],
        ['/api/game/create', { game: TTT, clock: { initial: 60, increment: 61 } }, /^clock\.increment/],
        ['/api/game/create', { game: TTT, clock: { initial: 60.5, increment: 0 } }, /^clock\.initial/],
        ['/api/game/create', { game: TTT, clock: 'blitz' }, /^clock must be/],
        ['/api/game/create', { game: TTT, listed: true, clock: null }, /^clock: a listed table always has a clock/],
        ['/api/game/quick', { game: TTT, clock: null }, /^clock must be/],
        ['/api/game/quick', { game: TTT, clock: { initial: 3601, increment: 0 } }, /^clock\.initial/],
      ];
      for (const [path, body, message] of bad) {
        const answer = await post(ann, path, body).expect(400);
        expect(answer.body.message).toMatch(message);
      }
      expect((await get(ann, '/api/game/current-state')).status).toBe(204);
    });

    it('runs the mover’s clock only, in every state sent: the start, each push and a sync', async () => {
      const [ann, ben] = [await seated(await guest(server.baseUrl)), await seated(await guest(server.baseUrl))];
      const before = Date.now();
      const start = await started(ann, ben, { initial: 60, increment: 2 });
      expect(start.clock).toMatchObject({ remainingMs: [60_000, 60_000], running: 0 });
      expect(start.clock!.serverTime).toBeGreaterThanOrEqual(before - 1000);
      const after = await play([ann, ben], start, 1);
      expect(after.clock).toMatchObject({ running: 1, remainingMs: [expect.any(Number), 60_000] });
      const [annLeft] = after.clock!.remainingMs;
      expect(annLeft).toBeGreaterThan(60_000);
      expect(annLeft).toBeLessThanOrEqual(62_000);
      const synced = await ann.socket.timeout(5000).emitWithAck('sync', { code: start.code });
      expect(synced).toMatchObject({ ok: true, state: { clock: after.clock } });
    });
  });

  describe('aborts', () => {
    it('lets a seat abort until every seat has moved: no winner, unrated, both free at once', async () => {
      const [ann, ben] = [await member('ann'), await member('ben')];
      const start = await started(ann, ben, LONG);
      await play([ann, ben], start, 1);
      const pushed = nextState(ann.socket, 'emit-state', (state) => state.gameOver);
      const aborted = (await post(ben, '/api/game/abort', { code: start.code }).expect(200)).body as GameState;
      expect(aborted).toMatchObject({
        gameOver: true,
        aborted: { by: ben.id, late: false },
        player: null,
        clock: { running: null },
      });
      expect(await pushed).toMatchObject({ aborted: { by: ben.id, late: false } });
      expect(await gameOf(start.code)).toMatchObject({ status: 'over', unrated: 'aborted' });
      expect((await get(ann, `/api/game/rating-change?code=${start.code}`).expect(200)).body).toEqual({
        rated: false,
        reason: 'Aborted',
      });
      const outcomes = await server.sql('SELECT outcome FROM game_players WHERE game_id = $1', [
        (await gameOf(start.code)).id,
      ]);
      expect(outcomes).toEqual([{ outcome: null }, { outcome: null }]);
      // Both are free to play again.
      for (const who of [ann, ben]) {
        const next = (await post(who, '/api/game/create', { game: TTT }).expect(200)).body as GameState;
        await post(who, '/api/game/leave', { code: next.code }).expect(200);
      }

      const again = await started(ann, ben, LONG);
      await play([ann, ben], again, 2);
      expect((await post(ann, '/api/game/abort', { code: again.code }).expect(400)).body.message).toBe(
        'Every player has moved: the game can no longer be aborted',
      );
      await post(ann, '/api/game/leave', { code: again.code }).expect(200);
    });

    it('aborts by itself when a seat does not make its first move within FIRST_MOVE_TIMEOUT', async () => {
      const [ann, ben] = [await seated(await guest(server.baseUrl)), await seated(await guest(server.baseUrl))];
      const start = await started(ann, ben, LONG);
      await play([ann, ben], start, 1);
      const ended = await nextState(ann.socket, 'emit-state', (state) => state.gameOver, 6000);
      expect(ended).toMatchObject({ aborted: { by: ben.id, late: true }, version: 2 });
      const [logged] = await server.sql<{ user_id: number; action: unknown }>(
        'SELECT user_id, action FROM game_actions WHERE game_id = $1 AND version = 2',
        [(await gameOf(start.code)).id],
      );
      expect(logged).toEqual({ user_id: ben.id, action: { type: '$abort', late: true } });
    });

    it('never aborts a game without a clock by itself', async () => {
      const [ann, ben] = [await seated(await guest(server.baseUrl)), await seated(await guest(server.baseUrl))];
      const start = await started(ann, ben);
      expect(start.clock).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect(await gameOf(start.code)).toMatchObject({ status: 'playing' });
      await post(ann, '/api/game/leave', { code: start.code }).expect(200);
    });
  });

  describe('ghost seats', () => {
    it('frees the seat of a player who opened a table and never connected; quick match never pairs with it', async () => {
      const ghost = await guest(server.baseUrl);
      const table = (await post(ghost, '/api/game/quick', { game: TTT }).expect(200)).body as GameState;
      const player = await seated(await guest(server.baseUrl));
      const paired = (await post(player, '/api/game/quick', { game: TTT }).expect(200)).body as GameState;
      expect(paired.code).not.toBe(table.code);
      expect(paired.player).toBeNull();
      // Within the grace (1 s) and a look or two over the tables, the ghost's table is closed.
      const deadline = Date.now() + 5000;
      while ((await gameOf(table.code)).status !== 'over' && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await gameOf(table.code)).toMatchObject({ status: 'over' });
      expect((await get(ghost, '/api/game/current-state')).status).toBe(204);
      // The connected player's table stays, and the next connected player is seated with them.
      const next = await seated(await guest(server.baseUrl));
      const joined = (await post(next, '/api/game/quick', { game: TTT }).expect(200)).body as GameState;
      expect(joined.code).toBe(paired.code);
      expect(joined.player).not.toBeNull();
      await post(next, '/api/game/leave', { code: joined.code }).expect(200);
    });
  });

  describe('claiming victory', () => {
    it('lets the one left claim a game without a clock once every opponent has been gone CLAIM_AFTER', async () => {
      const [ann, ben] = [await seated(await guest(server.baseUrl)), await seated(await guest(server.baseUrl))];
      const start = await started(ann, ben);
      await play([ann, ben], start, 2);
      expect((await post(ann, '/api/game/claim', { code: start.code }).expect(400)).body.message).toMatch(
        /^You can claim victory only/,
      );
      const told = new Promise<Presence>((resolve) =>
        ann.socket.on('presence', (presence) => presence.claimAt !== undefined && resolve(presence)),
      );
      const left = Date.now();
      ben.socket.close();
      // Ann is told when she may claim: CLAIM_AFTER after Ben went.
      const presence = await told;
      expect(presence).toMatchObject({ code: start.code, online: [ann.id] });
      expect(presence.claimAt! - left).toBeGreaterThanOrEqual(1000 - 200);
      expect(presence.claimAt! - left).toBeLessThan(1000 + 2000);
      expect((await post(ann, '/api/game/claim', { code: start.code }).expect(400)).body.message).toMatch(
        /^You can claim victory only/,
      );
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const claimed = (await post(ann, '/api/game/claim', { code: start.code }).expect(200)).body as GameState;
      expect(claimed).toMatchObject({ gameOver: true, forfeited: { players: [ben.id], endedGame: true } });
      const outcomes = await server.sql<{ user_id: number; outcome: string }>(
        'SELECT user_id, outcome FROM game_players WHERE game_id = $1 ORDER BY seat',
        [(await gameOf(start.code)).id],
      );
      expect(Object.fromEntries(outcomes.map((row) => [row.user_id, row.outcome]))).toEqual({
        [ann.id]: 'win',
        [ben.id]: 'loss',
      });
    });

    it('refuses a claim in a game with a clock', async () => {
      const [ann, ben] = [await seated(await guest(server.baseUrl)), await seated(await guest(server.baseUrl))];
      const start = await started(ann, ben, LONG);
      ben.socket.close();
      await new Promise((resolve) => setTimeout(resolve, 1300));
      await post(ann, '/api/game/claim', { code: start.code }).expect(400);
      await post(ann, '/api/game/leave', { code: start.code }).expect(200);
    });
  });

  describe('ratings that mean something', () => {
    const ratingOf = async (userId: number) =>
      (
        await server.sql<{ rating: number; games: number }>(
          'SELECT rating, games FROM player_ratings WHERE user_id = $1 AND game = $2',
          [userId, TTT],
        )
      )[0] ?? null;

    it('rates no game with zero moves', async () => {
      const [ann, ben] = [await member('zan'), await member('zben')];
      const start = await started(ann, ben, LONG);
      await post(ben, '/api/game/leave', { code: start.code }).expect(200);
      expect(await gameOf(start.code)).toMatchObject({ status: 'over', unrated: 'moves' });
      expect((await get(ann, `/api/game/rating-change?code=${start.code}`).expect(200)).body).toEqual({
        rated: false,
        reason: 'Fewer than two moves each',
      });
      expect(await ratingOf(ann.id)).toBeNull();
      expect(await ratingOf(ben.id)).toBeNull();
    });

    it('stops the farming loop: A creates, B joins, B leaves, twenty times, moves neither rating past the pair limit', async () => {
      const [a, b] = [await member('farmA'), await member('farmB')];
      const ratings: ({ rating: number; games: number } | null)[] = [];
      for (let round = 0; round < 20; round++) {
        const start = await started(a, b, LONG);
        // The most a farmer can make of it: two turns each, so the game is not thrown out for too few moves.
        await play([a, b], start, 4);
        await post(b, '/api/game/leave', { code: start.code }).expect(200);
        ratings.push(await ratingOf(a.id));
        if (round === 3)
          expect((await get(b, `/api/game/rating-change?code=${start.code}`).expect(200)).body).toEqual({
            rated: false,
            reason: `You have played ${a.name} 3 times today`,
          });
      }
      expect(ratings.slice(0, 3).map((row) => row!.games)).toEqual([1, 2, 3]);
      expect(new Set(ratings.slice(2).map((row) => JSON.stringify(row))).size).toBe(1);
      expect((await ratingOf(b.id))!.games).toBe(3);

      // The same loop with no moves at all rates nothing, from the first game on.
      const [c, d] = [await member('farmC'), await member('farmD')];
      for (let round = 0; round < 20; round++) {
        const start = await started(c, d, LONG);
        await post(d, '/api/game/leave', { code: start.code }).expect(200);
      }
      expect(await ratingOf(c.id)).toBeNull();
      expect(await ratingOf(d.id)).toBeNull();
    }, 120_000);
  });

  it('says `Time is up` to a move sent after the flag fell, and ends the game for the clock', async () => {
    const [ann, ben] = [await seated(await guest(server.baseUrl)), await seated(await guest(server.baseUrl))];
    const start = await started(ann, ben, SHORT);
    const state = await play([ann, ben], start, 2);
    const ended = nextState(ben.socket, 'emit-state', (pushed) => pushed.gameOver, 14_000);
    // Ann, to move, waits out her ten seconds.
    const over = await ended;
    expect(over).toMatchObject({
      forfeited: { players: [ann.id], endedGame: true, timedOut: [ann.id] },
      clock: { running: null, remainingMs: [0, expect.any(Number)] },
    });
    const move = winningGame(start).moves[2];
    expect(await act(ann.socket, { code: start.code, version: state.version, action: move.action })).toMatchObject({
      ok: false,
      error: 'Time is up',
    });
  }, 30_000);
});
