import 'reflect-metadata';
import type { Match } from '@tabletop/game-kit';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source-options';
import { MIGRATIONS } from '../src/database/migrations';
import { Ratings1796410000000 } from '../src/database/migrations/1796410000000-Ratings';
import type { ActionCommit } from '../src/match/ports';
import { TypeOrmMatchStore } from '../src/match/typeorm-match-store';
import { TypeOrmGameOverRatings } from '../src/ratings/typeorm-game-over-ratings';
import { gameEnding } from '../src/ratings/game-ending';
import { seatOutcomes } from '../src/ratings/final-standing';

/** A game played with a clock, every seat past the turns a rated game needs. */
const PLAYED = { clocked: true, turns: [5, 5, 5, 5] };
import { createTestDatabase } from './support/database';

type Scores = [number, number][];

const finished = (scores: Scores, forfeited?: number[]): Match<null> => ({
  game: 'g',
  player: null,
  score: scores.map(([id, score]) => ({ player: { id, name: `u${id}` }, score })),
  gameOver: true,
  state: null,
  ...(forfeited && { forfeited: { players: forfeited, endedGame: true } }),
});

/**
 * The game-over commit's ratings on real PostgreSQL, and the migration's backfill of outcomes (games that ended before
 * it ran), which must follow matchOutcome's rule exactly as seatOutcomes does.
 */
