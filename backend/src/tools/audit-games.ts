// Ops: rebuilds every started game from its seed and action log and compares it with the stored game.
// Usage: DATABASE_URL=postgres://… npm run audit-games -w backend   (exits 1 if any game does not rebuild)
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../database/data-source-options';
import { auditGame, type GameAudit } from '../match/game-audit';

/** Audits every game that has started, oldest first. */
export async function auditAllGames(
  db: DataSource,
): Promise<{ games: number; actions: number; problems: GameAudit[] }> {
  const ids = await db.query<{ id: number }[]>(`SELECT id FROM games WHERE status <> 'waiting' ORDER BY id`);
  let actions = 0;
  const problems: GameAudit[] = [];
  for (const { id } of ids) {
    const audit = await auditGame(db, id);
    if (audit.ok) actions += audit.actions;
    else problems.push(audit);
  }
  return { games: ids.length, actions, problems };
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('Set DATABASE_URL to the database to audit.');
    process.exit(2);
  }
  const db = await new DataSource(dataSourceOptions(url)).initialize();
  try {
    const { games, actions, problems } = await auditAllGames(db);
    for (const problem of problems) if (!problem.ok) console.error(`game ${problem.gameId}: ${problem.problem}`);
    console.log(`${games} games, ${actions} actions rebuilt; ${problems.length} games do not match their log`);
    process.exitCode = problems.length === 0 ? 0 : 1;
  } finally {
    await db.destroy();
  }
}

if (require.main === module) void main();
