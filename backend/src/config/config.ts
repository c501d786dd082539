import * as os from 'node:os';
import * as path from 'node:path';
import { ENV_DEFAULTS } from './settings';
import { durationMs, originList, rateLimit, trustProxy, type RateLimit } from './values';

export type { RateLimit } from './values';

/** The repository root: backend/dist/config or backend/src/config → three levels up. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

const LOG_LEVELS = ['error', 'warn', 'log', 'debug', 'verbose'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
const LOG_FORMATS = ['text', 'json'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/** Every setting the server reads, already parsed and checked. */
export interface Config {
  port: number;
  /** Undefined = all interfaces. */
  host: string | undefined;
  /** Undefined = start the embedded PostgreSQL. */
  databaseUrl: string | undefined;
  embeddedPgDir: string;
  embeddedPgPort: number;
  redisUrl: string | undefined;
  /** Undefined = generated once and kept in the database. */
  jwtSecret: string | undefined;
  /** The access token's lifetime, as JWT_TTL gave it (seconds or an ms-style duration). */
  jwtTtl: string;
  jwtTtlMs: number;
  refreshTokenTtlMs: number;
  /** A session's absolute lifetime from its sign-in, however often its refresh token rotates. */
  sessionMaxAgeMs: number;
  /** `auto` = Secure unless the request is plain HTTP to localhost. */
  cookieSecure: 'auto' | boolean;
  /** Express's `trust proxy` setting: whose X-Forwarded-* headers to believe. */
  trustProxy: boolean | number | string;
  /** Browser origins allowed to call the API and open sockets cross-origin; same-origin needs no entry. */
  corsOrigins: string[];
  /** Undefined = Google sign-in is off. */
  googleClientId: string | undefined;
  googleJwksUrl: string;
  googleIssuers: string[];
  /** Undefined = the server-side authorization-code flow is off (the ID-token path needs no secret). */
  googleClientSecret: string | undefined;
  googleAuthorizationUrl: string;
  googleTokenUrl: string;
  googleUserinfoUrl: string;
  /** Undefined = derived from the request: <origin>/api/auth/google/callback. */
  googleCallbackUrl: string | undefined;
  /**
   * Per client IP, each bucket counted across every route that names it: login, register and google together; guest
   * sign-ins; joins by invite code; emit-state; the writes to a game (create, quick, computer, start, leave, abort,
   * claim, rematch, dismiss); the reads by id or name (history, replays, moves, players, leaderboards, rating changes,
   * invites, rematch offers); the socket's watch and watch-tables.
   */
  rateLimits: {
    auth: RateLimit;
    guest: RateLimit;
    join: RateLimit;
    emitState: RateLimit;
    play: RateLimit;
    read: RateLimit;
    watch: RateLimit;
  };
  /** The buckets counted per signed-in user as well: one user behind many addresses is still one user. */
  userRateLimits: Pick<Config['rateLimits'], 'emitState' | 'play' | 'read' | 'watch'>;
  /** Failed sign-ins per account name before each further attempt waits, doubling from 1 s up to backoffMaxMs. */
  loginFailures: { limit: number; windowMs: number; backoffMaxMs: number };
  /** Failed invite-code lookups (unknown code, not a member) per user and per IP before they are refused a while. */
  lookupFailures: { limit: number; windowMs: number };
  /** The largest Socket.IO message a client may send; a bigger one closes its connection. */
  socketMaxMessageBytes: number;
  /** Per socket, a token bucket: up to `limit` messages at once, refilled at `limit` per window. */
  socketRateLimit: RateLimit;
  /**
   * Per socket, a second, smaller bucket that only `sync`, `presence`, `watch` and `watch-tables` spend (they also spend
   * the one above).
   */
  socketLookupRateLimit: RateLimit;
  /** Live Socket.IO connections per client IP. */
  socketConnectionsPerIp: number;
  /** Whether a socket handshake may carry its access token in the `jwt` query value (URLs reach logs): off. */
  socketTokenInQuery: boolean;
  /** Names this process in metrics (several instances may share a database and Redis). */
  instanceId: string;
  /** Set: GET /api/metrics answers only `Authorization: Bearer <it>`. Unset: anyone who reaches the backend. */
  metricsToken: string | undefined;
  serveStatic: boolean;
  shellDir: string;
  boardsDir: string;
  /**
   * Every BOARD_URL_<GAME> variable set, by name: where browsers load that game's board manifest instead of
   * /boards/<game>/mf-manifest.json. The games are installed packages the config does not know (games/board-urls).
   */
  boardUrlVariables: Record<string, string>;
  logLevel: LogLevel;
  logFormat: LogFormat;
  /** How long GET /api/health/ready waits for PostgreSQL and Redis before calling them down. */
  readyTimeoutMs: number;
  /** Undefined = a random seed per game; set, every new game is dealt from it (tests, reproducing a deal). */
  gameSeed: string | undefined;
  /** How long an open table keeps the seat of a player with no connection left before freeing it. */
  openTableGraceMs: number;
  /** How long a seat of a game with a clock may take over its first move before the game aborts. */
  firstMoveTimeoutMs: number;
  /** How long every opponent in a game without a clock must have been gone before the one left may claim victory. */
  claimAfterMs: number;
  /** Rated games between the same two accounts in the same game per 24 hours; later ones are unrated. */
  ratedPairLimit: number;
  /** How long a waiting private table may have no connected player before the housekeeping sweep closes it. */
  waitingTableTtlMs: number;
  /** How long a guest who never played may go unseen (no sign-in, no refresh) before the sweep deletes them. */
  guestTtlMs: number;
  /** How often each instance runs the housekeeping sweep (one instance at a time). */
  housekeepingIntervalMs: number;
  /**
   * The computer opponents (computer/, turn-pace.ts): the least time from the change a computer answers to its turn's
   * first action, so a person can follow.
   */
  computerMoveDelayMs: number;
  /** The least time between two actions of one computer turn. */
  computerActionPauseMs: number;
  /** The longest the Hard computer searches for one action, in a worker thread. */
  computerHardBudgetMs: number;
  /** The longest the Hard computer searches for all the actions of one turn together. */
  computerHardTurnBudgetMs: number;
  /** Worker threads for the Hard computer's search. */
  computerWorkers: number;
  /** Hard searches that may wait for a worker thread; a turn beyond them waits for a place, unclaimed. */
  computerSearchQueue: number;
}

