/**
 * The SQL that fills the history database: `games` finished Super Tic-Tac-Toe games, each a copy of one real game
 * played through our server (the template: its match, its seats with their outcomes, its action log with the patches,
 * its rating changes), with its own id, players, code, seed, client action ids and dates, and the users they seat.
 *
 * Users: one per 10 games, so each plays about 20 (every game seats two); 2 in 5 registered, the rest guests (named by
 * a UUID, as the server names them). A game between two registered players is rated, as the server rates: it gets the
 * template's rating changes, shifted, and every registered player who played one gets a rating. Games are spread over
 * the two years before the build, oldest first, each as long as the template took.
 */

/** What the statements generate, in id ranges that follow the template's rows. */
export interface HistoryPlan {
  games: number;
  users: number;
  /** Generated users are firstUserId..firstUserId+users-1, games firstGameId..firstGameId+games-1. */
  firstUserId: number;
  firstGameId: number;
  /** The real game the generated ones copy. */
  templateGameId: number;
}

export function historyPlan(
  games: number,
  lastUserId: number,
  lastGameId: number,
  templateGameId: number,
): HistoryPlan {
  return {
    games,
    users: Math.max(10, Math.round(games / 10)),
    firstUserId: lastUserId + 1,
    firstGameId: lastGameId + 1,
    templateGameId,
  };
}

/**
 * The two seats of game number n (0-based). Seat 0 walks all users in a scattered order, once per `users` games; seat
 * 1 is seat 0's user shifted by an amount that changes every `users` games: each user sits about 20 times, facing
 * different opponents, and never twice in one game.
 */
function seatUsers(plan: HistoryPlan, n: string): [string, string] {
  const { users, firstUserId } = plan;
  const first = `(${n}::bigint * 7919) % ${users}`;
  const shift = `1 + (${n}::bigint / ${users} * 7907) % ${users - 1}`;
  return [`(${firstUserId} + ${first})::int`, `(${firstUserId} + (${first} + ${shift}) % ${users})::int`];
}

const registered = (userId: string) => `(${userId} % 5 < 2)`;

/** Game n's start: the two years before the build spread over the games, oldest first. */
const startOf = (plan: HistoryPlan, n: string) =>
  `(now() - interval '730 days' + interval '730 days' * (${n}::float8 / ${plan.games}))`;

/** Four capital letters from n, scattered, like the lobby's codes. */
const codeOf = (n: string) => {
  const h = `((${n}::bigint * 2654435761) % 456976)::int`;
  return `chr(65 + ${h} % 26) || chr(65 + ${h} / 26 % 26) || chr(65 + ${h} / 676 % 26) || chr(65 + ${h} / 17576 % 26)`;
};

/** Temporary tables with the template's rows, offsets from its start, and seats. */
export function templateStatements(plan: HistoryPlan): string[] {
  const gameId = plan.templateGameId;
  return [
    `CREATE TEMP TABLE tpl_game AS SELECT * FROM games WHERE id = ${gameId}`,
    `CREATE TEMP TABLE tpl_players AS
       SELECT p.*, p.seated_at - g.created_at AS after_start FROM game_players p JOIN games g ON g.id = p.game_id
        WHERE p.game_id = ${gameId}`,
    `CREATE TEMP TABLE tpl_actions AS
       SELECT a.*, p.seat, a.created_at - g.created_at AS after_start
         FROM game_actions a JOIN games g ON g.id = a.game_id JOIN game_players p ON p.game_id = a.game_id AND p.user_id = a.user_id
        WHERE a.game_id = ${gameId}`,
    `CREATE TEMP TABLE tpl_ratings AS
       SELECT r.*, p.seat FROM rating_changes r JOIN game_players p ON p.game_id = r.game_id AND p.user_id = r.user_id
        WHERE r.game_id = ${gameId}`,
  ];
}

export function userStatement(plan: HistoryPlan, passwordHash: string): string {
  const id = `(${plan.firstUserId} + u)`;
  return `INSERT INTO users (id, name, kind, username, password_hash, created_at)
    SELECT ${id},
           CASE WHEN ${registered(id)} THEN 'player_' || ${id} ELSE md5(${id}::text)::uuid::text END,
           CASE WHEN ${registered(id)} THEN 'registered' ELSE 'guest' END,
           CASE WHEN ${registered(id)} THEN 'player_' || ${id} END,
           CASE WHEN ${registered(id)} THEN ${literal(passwordHash)} END,
           now() - interval '731 days'
      FROM generate_series(0, ${plan.users - 1}) u`;
}