describe('ratings in the PostgreSQL match store', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let source: DataSource;
  let store: TypeOrmMatchStore;
  const backfilled: { id: number; match: Match<null> }[] = [];

  let codes = 0;
  /** A game at version 1 with these seats, active while it runs but for those who left it. */
  const insertGame = async (status: string, match: object, userIds: number[], left: number[] = []): Promise<number> => {
    const [{ id }] = await source.query(
      `INSERT INTO games (code, game, status, match, seed, version) VALUES ($1, 'g', $2, $3, 's', 1) RETURNING id`,
      [`R${String(++codes).padStart(3, '0')}`, status, JSON.stringify(match)],
    );
    for (const [seat, userId] of userIds.entries())
      await source.query('INSERT INTO game_players (game_id, user_id, seat, active) VALUES ($1, $2, $3, $4)', [
        id,
        userId,
        seat,
        status !== 'over' && !left.includes(userId),
      ]);
    return id;
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    const before = MIGRATIONS.slice(0, MIGRATIONS.indexOf(Ratings1796410000000));
    const old = await new DataSource({ ...dataSourceOptions(db.url), entities: [], migrations: before }).initialize();
    await old.runMigrations({ transaction: 'all' });
    await old.query(`INSERT INTO users (name, kind) SELECT 'u' || i, 'registered' FROM generate_series(1, 8) i`);
    source = old;
    const cases: [Scores, number[] | undefined][] = [
      [
        [
          [1, 3],
          [2, 5],
        ],
        undefined,
      ],
      [
        [
          [1, 4],
          [2, 4],
        ],
        undefined,
      ],
      [
        [
          [1, 7],
          [2, 3],
          [3, 7],
        ],
        undefined,
      ],
      [
        [
          [1, 9],
          [2, 0],
        ],
        [1],
      ],
      [
        [
          [1, 9],
          [2, 1],
          [3, 8],
          [4, 2],
        ],
        [3, 1],
      ],
      [
        [
          [1, 2.5],
          [2, 2],
          [3, 2.5],
        ],
        [1],
      ],
    ];
    for (const [scores, forfeited] of cases) {
      const match = finished(scores, forfeited);
      backfilled.push({
        id: await insertGame(
          'over',
          match,
          scores.map(([id]) => id),
        ),
        match,
      });
    }
    await old.destroy();
    source = await new DataSource(dataSourceOptions(db.url)).initialize();
    await source.runMigrations({ transaction: 'all' });
    store = new TypeOrmMatchStore(source, new TypeOrmGameOverRatings(source));
  }, 30000);

  afterAll(async () => {
    await source?.destroy();
    await db?.drop();
  }, 30000);

  it("backfills every finished game's seats with matchOutcome's rule", async () => {
    for (const { id, match } of backfilled) {
      const rows: { user_id: number; outcome: string }[] = await source.query(
        'SELECT user_id, outcome FROM game_players WHERE game_id = $1 ORDER BY seat',
        [id],
      );
      expect(Object.fromEntries(rows.map((row) => [row.user_id, row.outcome]))).toEqual(
        Object.fromEntries(seatOutcomes(match)),
      );
    }
  });

  const running = { game: 'g', player: { id: 5, name: 'u5' }, score: [], gameOver: false, state: null };
  const lastAction = async (gameId: number, match: Match<null>): Promise<ActionCommit> => ({
    gameId,
    expectedVersion: 1,
    match,
    status: 'over',
    userId: match.score[0].player.id,
    action: { last: true },
    clientActionId: undefined,
    patch: { from: 1, version: 2, ops: [] },
    pace: { clock: null, moves: null },
    deadlineAt: null,
    // Rated as a clocked game in which every seat played enough, so that only the seats decide.
    ending: gameEnding(match, 'g', await store.findSeatRatings(gameId, 'g'), PLAYED, 3),
  });
  const ratingOf = async (userId: number) =>
    (await source.query('SELECT rating, games FROM player_ratings WHERE user_id = $1 AND game = $2', [userId, 'g']))[0];

  it('sets outcomes, upserts both ratings and logs both changes in the commit of the last action', async () => {
    const gameId = await insertGame('playing', running, [5, 6]);
    const commit = await lastAction(
      gameId,
      finished([
        [5, 1],
        [6, 0],
      ]),
    );
    expect(await store.findSeatRatings(gameId, 'g')).toEqual([
      { userId: 5, kind: 'registered', rating: null, ratedToday: { 6: 0 } },
      { userId: 6, kind: 'registered', rating: null, ratedToday: { 5: 0 } },
    ]);
    expect(await store.commit(commit)).toBe('ok');
    const [winner, loser] = commit.ending!.ratings;
    expect(await ratingOf(5)).toEqual({ rating: winner.rating, games: 1 });
    expect(await ratingOf(6)).toEqual({ rating: loser.rating, games: 1 });
    expect(
      await source.query('SELECT user_id, outcome FROM game_players WHERE game_id = $1 ORDER BY seat', [gameId]),
    ).toEqual([
      { user_id: 5, outcome: 'win' },
      { user_id: 6, outcome: 'loss' },
    ]);
    expect(
      await source.query(
        'SELECT user_id, rating_before, rating_after FROM rating_changes WHERE game_id = $1 ORDER BY user_id',
        [gameId],
      ),
    ).toEqual([
      { user_id: 5, rating_before: 1500, rating_after: winner.rating },
      { user_id: 6, rating_before: 1500, rating_after: loser.rating },
    ]);
    expect(await store.findSeatRatings(gameId, 'g')).toEqual([
      {
        userId: 5,
        kind: 'registered',
        rating: { rating: winner.rating, deviation: winner.deviation, volatility: winner.volatility, games: 1 },
        // The pair limit's count: this rated game of the two, today.
        ratedToday: { 6: 1 },
      },
      { userId: 6, kind: 'registered', rating: expect.objectContaining({ games: 1 }), ratedToday: { 5: 1 } },
    ]);
  });

  it('makes a commit rated from a stale read a conflict that writes nothing, and keeps the newer rating', async () => {
    const first = await insertGame('playing', running, [7, 8]);
    const stale = await lastAction(
      first,
      finished([
        [7, 1],
        [8, 0],
      ]),
    );
    // Meanwhile user 8 finishes another rated game (the one they joined after leaving this one).
    await source.query('UPDATE game_players SET active = false WHERE game_id = $1 AND user_id = 8', [first]);
    expect(
      await store.commit(
        await lastAction(
          await insertGame('playing', running, [8, 4]),
          finished([
            [8, 0],
            [4, 1],
          ]),
        ),
      ),
    ).toBe('ok');
    const other = await insertGame('playing', running, [8, 5]);
    expect(
      await store.commit(
        await lastAction(
          other,
          finished([
            [8, 3],
            [5, 0],
          ]),
        ),
      ),
    ).toBe('ok');
    const newer = await ratingOf(8);
    expect(newer.games).toBe(2);
    expect(await store.commit(stale)).toBe('conflict');
    expect(await ratingOf(8)).toEqual(newer);
    expect(await ratingOf(7)).toBeUndefined();
    expect(await source.query('SELECT version, status FROM games WHERE id = $1', [first])).toEqual([
      { version: 1, status: 'playing' },
    ]);
    expect(await source.query('SELECT count(*)::int AS n FROM rating_changes WHERE game_id = $1', [first])).toEqual([
      { n: 0 },
    ]);
    // Read again, the same action commits on the newer rating.
    expect(
      await store.commit(
        await lastAction(
          first,
          finished([
            [7, 1],
            [8, 0],
          ]),
        ),
      ),
    ).toBe('ok');
    expect(await ratingOf(8)).toMatchObject({ games: 3 });
  });

  it('commits only one of two games rating one player at once, from a first rating or a later one', async () => {
    for (const ratedBefore of [false, true]) {
      const [a, b] = [await insertGame('playing', running, [1, 2]), await insertGame('playing', running, [3, 2], [2])];
      const gamesBefore = ratedBefore ? (await ratingOf(2)).games : 0;
      const commits = [
        await lastAction(
          a,
          finished([
            [1, 1],
            [2, 0],
          ]),
        ),
        await lastAction(
          b,
          finished([
            [3, 1],
            [2, 0],
          ]),
        ),
      ];
      // Together (one batch, or two transactions at once, as the group commit has it).
      const outcomes = await Promise.all(commits.map((commit) => store.commit(commit)));
      expect([...outcomes].sort()).toEqual(['conflict', 'ok']);
      expect(await ratingOf(2)).toMatchObject({ games: gamesBefore + 1 });
      const won = outcomes[0] === 'ok' ? a : b;
      expect(
        await source.query(
          'SELECT game_id, rating_after FROM rating_changes WHERE user_id = 2 ORDER BY game_id DESC LIMIT 1',
        ),
      ).toEqual([{ game_id: won, rating_after: (await ratingOf(2)).rating }]);
      // The one in conflict goes on running; it ends once the other is over and its seats are free.
      await source.query("UPDATE games SET status = 'over' WHERE id = ANY($1)", [[a, b]]);
      await source.query('UPDATE game_players SET active = false WHERE game_id = ANY($1)', [[a, b]]);
    }
  });

  it('writes two games of one batch that rate one player one by one: the second is a conflict', async () => {
    const [a, b] = [await insertGame('playing', running, [1, 4]), await insertGame('playing', running, [3, 4], [4])];
    const before = (await ratingOf(4))?.games ?? 0;
    const busy = [await insertGame('playing', running, [5, 6]), await insertGame('playing', running, [7, 8])];
    const moves = await Promise.all(
      busy.map(async (id, index) => ({
        ...(await lastAction(id, { ...finished([[5 + 2 * index, 0]]), gameOver: false })),
        status: 'playing' as const,
        ending: undefined,
      })),
    );
    const endings = [
      await lastAction(
        a,
        finished([
          [1, 1],
          [4, 0],
        ]),
      ),
      await lastAction(
        b,
        finished([
          [3, 1],
          [4, 0],
        ]),
      ),
    ];
    // Submitted behind two writes in flight (the group commit's concurrency), both endings go in one batch.
    const outcomes = await Promise.all([...moves, ...endings].map((commit) => store.commit(commit)));
    expect(outcomes.slice(0, 2)).toEqual(['ok', 'ok']);
    expect(outcomes.slice(2).sort()).toEqual(['conflict', 'ok']);
    expect(await ratingOf(4)).toMatchObject({ games: before + 1 });
  });
});
