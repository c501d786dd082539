import 'reflect-metadata';
import type { StatePatch } from '@tabletop/protocol';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source-options';
import { migrate } from '../src/database/migrate';
import { TypeOrmMatchStore } from '../src/match/typeorm-match-store';
import { TypeOrmGameOverRatings } from '../src/ratings/typeorm-game-over-ratings';
import { createTestDatabase } from './support/database';

/** A commit of a game without a clock, whose moves are not counted. */
const UNTIMED = { pace: { clock: null, moves: null }, deadlineAt: null };

describe('the PostgreSQL schema and match store', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let source: DataSource;
  let store: TypeOrmMatchStore;
  let gameId: number;

  beforeAll(async () => {
    db = await createTestDatabase();
    source = await new DataSource(dataSourceOptions(db.url)).initialize();
    await migrate(source);
    await migrate(source); // idempotent
    store = new TypeOrmMatchStore(source, new TypeOrmGameOverRatings(source));
    await source.query(`INSERT INTO users (name) VALUES ('a'), ('b')`);
    const match = JSON.stringify({ game: 'g', player: { id: 1, name: 'a' }, score: [], gameOver: false, state: {} });
    [{ id: gameId }] = await source.query(
      `INSERT INTO games (code, game, status, match, seed) VALUES ('AB12', 'g', 'playing', $1, 's') RETURNING id`,
      [match],
    );
    await source.query('INSERT INTO game_players (game_id, user_id, seat) VALUES ($1, 1, 0), ($1, 2, 1)', [gameId]);
  }, 30000);

  afterAll(async () => {
    await source?.destroy();
    await db?.drop();
  }, 30000);

  it('has no drift between the entities and the migrations', async () => {
    const pending = await source.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((query) => query.query)).toEqual([]);
  });

  it('commits at the expected version only, once per client action id', async () => {
    const change = {
      gameId,
      match: { game: 'g', player: null, score: [], gameOver: false, state: { n: 1 } },
      status: 'playing' as const,
      userId: 1,
      action: { n: 1 },
      patch: { from: 0, version: 1, ops: [[['state', 'n'], 1]] } satisfies StatePatch,
      ...UNTIMED,
    };
    expect(await store.commit({ ...change, expectedVersion: 0, clientActionId: 'x' })).toBe('ok');
    expect(await store.commit({ ...change, expectedVersion: 0, clientActionId: 'y' })).toBe('conflict');
    expect(await store.commit({ ...change, expectedVersion: 1, clientActionId: 'x' })).toBe('duplicate');
    expect(await store.findActionVersion(gameId, 'x')).toBe(1);
    const [row] = await source.query('SELECT version FROM games WHERE id = $1', [gameId]);
    expect(row.version).toBe(1);
    expect(await source.query('SELECT version FROM game_actions WHERE game_id = $1', [gameId])).toEqual([
      { version: 1 },
    ]);
    expect(await store.findPatches(gameId, 0, 10)).toEqual([{ version: 1, patch: change.patch }]);
  });

  it('finds games by code for seated players only, with who still takes part', async () => {
    expect(await store.findForPlayer('ab12', 2)).toEqual({
      game: expect.objectContaining({ id: gameId, version: 1 }),
      activePlayers: [1, 2],
      seats: [1, 2],
    });
    expect(await store.findForPlayer('AB12', 3)).toEqual({ game: null });
    expect(await store.findForPlayer('QQQQ', 1)).toEqual({ game: null });
  });

  it('enforces one live game per code and one active game per user', async () => {
    await expect(
      source.query(`INSERT INTO games (code, game, status, match, seed) VALUES ('ab12', 'g', 'waiting', '{}', 's')`),
    ).rejects.toThrow(/games_live_code_key/);
    const [{ id }] = await source.query(
      `INSERT INTO games (code, game, status, match, seed) VALUES ('CD34', 'g', 'waiting', '{}', 's') RETURNING id`,
    );
    await expect(
      source.query('INSERT INTO game_players (game_id, user_id, seat) VALUES ($1, 1, 0)', [id]),
    ).rejects.toThrow(/game_players_one_active_key/);
  });

  it('ends a game: status over, seats inactive, code free again', async () => {
    const match = { game: 'g', player: null, score: [], gameOver: true, state: {} };
    expect(
      await store.commit({
        gameId,
        expectedVersion: 1,
        match,
        status: 'over',
        userId: 1,
        action: {},
        clientActionId: undefined,
        patch: { from: 1, version: 2, ops: [[['gameOver'], true]] },
        ...UNTIMED,
      }),
    ).toBe('ok');
    expect(
      await source.query('SELECT count(*)::int AS n FROM game_players WHERE game_id = $1 AND active', [gameId]),
    ).toEqual([{ n: 0 }]);
    await source.query(
      `INSERT INTO games (code, game, status, match, seed) VALUES ('AB12', 'g', 'waiting', '{}', 's')`,
    );
  });

  it('reads the patches after a version in order, up to a limit; an action logged before patches has none', async () => {
    await source.query(`INSERT INTO game_actions (game_id, version, user_id, action) VALUES ($1, 3, 1, '{}')`, [
      gameId,
    ]);
    expect(await store.findPatches(gameId, 0, 10)).toEqual([
      { version: 1, patch: expect.objectContaining({ from: 0, version: 1 }) },
      { version: 2, patch: { from: 1, version: 2, ops: [[['gameOver'], true]] } },
      { version: 3, patch: null },
    ]);
    expect((await store.findPatches(gameId, 1, 1)).map((row) => row.version)).toEqual([2]);
    expect(await store.findPatches(gameId, 3, 10)).toEqual([]);
  });
  it('logs a leaver’s action and stops only their seat counting as active', async () => {
    const [{ id: c }, { id: d }] = await source.query(`INSERT INTO users (name) VALUES ('c'), ('d') RETURNING id`);
    const [{ id: game }] = await source.query(
      `INSERT INTO games (code, game, status, match, seed) VALUES ('LV01', 'g', 'playing', '{}', 's') RETURNING id`,
    );
    await source.query('INSERT INTO game_players (game_id, user_id, seat) VALUES ($1, $2, 0), ($1, $3, 1)', [
      game,
      c,
      d,
    ]);
    const match = { game: 'g', player: { id: d, name: 'd' }, score: [], gameOver: false, state: {} };
    const leave = {
      gameId: game,
      match,
      status: 'playing' as const,
      userId: c,
      action: '$forfeit',
      leaving: true,
      ...UNTIMED,
    };
    const patch = { from: 0, version: 1, ops: [] };
    expect(await store.commit({ ...leave, expectedVersion: 1, clientActionId: undefined, patch })).toBe('conflict');
    expect(await store.findForPlayer('LV01', c)).toMatchObject({ activePlayers: [c, d] });
    expect(await store.commit({ ...leave, expectedVersion: 0, clientActionId: undefined, patch })).toBe('ok');
    expect(await store.findForPlayer('LV01', c)).toMatchObject({ left: true, activePlayers: [d] });
    expect(await source.query('SELECT version, user_id FROM game_actions WHERE game_id = $1', [game])).toEqual([
      { version: 1, user_id: c },
    ]);
  });

  describe('commits made together', () => {
    const patch = { from: 0, version: 1, ops: [] };
    let players: [number, number];

    /** A game being played by the two players; their seats count as active only where asked (one active game each). */
    async function playingGame(code: string, active = false): Promise<number> {
      const [{ id }] = await source.query(
        `INSERT INTO games (code, game, status, match, seed) VALUES ($1, 'g', 'playing', '{}', 's') RETURNING id`,
        [code],
      );
      await source.query(
        'INSERT INTO game_players (game_id, user_id, seat, active) VALUES ($1, $2, 0, $4), ($1, $3, 1, $4)',
        [id, players[0], players[1], active],
      );
      return id;
    }

    const move = (gameId: number, expectedVersion: number, clientActionId?: string) => ({
      gameId,
      expectedVersion,
      match: { game: 'g', player: null, score: [], gameOver: false, state: { expectedVersion } },
      status: 'playing' as const,
      userId: players[0],
      action: { at: expectedVersion },
      clientActionId,
      patch,
      ...UNTIMED,
    });

    beforeAll(async () => {
      const rows = await source.query(`INSERT INTO users (name) VALUES ('e'), ('f') RETURNING id`);
      players = [rows[0].id, rows[1].id];
    });

    it('decides each game as if it were written alone, in one transaction', async () => {
      const games: number[] = [];
      for (const code of ['BA01', 'BA02', 'BA03', 'BA04']) games.push(await playingGame(code));
      games.push(await playingGame('BA05', true));
      const over = { ...move(games[4], 0, 'end'), status: 'over' as const };
      // The first two go at once, alone; the three made meanwhile wait and go as one batch.
      const outcomes = await Promise.all([
        store.commit(move(games[0], 0, 'f1')),
        store.commit(move(games[1], 0, 'f2')),
        store.commit(move(games[2], 0, 'ok')),
        store.commit(move(games[3], 5, 'stale')),
        store.commit(over),
      ]);
      expect(outcomes).toEqual(['ok', 'ok', 'ok', 'conflict', 'ok']);
      const logged = await source.query(
        'SELECT game_id, version, xmin::text AS tx FROM game_actions WHERE game_id = ANY($1) ORDER BY game_id',
        [games],
      );
      expect(logged.map((row: { game_id: number }) => row.game_id)).toEqual([games[0], games[1], games[2], games[4]]);
      const batched = logged.filter((row: { game_id: number }) => row.game_id === games[2] || row.game_id === games[4]);
      expect(new Set(batched.map((row: { tx: string }) => row.tx)).size).toBe(1);
      const versions = await source.query('SELECT id, version, status FROM games WHERE id = ANY($1) ORDER BY id', [
        games,
      ]);
      expect(versions.map((row: { version: number }) => row.version)).toEqual([1, 1, 1, 0, 1]);
      expect(versions[4].status).toBe('over');
      expect(
        await source.query('SELECT count(*)::int AS n FROM game_players WHERE game_id = $1 AND active', [games[4]]),
      ).toEqual([{ n: 0 }]);
      expect(await store.findActionVersion(games[2], 'ok')).toBe(1);
    });

    it('frees only the leaver’s seat when a forfeit is written in a batch', async () => {
      const games: number[] = [];
      for (const code of ['BC01', 'BC02']) games.push(await playingGame(code));
      games.push(await playingGame('BC03', true));
      games.push(await playingGame('BC04'));
      const leave = { ...move(games[2], 0), action: '$forfeit', leaving: true };
      const outcomes = await Promise.all([
        store.commit(move(games[0], 0)),
        store.commit(move(games[1], 0)),
        store.commit(leave),
        store.commit(move(games[3], 0)),
      ]);
      expect(outcomes).toEqual(['ok', 'ok', 'ok', 'ok']);
      expect(await source.query('SELECT user_id FROM game_players WHERE game_id = $1 AND active', [games[2]])).toEqual([
        { user_id: players[1] },
      ]);
      expect(await source.query('SELECT action FROM game_actions WHERE game_id = $1', [games[2]])).toEqual([
        { action: '$forfeit' },
      ]);
    });

    it('finds a duplicate client id in a batch and still writes the others', async () => {
      const games: number[] = [];
      for (const code of ['BB01', 'BB02', 'BB03', 'BB04']) games.push(await playingGame(code));
      await store.commit(move(games[2], 0, 'already'));
      const outcomes = await Promise.all([
        store.commit(move(games[0], 0)),
        store.commit(move(games[1], 0)),
        store.commit(move(games[2], 1, 'already')),
        store.commit(move(games[3], 0, 'fresh')),
      ]);
      expect(outcomes).toEqual(['ok', 'ok', 'duplicate', 'ok']);
      const versions = await source.query('SELECT version FROM games WHERE id = ANY($1) ORDER BY id', [games]);
      expect(versions.map((row: { version: number }) => row.version)).toEqual([1, 1, 1, 1]);
    });

    it('fails only the action PostgreSQL refuses in a batch; the other games’ actions commit', async () => {
      const games: number[] = [];
      for (const code of ['BD01', 'BD02', 'BD03', 'BD04', 'BD05', 'BD06']) games.push(await playingGame(code));
      // A NUL in a JSON string: jsonb refuses it, and with it the statement of the whole batch.
      const poison = { ...move(games[3], 0, 'poison'), action: { note: 'a\u0000b' } };
      // The first two go at once, alone; the four made meanwhile go together.
      const outcomes = await Promise.allSettled([
        store.commit(move(games[0], 0)),
        store.commit(move(games[1], 0)),
        store.commit(move(games[2], 0, 'good')),
        store.commit(poison),
        store.commit(move(games[4], 0)),
        store.commit(move(games[5], 0, 'also-good')),
      ]);
      expect(outcomes.map((outcome) => outcome.status)).toEqual([
        'fulfilled',
        'fulfilled',
        'fulfilled',
        'rejected',
        'fulfilled',
        'fulfilled',
      ]);
      const versions = await source.query('SELECT version FROM games WHERE id = ANY($1) ORDER BY id', [games]);
      expect(versions.map((row: { version: number }) => row.version)).toEqual([1, 1, 1, 0, 1, 1]);
      expect(await store.findActionVersion(games[5], 'also-good')).toBe(1);
    });
  });
});
