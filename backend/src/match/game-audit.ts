import type { GameDefinition, Player } from '@tabletop/game-kit';
import type { GameRecord } from '@tabletop/protocol';
import { sameJson } from '@tabletop/game-kit';
import { replayGame } from '@tabletop/protocol';
import { findGame } from '../games/registry';
import type { StoredGame } from './game-state';
import { GAME_COLUMNS } from '../database/game-columns';

export type GameAudit = { ok: true; gameId: number; actions: number } | { ok: false; gameId: number; problem: string };

/** What the audit reads through: a TypeORM DataSource, or anything that answers SQL with rows. */
export interface Queryable {
  query<T>(sql: string, parameters: unknown[]): Promise<T>;
}

/**
 * Rebuilds a started game from its seed and action log with its rules and compares the result with the stored match
 * and version: the proof that the log alone holds the game (nothing applied twice, nothing lost).
 */
export async function auditGame(db: Queryable, gameId: number): Promise<GameAudit> {
  const [game] = await db.query<StoredGame[]>(`SELECT ${GAME_COLUMNS} FROM games g WHERE g.id = $1`, [gameId]);
  if (!game) return { ok: false, gameId, problem: 'no such game' };
  const rules = findGame(game.game)?.definition as GameDefinition | undefined;
  if (!rules) return { ok: false, gameId, problem: `unknown game ${game.game}` };
  const log = await db.query<{ playerId: number; action: unknown; version: number }[]>(
    'SELECT user_id AS "playerId", action, version FROM game_actions WHERE game_id = $1 ORDER BY version',
    [gameId],
  );
  if (log.some((entry, index) => entry.version !== index + 1)) return { ok: false, gameId, problem: 'gap in the log' };
  if (log.length !== game.version)
    return { ok: false, gameId, problem: `version ${game.version} but ${log.length} logged actions` };
  // The score list holds one entry per seat, in seat order, with the players as they were dealt.
  const players: Player[] = game.match.score.map((entry) => entry.player);
  const record: GameRecord = { players, seed: game.seed, log };
  const rebuilt = replayGame(rules, record);
  if (!rebuilt.ok)
    return { ok: false, gameId, problem: `log entry ${rebuilt.index + 1} refused: ${rebuilt.error.message}` };
  // Games finished before forfeits were recorded in the match do not have them.
  const { forfeited: _forfeited, ...withoutForfeits } = rebuilt.match;
  const expected = game.match.forfeited ? rebuilt.match : withoutForfeits;
  if (!sameJson(expected, game.match)) return { ok: false, gameId, problem: 'the rebuilt match differs' };
  return { ok: true, gameId, actions: log.length };
}
