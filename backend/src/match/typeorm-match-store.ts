import { Injectable } from '@nestjs/common';
import { normaliseCode } from '@tabletop/protocol';
import { DataSource } from 'typeorm';
import { isConnectionError, uniqueViolation } from '../database/pg-errors';
import { queryPrepared } from '../database/prepared';
import type { RatingUpdate, SeatRating } from '../ratings/game-ending';
import type { Glicko } from '../ratings/rate-game';
import type { StoredGame } from './game-state';
import { GroupCommit, ItemFailure } from './group-commit';
import {
  StoreUnavailableError,
  type ActionCommit,
  type CommitOutcome,
  type DueGame,
  type LoggedPatch,
  type MatchStore,
  type PlayerGameLookup,
} from './ports';

export const GAME_COLUMNS = 'g.id, g.code, g.game, g.status, g.match, g.version, g.seed, g.clock, g.moves';

/**
 * Commits of different games made while earlier ones are being written go to PostgreSQL together, one statement and
 * one durable commit for the batch: per action, a round trip and a WAL flush were most of the database's work.
 */
const COMMIT_BATCHES = { concurrency: 2, maxBatch: 128 };

@Injectable()
export class TypeOrmMatchStore implements MatchStore {
  private readonly commits = new GroupCommit<ActionCommit, CommitOutcome>((changes) => this.write(changes), {
    ...COMMIT_BATCHES,
    keyOf: (change) => change.gameId,
  });

  constructor(private readonly db: DataSource) {}

  findForPlayer(code: string, userId: number): Promise<PlayerGameLookup> {
    return unavailableOnConnectionError(() => this.lookup(code, userId));
  }

  findGame(gameId: number): Promise<{ game: StoredGame; activePlayers: number[] } | { game: null }> {
    return unavailableOnConnectionError(async () => {
      const [row] = await queryPrepared<StoredGame & { active: number[] }>(
        this.db,
        'tabletop-find-game',
        `SELECT ${GAME_COLUMNS},
                ARRAY(SELECT a.user_id FROM game_players a WHERE a.game_id = g.id AND a.active ORDER BY a.seat) AS active
           FROM games g WHERE g.id = $1`,
        [gameId],
      );
      if (!row) return { game: null };
      const { active, ...game } = row;
      return { game, activePlayers: active };
    });
  }

  findDue(now: number, limit: number): Promise<DueGame[]> {
    return unavailableOnConnectionError(() =>
      queryPrepared<DueGame>(
        this.db,
        'tabletop-sweep-due-games',
        `SELECT g.id, g.code FROM game_deadlines d JOIN games g ON g.id = d.game_id
          WHERE d.due_at <= to_timestamp($1::float8 / 1000) ORDER BY d.due_at LIMIT $2`,
        [now, limit],
      ),
    );
  }

  moveDeadline(gameId: number, version: number, dueAt: number | null): Promise<void> {
    return unavailableOnConnectionError(async () => {
      // Locked, and only while the game is at `version`: a commit under way first (one that may have brought the row
      // forward) makes this a no-op, and the next sweep decides again.
      await queryPrepared(
        this.db,
        'tabletop-sweep-move-deadline',
        `WITH game AS (SELECT id FROM games WHERE id = $1 AND version = $2 FOR UPDATE), cleared AS (
           DELETE FROM game_deadlines WHERE game_id IN (SELECT id FROM game) AND $3::float8 IS NULL
         )
         UPDATE game_deadlines SET due_at = to_timestamp($3::float8 / 1000)
          WHERE game_id IN (SELECT id FROM game) AND $3::float8 IS NOT NULL`,
        [gameId, version, dueAt],
      );
    });
  }

  findActionVersion(gameId: number, clientActionId: string): Promise<number | null> {
    return unavailableOnConnectionError(() => this.actionVersion(gameId, clientActionId));
  }

  commit(change: ActionCommit): Promise<CommitOutcome> {
    return unavailableOnConnectionError(() => this.commits.submit(change));
  }

