import { Injectable } from '@nestjs/common';
import { normaliseCode } from '@tabletop/game-kit';
import { DataSource } from 'typeorm';
import { isConnectionError, uniqueViolation } from '../database/pg-errors';
import { queryPrepared } from '../database/prepared';
import type { StoredGame } from './game-state';
import { GroupCommit, ItemFailure } from './group-commit';
import {
  StoreUnavailableError,
  type ActionCommit,
  type CommitOutcome,
  type LoggedPatch,
  type MatchStore,
  type PlayerGameLookup,
} from './ports';

export const GAME_COLUMNS = 'g.id, g.code, g.game, g.status, g.match, g.version, g.seed';

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

  findActionVersion(gameId: number, clientActionId: string): Promise<number | null> {
    return unavailableOnConnectionError(() => this.actionVersion(gameId, clientActionId));
  }

  commit(change: ActionCommit): Promise<CommitOutcome> {
    return unavailableOnConnectionError(() => this.commits.submit(change));
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
    const [row] = await this.db.query<{ version: number }[]>(
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
   * 100 rows, and joined the input to a scan of the whole games table (EXPLAIN ANALYZE with 1,000 games: 0.3 ms a
   * commit, and growing with every game ever played); by the ids it reads the primary key: 0.14 ms a commit.
   */
  private async write(changes: ActionCommit[]): Promise<(CommitOutcome | ItemFailure)[]> {
    try {
      const rows = await queryPrepared<{ game_id: number }>(
        this.db,
        'tabletop-commit-actions',
        `WITH input AS (
           SELECT * FROM jsonb_to_recordset($1::jsonb) AS i(game_id int, expected_version int, match jsonb,
             status varchar, user_id int, action text, client_action_id varchar, patch jsonb, leaving boolean)
         ), moved AS (
           UPDATE games g SET match = i.match, status = i.status, version = g.version + 1, updated_at = now()
             FROM input i
            WHERE g.id = ANY (ARRAY(SELECT game_id FROM input)) AND g.id = i.game_id AND g.version = i.expected_version
           RETURNING g.id, g.version
         ), logged AS (
           INSERT INTO game_actions (game_id, version, user_id, action, client_action_id, patch)
           SELECT m.id, m.version, i.user_id, i.action::jsonb, i.client_action_id, i.patch
             FROM moved m JOIN input i ON i.game_id = m.id
           RETURNING game_id
         ), seats AS (
           UPDATE game_players p SET active = false FROM input i
            WHERE p.game_id = i.game_id AND p.active AND p.game_id IN (SELECT game_id FROM logged)
              AND (i.status = 'over' OR (p.user_id = i.user_id AND i.leaving))
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
    leaving: change.leaving === true,
  };
}

async function unavailableOnConnectionError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw isConnectionError(error) ? new StoreUnavailableError(error) : error;
  }
}