/** Games numbered from..to-1 (0-based), with the template's final match naming their own players. */
export function gameStatement(plan: HistoryPlan, from: number, to: number): string {
  const [u0, u1] = seatUsers(plan, 'n');
  const seatJson = (user: string) =>
    `jsonb_build_object('id', ${user}, 'name', CASE WHEN ${registered(user)} THEN 'player_' || ${user} ELSE md5(${user}::text)::uuid::text END)`;
  return `INSERT INTO games (id, code, game, status, match, version, seed, rematch_id, listed, created_at, updated_at)
    SELECT ${plan.firstGameId} + n, ${codeOf('n')}, t.game, t.status,
           jsonb_set(jsonb_set(t.match, '{score,0,player}', ${seatJson(u0)}), '{score,1,player}', ${seatJson(u1)}),
           t.version, substr(md5('seed' || n), 1, 16), NULL, t.listed,
           ${startOf(plan, 'n')}, ${startOf(plan, 'n')} + (t.updated_at - t.created_at)
      FROM generate_series(${from}, ${to - 1}) n CROSS JOIN tpl_game t`;
}

export function playerStatement(plan: HistoryPlan, from: number, to: number): string {
  const [u0, u1] = seatUsers(plan, 'n');
  return `INSERT INTO game_players (game_id, user_id, seat, active, seated_at, dismissed, rematch, computer_level, outcome)
    SELECT ${plan.firstGameId} + n, CASE WHEN p.seat = 0 THEN ${u0} ELSE ${u1} END, p.seat, p.active,
           ${startOf(plan, 'n')} + p.after_start, p.dismissed, p.rematch, p.computer_level, p.outcome
      FROM generate_series(${from}, ${to - 1}) n CROSS JOIN tpl_players p`;
}

/** Each action with a client action id shaped like the shell's (a UUID). */
export function actionStatement(plan: HistoryPlan, from: number, to: number): string {
  const [u0, u1] = seatUsers(plan, 'n');
  return `INSERT INTO game_actions (game_id, version, user_id, action, client_action_id, patch, created_at)
    SELECT ${plan.firstGameId} + n, a.version, CASE WHEN a.seat = 0 THEN ${u0} ELSE ${u1} END, a.action,
           md5(n || ':' || a.version)::uuid::text, a.patch, ${startOf(plan, 'n')} + a.after_start
      FROM generate_series(${from}, ${to - 1}) n CROSS JOIN tpl_actions a`;
}

/** Rated games only (both seats registered): the template's changes, shifted by a spread of ratings before. */
export function ratingChangeStatement(plan: HistoryPlan, from: number, to: number): string {
  const [u0, u1] = seatUsers(plan, 'n');
  const shift = `((n * 37) % 400 - 200)`;
  return `INSERT INTO rating_changes (game_id, user_id, game, rating_before, rating_after, deviation_after, created_at)
    SELECT ${plan.firstGameId} + n, CASE WHEN r.seat = 0 THEN ${u0} ELSE ${u1} END, r.game,
           r.rating_before + ${shift}, r.rating_after + ${shift}, r.deviation_after,
           ${startOf(plan, 'n')} + (r.created_at - t.created_at)
      FROM generate_series(${from}, ${to - 1}) n CROSS JOIN tpl_ratings r CROSS JOIN tpl_game t
     WHERE ${registered(u0)} AND ${registered(u1)}`;
}

/** Each registered player's rating: their last rated game's, counting them all. */
export function playerRatingStatement(plan: HistoryPlan): string {
  return `INSERT INTO player_ratings (user_id, game, rating, deviation, volatility, games, last_played_at)
    SELECT user_id, game, (array_agg(rating_after ORDER BY game_id DESC))[1], min(deviation_after), 0.06, count(*),
           max(created_at)
      FROM rating_changes WHERE game_id >= ${plan.firstGameId}
     GROUP BY user_id, game`;
}

function literal(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}