  findSeatRatings(gameId: number, game: string): Promise<SeatRating[]> {
    return unavailableOnConnectionError(async () => {
      const rows = await queryPrepared<{
        user_id: number;
        kind: string;
        rating: (Glicko & { games: number }) | null;
        rated_today: Record<number, number>;
      }>(
        this.db,
        'tabletop-find-seat-ratings',
        // ratedToday: per other seat, the rated games of this game the two played together in the last 24 hours.
        `SELECT p.user_id, u.kind,
                CASE WHEN r.user_id IS NOT NULL THEN json_build_object('rating', r.rating, 'deviation', r.deviation,
                  'volatility', r.volatility, 'games', r.games) END AS rating,
                (SELECT coalesce(json_object_agg(o.user_id,
                          (SELECT count(*) FROM rating_changes a
                             JOIN rating_changes b ON b.game_id = a.game_id AND b.user_id = o.user_id
                            WHERE a.user_id = p.user_id AND a.game = $2 AND a.created_at > now() - interval '24 hours')),
                        '{}')
                   FROM game_players o WHERE o.game_id = p.game_id AND o.user_id <> p.user_id) AS rated_today
           FROM game_players p JOIN users u ON u.id = p.user_id
           LEFT JOIN player_ratings r ON r.user_id = p.user_id AND r.game = $2
          WHERE p.game_id = $1 ORDER BY p.seat`,
        [gameId, game],
      );
      return rows.map((row) => ({
        userId: row.user_id,
        kind: row.kind,
        rating: row.rating,
        ratedToday: row.rated_today,
      }));
    });
  }

  private async lookup(code: string, userId: number): Promise<PlayerGameLookup> {
    const upper = normaliseCode(code);
    // The seats come with the game, so a sync or a presence request needs no second read for who is online.
    const [row] = await queryPrepared<StoredGame & { left: boolean; seats: number[] }>(
      this.db,
      'tabletop-find-player-game',
      `SELECT ${GAME_COLUMNS}, (NOT p.active AND g.status <> 'over') AS left,
              ARRAY(SELECT a.user_id FROM game_players a WHERE a.game_id = g.id AND (a.active OR g.status = 'over')
                     ORDER BY a.seat) AS seats
         FROM games g JOIN game_players p ON p.game_id = g.id
        WHERE upper(g.code) = $1 AND p.user_id = $2 ORDER BY g.id DESC LIMIT 1`,
      [upper, userId],
    );
    if (!row) return { game: null };
    const { left, seats, ...game } = row;
    // A game that is over has no active seat left (its commit made them all inactive).
    const activePlayers = game.status === 'over' ? [] : seats;
    return left ? { game, activePlayers, seats, left } : { game, activePlayers, seats };
  }

  private async actionVersion(gameId: number, clientActionId: string): Promise<number | null> {
    const [row] = await queryPrepared<{ version: number }>(
      this.db,
      'tabletop-find-action-version',
      'SELECT version FROM game_actions WHERE game_id = $1 AND client_action_id = $2',
      [gameId, clientActionId],
    );
    return row?.version ?? null;
  }