export { ENV_DEFAULTS, ENV_SETTINGS, type EnvSetting } from './settings';

export class ConfigError extends Error {}

const MAX_TIMER_MS = 2 ** 31 - 1;

type Env = Record<string, string | undefined>;

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === '' ? undefined : value;
}

function port(env: Env, name: string, fallback: number, problems: string[]): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value > 65535) problems.push(`${name} must be a port number 0-65535, got '${raw}'`);
  return value;
}

function bool(env: Env, name: string, fallback: boolean, problems: string[]): boolean {
  const raw = text(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['true', '1', 'yes'].includes(raw)) return true;
  if (['false', '0', 'no'].includes(raw)) return false;
  problems.push(`${name} must be true or false, got '${raw}'`);
  return fallback;
}

function url(env: Env, name: string, protocols: string[], problems: string[]): string | undefined {
  const raw = text(env, name);
  if (raw === undefined) return undefined;
  try {
    const parsed = new URL(raw);
    if (!protocols.includes(parsed.protocol))
      problems.push(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  } catch {
    problems.push(`${name} is not a URL`);
  }
  return raw;
}

function duration(env: Env, name: string, problems: string[]): { raw: string; ms: number } {
  const raw = text(env, name) ?? ENV_DEFAULTS[name as keyof typeof ENV_DEFAULTS];
  const ms = durationMs(raw);
  if (!ms) problems.push(`${name} must look like 3600, 15m, 12h or 7d, got '${raw}'`);
  return { raw, ms: ms ?? 0 };
}

function limit(env: Env, name: string, fallback: RateLimit, problems: string[]): RateLimit {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const parsed = rateLimit(raw);
  if (!parsed) problems.push(`${name} must look like 20/60s (requests per window, at least 1), got '${raw}'`);
  return parsed ?? fallback;
}

function count(env: Env, name: string, fallback: number, problems: string[]): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < 1 || !Number.isSafeInteger(value))
    problems.push(`${name} must be a whole number of at least 1, got '${raw}'`);
  return value;
}

function millis(env: Env, name: string, fallback: number, problems: string[]): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d{1,6}$/.test(raw)) problems.push(`${name} must be a whole number of milliseconds (0-999999), got '${raw}'`);
  return Number(raw) || 0;
}

function cookieSecure(env: Env, problems: string[]): 'auto' | boolean {
  const raw = text(env, 'COOKIE_SECURE')?.toLowerCase() ?? 'auto';
  if (raw === 'auto') return 'auto';
  return bool(env, 'COOKIE_SECURE', false, problems);
}

function origins(env: Env, name: string, problems: string[]): string[] {
  const parsed = originList(text(env, name) ?? '');
  if (!parsed) problems.push(`${name} must be a comma-separated list of origins like https://example.com`);
  return parsed ?? [];
}

