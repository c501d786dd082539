import { Inject, Injectable } from '@nestjs/common';
import { normaliseCode } from '@tabletop/protocol';
import { DataSource } from 'typeorm';
import { GAME_COLUMNS } from '../database/game-columns';
import { isConnectionError, uniqueViolation } from '../database/pg-errors';
import { queryPrepared } from '../database/prepared';
import type { SeatRating } from '../ratings/game-ending';
import { GAME_OVER_RATINGS, type GameOverRatings } from '../ratings/ports';
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

  /** The commit statement, with the ratings' part composed in (one text: it is prepared once per connection). */
  private readonly commitSql: string;

  constructor(
    private readonly db: DataSource,
    @Inject(GAME_OVER_RATINGS) private readonly ratings: GameOverRatings,
  ) {
    this.commitSql = commitStatement(ratings);
  }

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
    return unavailableOnConnectionError(() => this.ratings.findSeatRatings(gameId, game));
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
   * action at a time to learn which.
   *
   * A game's last action also sets every seat's outcome and, if the game is rated, writes the players' new ratings:
   * that part of the statement is the ratings module's (GameOverRatings), and the game moves only if the ratings it
   * was rated from still hold, else it is a conflict and the authority answers stale. Commits whose ratings may not
   * share a statement are written one by one: the later ones are then conflicts.
   */
  private async write(changes: ActionCommit[]): Promise<(CommitOutcome | ItemFailure)[]> {
    if (changes.length > 1 && !this.ratings.mayShareStatement(changes.map((change) => change.ending?.ratings ?? [])))
      return this.writeOneByOne(changes);
    try {
      const rows = await queryPrepared<{ game_id: number }>(this.db, 'tabletop-commit-actions', this.commitSql, [
        JSON.stringify(changes.map((change) => this.commitRecord(change))),
      ]);
      const logged = new Set(rows.map((row) => row.game_id));
      return changes.map((change) => (logged.has(change.gameId) ? 'ok' : 'conflict'));
    } catch (error) {
      // Whatever one item did to the statement (a duplicate id, a value PostgreSQL refuses) must not fail the other
      // games' actions: the batch is written again one action at a time, and only the culprit fails. Unless the
      // database is unreachable: then every write would fail alike.
      if (changes.length > 1 && !isConnectionError(error)) return this.writeOneByOne(changes);
      // A duplicate client id; any other unique index (a first rating inserted since it was read) is a conflict.
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

  /** A commit as one row of the commit statement's input (the action as JSON text: it may be any JSON value). */
  private commitRecord(change: ActionCommit) {
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
      clock: change.pace.clock,
      moves: change.pace.moves,
      deadline_ms: change.deadlineAt,
      unrated: change.ending?.unrated ?? null,
      ...this.ratings.inputOf(change.ending?.ratings),
    };
  }
}

async function unavailableOnConnectionError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw isConnectionError(error) ? new StoreUnavailableError(error) : error;
  }
}

/**
 * The commit statement. The games to move are named as an array of ids as well as joined to the input: the planner
 * takes any set-returning function for 100 rows and would join the input to a scan of the whole games table; by the
 * ids it reads the primary key, so a commit's cost does not grow with the games ever played.
 *
 * The game's clock and its seats' moves are written with the action. Its deadline row (game_deadlines, the sweep's
 * index) is only ever brought forward here: a row at or before the new deadline is left alone, so most turns, whose
 * new deadline is later, write nothing there (the upsert compares with the row as last committed, so a sweep moving
 * it concurrently cannot make it late). A row that falls before the game is due is moved on by the sweep
 * (moveDeadline). A game that ends loses its row; a game without a clock has none to clear.
 */
function commitStatement(ratings: GameOverRatings): string {
  return `WITH input AS (
           SELECT * FROM jsonb_to_recordset($1::jsonb) AS i(game_id int, expected_version int, match jsonb,
             status varchar, user_id int, action text, client_action_id varchar, patch jsonb, move_text text,
             leaving boolean, outcomes jsonb, clock jsonb, moves jsonb, deadline_ms float8, unrated varchar,
             ${ratings.inputColumns})
         ), ${ratings.reads}, moved AS (
           UPDATE games g SET match = i.match, status = i.status, version = g.version + 1, updated_at = now(),
                  clock = i.clock, moves = i.moves, unrated = i.unrated
             FROM input i
            WHERE g.id = ANY (ARRAY(SELECT game_id FROM input)) AND g.id = i.game_id AND g.version = i.expected_version
              AND NOT (${ratings.stale('g')})
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
         ), ${ratings.writes}
         SELECT game_id FROM logged`;
}