  /**
   * One statement for one game's action or several games' (a group commit), so one round trip and one transaction:
   * each game moves to the next version only if it is still at the expected one, its action is logged at that version,
   * and its seats stop being active when it ends or the actor leaves. A game in conflict updates and logs nothing. A
   * unique index (a duplicate client id) or any other error aborts the whole statement: a batch is then written one
   * action at a time to learn which. The games to move are also named as an array of ids: the planner takes any set-returning function for
   * 100 rows, and joined the input to a scan of the whole games table (a cost
   * growing with every game ever played); by the ids it reads the primary key.
   *
   * The game's clock and its seats' moves are written with the action. Its deadline row (game_deadlines, the sweep's
   * index) is only ever brought forward here: a row at or before the new deadline is left alone, so most turns, whose
   * new deadline is later, write nothing there (the upsert compares with the row as last committed, so a sweep moving
   * it concurrently cannot make it late). A row that falls before the game is due is moved on by the sweep
   * (moveDeadline). A game that ends loses its row; a game without a clock has none to clear.
   *
   * A game's last action also sets every seat's outcome and, if the game is rated, upserts the players' ratings and
   * logs their changes. The ratings were computed from a read made before this statement (findSeatRatings), so the
   * game moves only if each rating still counts the games it counted then (`held`, locked: a concurrent commit's newer
   * row is waited for and seen): otherwise the game is a conflict, the authority answers stale and the action is made
   * again on fresh ratings. A first rating is a plain insert: one inserted since the read (not in the snapshot, so not
   * seen by `held`) violates the primary key, which makes the commit a conflict as well. A stale read is rare, because
   * a person is seated actively in one game at a time (the unique game_players_one_active_key; the computer, which sits
   * in many, is never rated) and a rating changes only when a game they sit in ends: only a player who forfeited a game still running elsewhere, and has since finished
   * another, can be read stale. Two games of a batch rating one player are written one by one (rated twice in one
   * statement, the second update of the row would be lost): the second is then a conflict.
   */
  private async write(changes: ActionCommit[]): Promise<(CommitOutcome | ItemFailure)[]> {
    if (changes.length > 1 && ratesAPlayerTwice(changes)) return this.writeOneByOne(changes);
    try {
      const rows = await queryPrepared<{ game_id: number }>(
        this.db,
        'tabletop-commit-actions',
        `WITH input AS (
           SELECT * FROM jsonb_to_recordset($1::jsonb) AS i(game_id int, expected_version int, match jsonb,
             status varchar, user_id int, action text, client_action_id varchar, patch jsonb, move_text text,
             leaving boolean, outcomes jsonb, ratings jsonb, clock jsonb, moves jsonb, deadline_ms float8,
             unrated varchar)
         ), rating_input AS (
           SELECT i.game_id, r.* FROM input i CROSS JOIN LATERAL jsonb_to_recordset(i.ratings) AS r(user_id int,
             game varchar, rating float8, deviation float8, volatility float8, rating_before float8, games_before int)
         ), held AS (
           SELECT pr.user_id, pr.game, pr.games FROM player_ratings pr
            WHERE pr.user_id = ANY (ARRAY(SELECT user_id FROM rating_input))
              AND (pr.user_id, pr.game) IN (SELECT user_id, game FROM rating_input)
              FOR UPDATE
         ), moved AS (
           UPDATE games g SET match = i.match, status = i.status, version = g.version + 1, updated_at = now(),
                  clock = i.clock, moves = i.moves, unrated = i.unrated
             FROM input i
            WHERE g.id = ANY (ARRAY(SELECT game_id FROM input)) AND g.id = i.game_id AND g.version = i.expected_version
              AND NOT EXISTS (SELECT 1 FROM rating_input r LEFT JOIN held h ON h.user_id = r.user_id AND h.game = r.game
                               WHERE r.game_id = g.id AND coalesce(h.games, 0) <> r.games_before)
           RETURNING g.id, g.version
         ), logged AS (
           INSERT INTO game_actions (game_id, version, user_id, action, client_action_id, patch, move_text)
           SELECT m.id, m.version, i.user_id, i.action::jsonb, i.client_action_id, i.patch, i.move_text
             FROM moved m JOIN input i ON i.game_id = m.id
           RETURNING game_id
         ), deadline_set AS (
           INSERT INTO game_deadlines (game_id, due_at)
           SELECT m.id, to_timestamp(i.deadline_ms / 1000) FROM moved m JOIN input i ON i.game_id = m.id
            WHERE i.deadline_ms IS NOT NULL
           ON CONFLICT (game_id) DO UPDATE SET due_at = EXCLUDED.due_at WHERE game_deadlines.due_at > EXCLUDED.due_at
         ), deadline_cleared AS (
           DELETE FROM game_deadlines d USING moved m JOIN input i ON i.game_id = m.id
            WHERE d.game_id = m.id AND i.deadline_ms IS NULL AND i.clock IS NOT NULL
         ), seats AS (
           UPDATE game_players p
              SET active = p.active AND i.status <> 'over' AND NOT (p.user_id = i.user_id AND i.leaving),
                  outcome = coalesce(i.outcomes ->> p.user_id::text, p.outcome)
             FROM input i
            WHERE p.game_id = i.game_id AND p.game_id IN (SELECT game_id FROM logged)
              AND ((p.active AND (i.status = 'over' OR (p.user_id = i.user_id AND i.leaving))) OR i.outcomes IS NOT NULL)
         ), inserted AS (
           INSERT INTO player_ratings (user_id, game, rating, deviation, volatility, games, last_played_at)
           SELECT r.user_id, r.game, r.rating, r.deviation, r.volatility, 1, now()
             FROM rating_input r WHERE r.games_before = 0 AND r.game_id IN (SELECT game_id FROM logged)
           RETURNING user_id, game
         ), updated AS (
           UPDATE player_ratings pr
              SET rating = r.rating, deviation = r.deviation, volatility = r.volatility, games = pr.games + 1,
                  last_played_at = now()
             FROM rating_input r
            WHERE pr.user_id = r.user_id AND pr.game = r.game AND pr.games = r.games_before AND r.games_before > 0
              AND r.game_id IN (SELECT game_id FROM logged)
           RETURNING pr.user_id, pr.game
         ), rated AS (
           SELECT user_id, game FROM inserted UNION ALL SELECT user_id, game FROM updated
         ), changed AS (
           INSERT INTO rating_changes (game_id, user_id, game, rating_before, rating_after, deviation_after)
           SELECT r.game_id, r.user_id, r.game, r.rating_before, r.rating, r.deviation
             FROM rating_input r JOIN rated d ON d.user_id = r.user_id AND d.game = r.game
            WHERE r.game_id IN (SELECT game_id FROM logged)
         )
         SELECT game_id FROM logged`,
        [JSON.stringify(changes.map(commitRecord))],
      );
      const logged = new Set(rows.map((row) => row.game_id));
      return changes.map((change) => (logged.has(change.gameId) ? 'ok' : 'conflict'));
    } catch (error) {
      // Whatever one item did to the statement (a duplicate id, a value PostgreSQL refuses) must not fail the other
      // games' actions: the batch is written again one action at a time, and only the culprit fails. Unless the
      // database is unreachable: then every write would fail alike.
      if (changes.length > 1 && !isConnectionError(error)) return this.writeOneByOne(changes);
      // A duplicate client id, or a first rating inserted since it was read (player_ratings_pkey): see above.
      const constraint = uniqueViolation(error);
      if (constraint === null) throw error;
      return [constraint === 'game_actions_client_id_key' ? 'duplicate' : 'conflict'];
    }
  }