/** Every BOARD_URL_* set: a path on this server (/...) or an http(s) URL. */
function boardUrlVariables(env: Env, problems: string[]): Record<string, string> {
  const names = Object.keys(env).filter((name) => /^BOARD_URL_[A-Z0-9_]+$/.test(name) && text(env, name) !== undefined);
  for (const name of names) if (!text(env, name)!.startsWith('/')) url(env, name, ['https:', 'http:'], problems);
  return Object.fromEntries(names.map((name) => [name, text(env, name)!]));
}

/** Reads and checks the environment; throws a ConfigError listing every problem at once. */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const { raw: jwtTtl, ms: jwtTtlMs } = duration(env, 'JWT_TTL', problems);
  const refreshTokenTtlMs = duration(env, 'REFRESH_TOKEN_TTL', problems).ms;
  const googleIssuers = (text(env, 'GOOGLE_ISSUERS') ?? ENV_DEFAULTS.GOOGLE_ISSUERS)
    .split(',')
    .map((issuer) => issuer.trim())
    .filter((issuer) => issuer !== '');
  if (googleIssuers.length === 0) problems.push('GOOGLE_ISSUERS must name at least one issuer');
  const jwtSecret = text(env, 'JWT_SECRET');
  if (jwtSecret !== undefined && Buffer.byteLength(jwtSecret) < 32)
    problems.push(
      `JWT_SECRET must be at least 32 bytes (HS256 keys shorter than its hash are guessable), got ${Buffer.byteLength(jwtSecret)}`,
    );
  const logLevel = (text(env, 'LOG_LEVEL') ?? 'log') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  const logFormat = (text(env, 'LOG_FORMAT')?.toLowerCase() ?? 'text') as LogFormat;
  if (!LOG_FORMATS.includes(logFormat)) problems.push(`LOG_FORMAT must be one of ${LOG_FORMATS.join(', ')}`);

  const computerWorkers = count(env, 'COMPUTER_WORKERS', Math.max(1, os.cpus().length - 1), problems);
  // Both per client IP and per user.
  const emitState = limit(env, 'EMIT_STATE_RATE_LIMIT', { limit: 60, windowMs: 60_000 }, problems);

  const config: Config = {
    port: port(env, 'PORT', 3000, problems),
    host: text(env, 'HOST'),
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:'], problems),
    embeddedPgDir: path.resolve(text(env, 'EMBEDDED_PG_DIR') ?? path.join(REPO_ROOT, '.data', 'postgres')),
    embeddedPgPort: port(env, 'EMBEDDED_PG_PORT', 54329, problems),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:'], problems),
    jwtSecret,
    jwtTtl,
    jwtTtlMs,
    refreshTokenTtlMs,
    sessionMaxAgeMs: duration(env, 'SESSION_MAX_AGE', problems).ms,
    cookieSecure: cookieSecure(env, problems),
    trustProxy: trustProxy(text(env, 'TRUST_PROXY') ?? ''),
    corsOrigins: origins(env, 'CORS_ORIGINS', problems),
    googleClientId: text(env, 'GOOGLE_CLIENT_ID'),
    googleJwksUrl: url(env, 'GOOGLE_JWKS_URL', ['https:', 'http:'], problems) ?? ENV_DEFAULTS.GOOGLE_JWKS_URL,
    googleIssuers,
    googleClientSecret: text(env, 'GOOGLE_CLIENT_SECRET'),
    googleAuthorizationUrl:
      url(env, 'GOOGLE_AUTHORIZATION_URL', ['https:', 'http:'], problems) ?? ENV_DEFAULTS.GOOGLE_AUTHORIZATION_URL,
    googleTokenUrl: url(env, 'GOOGLE_TOKEN_URL', ['https:', 'http:'], problems) ?? ENV_DEFAULTS.GOOGLE_TOKEN_URL,
    googleUserinfoUrl:
      url(env, 'GOOGLE_USERINFO_URL', ['https:', 'http:'], problems) ?? ENV_DEFAULTS.GOOGLE_USERINFO_URL,
    googleCallbackUrl: url(env, 'GOOGLE_CALLBACK_URL', ['https:', 'http:'], problems),
    rateLimits: {
      auth: limit(env, 'AUTH_RATE_LIMIT', { limit: 20, windowMs: 60_000 }, problems),
      guest: limit(env, 'GUEST_RATE_LIMIT', { limit: 10, windowMs: 60_000 }, problems),
      join: limit(env, 'JOIN_RATE_LIMIT', { limit: 30, windowMs: 60_000 }, problems),
      emitState,
      play: limit(env, 'PLAY_IP_RATE_LIMIT', { limit: 300, windowMs: 60_000 }, problems),
      read: limit(env, 'READ_IP_RATE_LIMIT', { limit: 3000, windowMs: 60_000 }, problems),
      watch: limit(env, 'WATCH_IP_RATE_LIMIT', { limit: 300, windowMs: 60_000 }, problems),
    },
    userRateLimits: {
      emitState,
      play: limit(env, 'PLAY_RATE_LIMIT', { limit: 30, windowMs: 60_000 }, problems),
      read: limit(env, 'READ_RATE_LIMIT', { limit: 300, windowMs: 60_000 }, problems),
      watch: limit(env, 'WATCH_RATE_LIMIT', { limit: 30, windowMs: 60_000 }, problems),
    },
    loginFailures: {
      ...limit(env, 'LOGIN_FAILURE_LIMIT', { limit: 5, windowMs: 15 * 60_000 }, problems),
      backoffMaxMs: duration(env, 'LOGIN_BACKOFF_MAX', problems).ms,
    },
    lookupFailures: limit(env, 'LOOKUP_FAILURE_LIMIT', { limit: 20, windowMs: 10 * 60_000 }, problems),
    socketMaxMessageBytes: count(env, 'SOCKET_MAX_MESSAGE_BYTES', 16_384, problems),
    socketRateLimit: limit(env, 'SOCKET_RATE_LIMIT', { limit: 40, windowMs: 2000 }, problems),
    socketLookupRateLimit: limit(env, 'SOCKET_SYNC_RATE_LIMIT', { limit: 10, windowMs: 10_000 }, problems),
    socketConnectionsPerIp: count(env, 'SOCKET_CONNECTIONS_PER_IP', 20, problems),
    socketTokenInQuery: bool(env, 'SOCKET_TOKEN_IN_QUERY', false, problems),
    instanceId: text(env, 'INSTANCE_ID') ?? `${os.hostname()}-${process.pid}`,
    metricsToken: text(env, 'METRICS_TOKEN'),
    serveStatic: bool(env, 'SERVE_STATIC', true, problems),
    shellDir: path.resolve(text(env, 'SHELL_DIR') ?? path.join(REPO_ROOT, 'shell', 'dist')),
    boardsDir: path.resolve(text(env, 'BOARDS_DIR') ?? REPO_ROOT),
    boardUrlVariables: boardUrlVariables(env, problems),
    logLevel,
    logFormat,
    readyTimeoutMs: duration(env, 'READY_TIMEOUT', problems).ms,
    gameSeed: text(env, 'GAME_SEED'),
    openTableGraceMs: duration(env, 'OPEN_TABLE_GRACE', problems).ms,
    firstMoveTimeoutMs: duration(env, 'FIRST_MOVE_TIMEOUT', problems).ms,
    claimAfterMs: duration(env, 'CLAIM_AFTER', problems).ms,
    ratedPairLimit: count(env, 'RATED_PAIR_LIMIT', 3, problems),
    waitingTableTtlMs: duration(env, 'WAITING_TABLE_TTL', problems).ms,
    guestTtlMs: duration(env, 'GUEST_TTL', problems).ms,
    housekeepingIntervalMs: duration(env, 'HOUSEKEEPING_INTERVAL', problems).ms,
    computerMoveDelayMs: millis(env, 'COMPUTER_MOVE_DELAY_MS', 600, problems),
    computerActionPauseMs: millis(env, 'COMPUTER_ACTION_PAUSE_MS', 300, problems),
    computerHardBudgetMs: Math.max(1, millis(env, 'COMPUTER_HARD_BUDGET_MS', 500, problems)),
    computerHardTurnBudgetMs: Math.max(1, millis(env, 'COMPUTER_TURN_BUDGET_MS', 1200, problems)),
    computerWorkers,
    computerSearchQueue: count(env, 'COMPUTER_SEARCH_QUEUE', 2 * computerWorkers, problems),
  };
  if ((config.gameSeed?.length ?? 0) > 64) problems.push('GAME_SEED must be at most 64 characters');
  if (config.instanceId.length > 128) problems.push('INSTANCE_ID must be at most 128 characters');
  if (config.metricsToken !== undefined && !/^[\x21-\x7e]{16,256}$/.test(config.metricsToken))
    problems.push('METRICS_TOKEN must be 16 to 256 printable ASCII characters, no spaces');
  // Node's timers hold 32-bit milliseconds: a longer interval would fire at once, over and over.
  if (config.housekeepingIntervalMs > MAX_TIMER_MS) problems.push('HOUSEKEEPING_INTERVAL must be at most 24d');
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  return config;
}

/** Nest's logger levels for LOG_LEVEL: the level and every more severe one. */
export function nestLogLevels(level: LogLevel): LogLevel[] {
  return LOG_LEVELS.slice(0, LOG_LEVELS.indexOf(level) + 1);
}

export const CONFIG = Symbol('CONFIG');
