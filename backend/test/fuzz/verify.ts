import { FORFEIT_ACTION, sameJson } from '@tabletop/game-kit';
import type { Client } from 'pg';
import { replayed, type World } from './model';
import { brief } from './tally';

interface GameRow {
  id: number;
  status: string;
  match: Record<string, unknown>;
  version: number;
}

/**
 * After the run: every game stored is one the fuzzer created, and each holds exactly the state (and version, seats and
 * action log) that replaying the legal actions it saw accepted makes from the game's first state.
 */
export async function verifyGames(db: Client, world: World): Promise<string[]> {
  const problems: string[] = [];
  const { rows: games } = await db.query<GameRow>('SELECT id, status, match, version FROM games ORDER BY id');
  const byId = new Map(games.map((row) => [row.id, row]));
  const known = new Set(world.games.map((game) => game.dbId));
  const { rows: seats } = await db.query<{ game_id: number; user_id: number; active: boolean }>(
    'SELECT game_id, user_id, active FROM game_players ORDER BY game_id, seat',
  );
  for (const row of games)
    if (!known.has(row.id)) {
      const users = seats.filter((seat) => seat.game_id === row.id).map((seat) => seat.user_id);
      problems.push(
        `game ${row.id} (${row.status}, users ${brief(users)}) was created by no request expected to succeed`,
      );
    }
  const { rows: actions } = await db.query<{ game_id: number; user_id: number; action: unknown }>(
    'SELECT game_id, user_id, action FROM game_actions ORDER BY game_id, version',
  );
  for (const game of world.games) {
    const row = byId.get(game.dbId);
    const name = `game ${game.dbId} (${game.url} ${game.code})`;
    if (!row) {
      problems.push(`${name} is missing`);
      continue;
    }
    const expectedStatus = game.status;
    if (row.status !== expectedStatus) problems.push(`${name} is ${row.status}, expected ${expectedStatus}`);
    const seated = seats.filter((seat) => seat.game_id === game.dbId);
    if (
      !sameJson(
        seated.map((seat) => seat.user_id),
        game.seated,
      )
    )
      problems.push(`${name} seats ${brief(seated.map((seat) => seat.user_id))}, expected ${brief(game.seated)}`);
    for (const seat of seated)
      if (game.left.has(seat.user_id) && seat.active) problems.push(`${name}: user ${seat.user_id} left but is active`);
    const expected = replayed(game);
    if (!expected) continue;
    if (row.version !== expected.version)
      problems.push(`${name} is at version ${row.version}, expected ${expected.version}`);
    for (const key of ['game', 'player', 'score', 'gameOver', 'state'] as const)
      if (!sameJson(row.match[key], expected.match[key]))
        problems.push(`${name}: ${key} is ${brief(row.match[key])}, expected ${brief(expected.match[key])}`);
    const logged = actions.filter((entry) => entry.game_id === game.dbId);
    const wanted = game.log.map((entry) => ({
      user_id: entry.userId,
      action: entry.forfeit ? FORFEIT_ACTION : entry.action,
    }));
    if (
      !sameJson(
        logged.map(({ user_id, action }) => ({ user_id, action })),
        wanted,
      )
    )
      problems.push(`${name}: action log differs from the legal actions sent (${logged.length} vs ${wanted.length})`);
  }
  return problems;
}