  private async writeOneByOne(changes: ActionCommit[]): Promise<(CommitOutcome | ItemFailure)[]> {
    const outcomes: (CommitOutcome | ItemFailure)[] = [];
    for (const change of changes)
      outcomes.push(
        await this.write([change]).then(
          ([outcome]) => outcome,
          (error: unknown) => new ItemFailure(error),
        ),
      );
    return outcomes;
  }

  findPatches(gameId: number, afterVersion: number, limit: number): Promise<LoggedPatch[]> {
    return unavailableOnConnectionError(() =>
      this.db.query<LoggedPatch[]>(
        'SELECT version, patch FROM game_actions WHERE game_id = $1 AND version > $2 ORDER BY version LIMIT $3',
        [gameId, afterVersion, limit],
      ),
    );
  }
}

/** A commit as one row of the commit statement's input (the action as JSON text: it may be any JSON value). */
function commitRecord(change: ActionCommit) {
  return {
    game_id: change.gameId,
    expected_version: change.expectedVersion,
    match: change.match,
    status: change.status,
    user_id: change.userId,
    action: JSON.stringify(change.action),
    client_action_id: change.clientActionId ?? null,
    patch: change.patch,
    move_text: change.moveText ?? null,
    leaving: change.leaving === true,
    outcomes: change.ending
      ? Object.fromEntries(change.ending.outcomes.map((seat) => [seat.userId, seat.outcome]))
      : null,
    ratings: change.ending?.ratings.map(ratingRecord) ?? null,
    clock: change.pace.clock,
    moves: change.pace.moves,
    deadline_ms: change.deadlineAt,
    unrated: change.ending?.unrated ?? null,
  };
}

function ratesAPlayerTwice(changes: ActionCommit[]): boolean {
  const rated = changes.flatMap(
    (change) => change.ending?.ratings.map((update) => `${update.userId} ${update.game}`) ?? [],
  );
  return new Set(rated).size < rated.length;
}

function ratingRecord(update: RatingUpdate) {
  return {
    user_id: update.userId,
    game: update.game,
    rating: update.rating,
    deviation: update.deviation,
    volatility: update.volatility,
    rating_before: update.ratingBefore,
    games_before: update.gamesBefore,
  };
}

async function unavailableOnConnectionError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw isConnectionError(error) ? new StoreUnavailableError(error) : error;
  }
}
