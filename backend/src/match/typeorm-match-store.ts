import { Injectable } from '@nestjs/common';
import { normaliseCode } from '@tabletop/game-kit';
import { DataSource } from 'typeorm';
import { isConnectionError, uniqueViolation } from '../database/pg-errors';
import type { StoredGame } from './game-state';
import {
  StoreUnavailableError,
  type ActionCommit,
  type CommitOutcome,
  type LoggedPatch,
  type MatchStore,
  type PlayerGameLookup,
} from './ports';

export const GAME_COLUMNS = 'g.id, g.code, g.game, g.status, g.match, g.version, g.seed';

@Injectable()
export class TypeOrmMatchStore implements MatchStore {
  constructor(private readonly db: DataSource) {}

  findForPlayer(code: string, userId: number): Promise<PlayerGameLookup> {
    return unavailableOnConnectionError(() => this.lookup(code, userId));
  }

  findActionVersion(gameId: number, clientActionId: string): Promise<number | null> {
    return unavailableOnConnectionError(() => this.actionVersion(gameId, clientActionId));
  }

  commit(change: ActionCommit): Promise<CommitOutcome> {
    return unavailableOnConnectionError(() => this.write(change));
  }

  private async lookup(code: string, userId: number): Promise<PlayerGameLookup> {
    const upper = normaliseCode(code);
    const [row] = await this.db.query<(StoredGame & { left: boolean })[]>(
      `SELECT ${GAME_COLUMNS}, (NOT p.active AND g.status <> 'over') AS left
         FROM games g JOIN game_players p ON p.game_id = g.id
        WHERE upper(g.code) = $1 AND p.user_id = $2 ORDER BY g.id DESC LIMIT 1`,
      [upper, userId],
    );
    if (row) {
      const { left, ...game } = row;
      return left ? { game, left } : { game };
    }
    const live = await this.db.query(`SELECT 1 FROM games WHERE upper(code) = $1 AND status <> 'over'`, [upper]);
    return { game: null, liveGameExists: live.length > 0 };
  }

  private async actionVersion(gameId: number, clientActionId: string): Promise<number | null> {
    const [row] = await this.db.query<{ version: number }[]>(
      'SELECT version FROM game_actions WHERE game_id = $1 AND client_action_id = $2',
      [gameId, clientActionId],
    );
    return row?.version ?? null;
  }

  private async write(change: ActionCommit): Promise<CommitOutcome> {
    const runner = this.db.createQueryRunner();
    try {
      await runner.connect();
      await runner.startTransaction();
      const [, updated] = (await runner.query(
        `UPDATE games SET match = $3, status = $4, version = version + 1, updated_at = now()
          WHERE id = $1 AND version = $2`,
        [change.gameId, change.expectedVersion, JSON.stringify(change.match), change.status],
      )) as [unknown, number];
      if (updated !== 1) {
        await runner.rollbackTransaction();
        return 'conflict';
      }
      await runner.query(
        `INSERT INTO game_actions (game_id, version, user_id, action, client_action_id, patch)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          change.gameId,
          change.expectedVersion + 1,
          change.userId,
          JSON.stringify(change.action),
          change.clientActionId ?? null,
          JSON.stringify(change.patch),
        ],
      );
      if (change.status === 'over') {
        await runner.query('UPDATE game_players SET active = false WHERE game_id = $1', [change.gameId]);
      } else if (change.leaving) {
        await runner.query('UPDATE game_players SET active = false WHERE game_id = $1 AND user_id = $2', [
          change.gameId,
          change.userId,
        ]);
      }
      await runner.commitTransaction();
      return 'ok';
    } catch (error) {
      // On a dropped connection the rollback fails too (PostgreSQL has rolled back already): keep the first error.
      if (runner.isTransactionActive)
        await runner.rollbackTransaction().catch((rollbackError: unknown) => {
          if (!isConnectionError(error)) throw rollbackError;
        });
      const constraint = uniqueViolation(error);
      if (constraint === 'game_actions_client_id_key') return 'duplicate';
      if (constraint !== null) return 'conflict';
      throw error;
    } finally {
      await runner.release();
    }
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

async function unavailableOnConnectionError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw isConnectionError(error) ? new StoreUnavailableError(error) : error;
  }
}
