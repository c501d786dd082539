import { mkdirSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { Client } from 'pg';
import { auditGame as rebuildFromLog } from '../../src/match/game-audit';
import type { PlayerBot } from './player-bot';

const REPORT_DIR = path.resolve(__dirname, '..', '..', '..', 'test-results', 'resilience');

/** What a scenario did and what survived it, read back from PostgreSQL's action log at the end. */
export interface ScenarioFigures {
  scenario: string;
  /** Action messages sent by the players, retries included. */
  sent: number;
  /** Distinct actions the players meant to make (client ids). */
  intended: number;
  /** Distinct actions the server acknowledged as applied. */
  acknowledged: number;
  /** Acknowledged but not in the log. */
  lost: number;
  /** A client id in the log twice, or more of a player's actions logged than they intended. */
  duplicated: number;
  /** In the log but never acknowledged to the player (every retry ends with an ack, so 0). */
  unacknowledged: number;
  /** Acknowledged with a version other than the one the log holds. */
  versionMismatches: number;
  /** Games whose version is not the number of their logged actions (a half-written commit). */
  halfWritten: number;
  /** The game rebuilt from its seed and log equals the stored game (or why not). */
  rebuilds: true | string;
  logged: number;
  finalVersion: number;
  gameOver: boolean;
  refusals: Record<string, number>;
  reconnects: number;
  resyncs: number;
  notices: number;
  durationMs: number;
  [extra: string]: unknown;
}

interface LoggedAction {
  user_id: number;
  version: number;
  client_action_id: string | null;
}

/** Compares what each player was told with the game's action log and the games table. */
export async function auditGame(
  scenario: string,
  databaseUrl: string,
  code: string,
  bots: PlayerBot[],
  startedAt: number,
): Promise<ScenarioFigures> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const [gameRow] = (
      await client.query<{ id: number; version: number; status: string }>(
        'SELECT id, version, status FROM games WHERE code = $1 ORDER BY id DESC LIMIT 1',
        [code],
      )
    ).rows;
    const log = (
      await client.query<LoggedAction>(
        'SELECT user_id, version, client_action_id FROM game_actions WHERE game_id = $1 ORDER BY version',
        [gameRow.id],
      )
    ).rows;
    const halfWritten = Number(
      (
        await client.query<{ count: string }>(
          `SELECT count(*) FROM games g
            WHERE g.version <> (SELECT count(*) FROM game_actions a WHERE a.game_id = g.id)`,
        )
      ).rows[0].count,
    );

    const loggedVersion = new Map<string, number>();
    let duplicated = 0;
    for (const row of log) {
      if (row.client_action_id === null) continue;
      if (loggedVersion.has(row.client_action_id)) duplicated++;
      else loggedVersion.set(row.client_action_id, row.version);
    }
    let lost = 0;
    let unacknowledged = 0;
    let versionMismatches = 0;
    for (const bot of bots) {
      const { acknowledged, intended } = bot.figures;
      const mine = log.filter((row) => row.user_id === bot.userId);
      duplicated += Math.max(0, mine.length - intended);
      for (const [id, version] of acknowledged) {
        const logged = loggedVersion.get(id);
        if (logged === undefined) lost++;
        else if (logged !== version) versionMismatches++;
      }
      unacknowledged += mine.filter((row) => !acknowledged.has(row.client_action_id ?? '')).length;
    }

    const rows = { query: async <T>(sql: string, values: unknown[]) => (await client.query(sql, values)).rows as T };
    const rebuilt = await rebuildFromLog(rows, gameRow.id);

    const refusals: Record<string, number> = {};
    for (const bot of bots)
      for (const [error, count] of Object.entries(bot.figures.refusals))
        refusals[error] = (refusals[error] ?? 0) + count;
    const sum = (pick: (bot: PlayerBot) => number) => bots.reduce((total, bot) => total + pick(bot), 0);
    return {
      scenario,
      sent: sum((bot) => bot.figures.sent),
      intended: sum((bot) => bot.figures.intended),
      acknowledged: sum((bot) => bot.figures.acknowledged.size),
      lost,
      duplicated,
      unacknowledged,
      versionMismatches,
      halfWritten,
      rebuilds: rebuilt.ok || rebuilt.problem,
      logged: log.length,
      finalVersion: gameRow.version,
      gameOver: gameRow.status === 'over',
      refusals,
      reconnects: sum((bot) => bot.figures.reconnects),
      resyncs: sum((bot) => bot.figures.resyncs),
      notices: sum((bot) => bot.figures.notices.length),
      durationMs: Date.now() - startedAt,
    };
  } finally {
    await client.end();
  }
}

/** test-results/resilience/<scenario>.json (gitignored), for the closing note. */
export function writeFigures(figures: ScenarioFigures): void {
  mkdirSync(REPORT_DIR, { recursive: true });
  writeFileSync(path.join(REPORT_DIR, `${figures.scenario}.json`), `${JSON.stringify(figures, null, 2)}\n`);
}

/** The checks every scenario makes on its figures. */
export function expectNothingLost(figures: ScenarioFigures): void {
  expect({
    lost: figures.lost,
    duplicated: figures.duplicated,
    unacknowledged: figures.unacknowledged,
    versionMismatches: figures.versionMismatches,
    halfWritten: figures.halfWritten,
    rebuilds: figures.rebuilds,
    gameOver: figures.gameOver,
    loggedIsAcknowledged: figures.logged === figures.acknowledged,
  }).toEqual({
    lost: 0,
    duplicated: 0,
    unacknowledged: 0,
    versionMismatches: 0,
    halfWritten: 0,
    rebuilds: true,
    gameOver: true,
    loggedIsAcknowledged: true,
  });
}
