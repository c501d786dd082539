import { FORFEIT_ACTION, sameJson } from '@tabletop/game-kit';
import type { Client } from 'pg';
import { replayed, type ModelGame, type World } from './model';
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
  // One snapshot for the games, seats and actions read below: computers may still be playing their games.
  await db.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  try {
    return await verifySnapshot(db, world);
  } finally {
    await db.query('COMMIT');
  }
}

async function verifySnapshot(db: Client, world: World): Promise<string[]> {
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
  for (const game of world.games.filter((each) => each.computer)) {
    const problem = adoptComputerGame(game, byId.get(game.dbId), seats, actions);
    if (problem) problems.push(problem);
  }
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
    let expected: ReturnType<typeof replayed>;
    try {
      expected = replayed(game);
    } catch (error) {
      problems.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
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

/**
 * A computer game's stored seats, status and action log become its model: the main check then replays that log from
 * the game's first state, so any illegal action (a computer's included) or a state it does not make is a problem.
 */
function adoptComputerGame(
  game: ModelGame,
  row: GameRow | undefined,
  seats: { game_id: number; user_id: number }[],
  actions: { game_id: number; user_id: number; action: unknown }[],
): string | undefined {
  if (!row) return undefined;
  const seated = seats.filter((seat) => seat.game_id === game.dbId).map((seat) => seat.user_id);
  if (seated[0] !== game.seated[0]) return `computer game ${game.dbId}: the player's seat is not the first`;
  game.seated = seated;
  game.status = row.status as ModelGame['status'];
  game.log = actions
    .filter((entry) => entry.game_id === game.dbId)
    .map(({ user_id, action }) =>
      sameJson(action, FORFEIT_ACTION)
        ? { userId: user_id, action: null, forfeit: true as const }
        : { userId: user_id, action },
    );
  return undefined;
}
