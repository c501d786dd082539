/**
 * Every environment variable the server reads: its default and what it means. `loadConfig` takes its fallbacks from
 * here, and `npm run docs:config` writes docs/configuration.md from this list alone, so it imports nothing.
 *
 * A default in parentheses describes what an unset variable does; any other default is the value itself. `main` marks
 * the few settings the README's short table shows.
 */
export interface EnvSetting {
  group: string;
  default: string;
  meaning: string;
  main?: true;
}

export const ENV_SETTINGS = {
  PORT: { group: 'Serving', default: '3000', meaning: 'HTTP and Socket.IO port', main: true },
  HOST: { group: 'Serving', default: '(all interfaces)', meaning: 'interface to listen on' },
  SERVE_STATIC: {
    group: 'Serving',
    default: 'true',
    meaning: 'serve the shell and the boards from the backend (the one-port mode of `npm start`)',
  },
  SHELL_DIR: { group: 'Serving', default: '<repo>/shell/dist', meaning: 'the built shell' },
  BOARDS_DIR: { group: 'Serving', default: '<repo>', meaning: "where the boards' `mfe-*/dist/board` folders are" },
  'BOARD_URL_<GAME>': {
    group: 'Serving',
    default: '/boards/<game>/mf-manifest.json',
    meaning:
      "where browsers load a game's board from (the manifest `GET /api/games` hands the shell); `<game>` is the " +
      'package name without `@tabletop/`, in capitals with `_` for `-`: `BOARD_URL_WINZARD_FOOTBALL`. A variable that ' +
      'names no hosted game is warned about at start',
  },
  DATABASE_URL: {
    group: 'PostgreSQL and Redis',
    default: '(unset: embedded PostgreSQL)',
    meaning: '`postgres://user:pass@host:5432/db` of a real PostgreSQL',
    main: true,
  },
  EMBEDDED_PG_DIR: {
    group: 'PostgreSQL and Redis',
    default: '<repo>/.data/postgres',
    meaning: 'data folder of the embedded PostgreSQL',
  },
  EMBEDDED_PG_PORT: {
    group: 'PostgreSQL and Redis',
    default: '54329',
    meaning: "port of the embedded PostgreSQL (never the system's 5432)",
  },
  REDIS_URL: {
    group: 'PostgreSQL and Redis',
    default: '(unset: no Redis adapter, single instance)',
    meaning:
      '`redis://host:6379`: several backend instances share games through the Socket.IO Redis adapter, and count ' +
      'every limit together',
    main: true,
  },
  READY_TIMEOUT: {
    group: 'PostgreSQL and Redis',
    default: '2s',
    meaning: 'how long `GET /api/health/ready` waits for PostgreSQL and Redis before reporting them down',
  },
  JWT_SECRET: {
    group: 'Sign-in and sessions',
    default: '(unset: generated once and stored in the database)',
    meaning: 'signing secret for access tokens (HS256), at least 32 bytes; a shorter one stops the server',
    main: true,
  },
  JWT_TTL: {
    group: 'Sign-in and sessions',
    default: '15m',
    meaning: 'access-token lifetime (`3600`, `15m`, `12h`, `7d`); sessions live on through the refresh token',
  },
  REFRESH_TOKEN_TTL: {
    group: 'Sign-in and sessions',
    default: '30d',
    meaning: "refresh-token lifetime and the cookie's Max-Age; each rotation gets a full lifetime",
  },
  SESSION_MAX_AGE: {
    group: 'Sign-in and sessions',
    default: '90d',
    meaning:
      "a session's absolute lifetime from its sign-in, however often its refresh token rotates; then refresh is " +
      'refused and its sockets close',
  },
  COOKIE_SECURE: {
    group: 'Sign-in and sessions',
    default: 'auto',
    meaning:
      '`auto`: the refresh cookie is Secure except on plain HTTP to `localhost`, `127.0.0.1` or `[::1]`; `true` or ' +
      '`false` force it',
  },
  TRUST_PROXY: {
    group: 'Sign-in and sessions',
    default: 'false',
    meaning:
      'Express `trust proxy` (`true`, a hop count, or addresses such as `loopback`): whether `X-Forwarded-*` is ' +
      'believed for HTTPS, the client IP of rate limits and the socket Origin check; compose sets `1` (nginx)',
    main: true,
  },
  CORS_ORIGINS: {
    group: 'Sign-in and sessions',
    default: '(empty: same-origin only)',
    meaning:
      'comma-separated origins allowed to call the API and open the socket from another origin, with credentials',
  },
  GOOGLE_CLIENT_ID: {
    group: 'Google sign-in',
    default: '(unset: Google sign-in off)',
    meaning:
      'the OAuth client id; ID tokens must name it as audience; the shell shows the Google button only when it is set',
    main: true,
  },
  GOOGLE_JWKS_URL: {
    group: 'Google sign-in',
    default: 'https://www.googleapis.com/oauth2/v3/certs',
    meaning: 'the key set ID-token signatures are checked against',
  },
  GOOGLE_ISSUERS: {
    group: 'Google sign-in',
    default: 'https://accounts.google.com,accounts.google.com',
    meaning: 'accepted `iss` values',
  },
  GOOGLE_CLIENT_SECRET: {
    group: 'Google sign-in',
    default: '(unset: the redirect sign-in is off)',
    meaning:
      'the OAuth client secret: with `GOOGLE_CLIENT_ID`, turns on the server-side authorization-code sign-in (for ' +
      "browsers that block Google's script)",
  },
  GOOGLE_AUTHORIZATION_URL: {
    group: 'Google sign-in',
    default: 'https://accounts.google.com/o/oauth2/v2/auth',
    meaning: 'where the redirect sign-in sends the browser',
  },
  GOOGLE_TOKEN_URL: {
    group: 'Google sign-in',
    default: 'https://oauth2.googleapis.com/token',
    meaning: 'where the server exchanges the authorization code',
  },
  GOOGLE_USERINFO_URL: {
    group: 'Google sign-in',
    default: 'https://www.googleapis.com/oauth2/v3/userinfo',
    meaning: 'where the server reads the signed-in Google profile',
  },
  GOOGLE_CALLBACK_URL: {
    group: 'Google sign-in',
    default: '(unset: <request origin>/api/auth/google/callback)',
    meaning: 'the redirect URI registered with Google; set it behind a proxy that rewrites the host',
  },
  AUTH_RATE_LIMIT: {
    group: 'Rate limits',
    default: '20/60s',
    meaning: 'log-ins, registrations and Google sign-ins per client IP (one shared count); also `20/1m`',
  },
  GUEST_RATE_LIMIT: { group: 'Rate limits', default: '10/60s', meaning: 'guest sign-ins per client IP' },
  JOIN_RATE_LIMIT: {
    group: 'Rate limits',
    default: '30/60s',
    meaning: '`POST /api/game/join` per client IP (invite codes are only 36⁴)',
  },
  EMIT_STATE_RATE_LIMIT: {
    group: 'Rate limits',
    default: '60/60s',
    meaning: '`POST /api/game/emit-state` per user and per client IP (both must hold)',
  },
  PLAY_RATE_LIMIT: {
    group: 'Rate limits',
    default: '30/60s',
    meaning:
      'per user, the writes to a game together: `POST /api/game/create`, `quick`, `computer`, `start`, `leave`, ' +
      '`abort`, `claim`, `rematch`, `rematch/decline` and `dismiss`; over it 429 `Too many requests, try again in N ' +
      'seconds` with `Retry-After`',
  },
  PLAY_IP_RATE_LIMIT: {
    group: 'Rate limits',
    default: '300/60s',
    meaning: 'the same writes per client IP (many players may share one address)',
  },
  READ_RATE_LIMIT: {
    group: 'Rate limits',
    default: '300/60s',
    meaning:
      'per user, the reads by id or name together: `GET /api/history`, `/api/replays/:id`, `/api/game/moves`, ' +
      '`/api/players/:name` and its `/games`, `/api/leaderboards`, `/api/game/rating-change`, ' +
      '`/api/game/invite/:code`, `/api/game/rematch/:code`',
  },
  READ_IP_RATE_LIMIT: { group: 'Rate limits', default: '3000/60s', meaning: 'the same reads per client IP' },
  WATCH_RATE_LIMIT: {
    group: 'Rate limits',
    default: '30/60s',
    meaning:
      "per user, the socket's `watch` and `watch-tables` together (counted like the HTTP limits, across instances); " +
      'over it they are answered `{ ok: false, error }`',
  },
  WATCH_IP_RATE_LIMIT: { group: 'Rate limits', default: '300/60s', meaning: 'the same per client IP' },
  LOGIN_FAILURE_LIMIT: {
    group: 'Rate limits',
    default: '5/15m',
    meaning:
      'failed log-ins per account name (any case, existing or not) before each further try waits; forgotten that ' +
      'long after the last failure',
  },
  LOGIN_BACKOFF_MAX: {
    group: 'Rate limits',
    default: '15m',
    meaning:
      'past `LOGIN_FAILURE_LIMIT`, a name is locked 1 s, doubling with each failure up to this; a log-in then gets ' +
      '429 `Too many attempts, try again in N s`',
  },
  LOOKUP_FAILURE_LIMIT: {
    group: 'Rate limits',
    default: '20/10m',
    meaning:
      'failed invite-code lookups (unknown or inactive code, not a member) per user and per client IP; then joins ' +
      'get 429, socket failures `Too many attempts…`',
  },
  SOCKET_MAX_MESSAGE_BYTES: {
    group: 'Sockets',
    default: '16384',
    meaning:
      "the largest Socket.IO message a client may send (Socket.IO's `maxHttpBufferSize`); a bigger one closes that " +
      'connection. A game action is under 200 bytes',
  },
  SOCKET_RATE_LIMIT: {
    group: 'Sockets',
    default: '40/2s',
    meaning:
      'per socket, a token bucket for incoming messages: bursts of up to 40, refilled at 40 per 2 s (20/s). Over it ' +
      'the server sends `server-notice` `rate-limited` and disconnects',
  },
  SOCKET_SYNC_RATE_LIMIT: {
    group: 'Sockets',
    default: '10/10s',
    meaning:
      'per socket, a second token bucket that only `sync`, `presence`, `watch` and `watch-tables` spend (they spend ' +
      'the one above too); over it they get `{ ok: false, error }` and the socket stays',
  },
  SOCKET_CONNECTIONS_PER_IP: {
    group: 'Sockets',
    default: '20',
    meaning:
      'live Socket.IO connections per client IP, over all instances sharing `REDIS_URL`; more are refused with ' +
      '`connect_error` `Too many connections`',
  },
  SOCKET_TOKEN_IN_QUERY: {
    group: 'Sockets',
    default: 'false',
    meaning:
      "also accept the socket handshake's access token from the `jwt` query value (old clients); off because URLs " +
      'reach proxy and access logs. `auth.token` always works',
  },
  INSTANCE_ID: {
    group: 'Metrics and logs',
    default: '(unset: <hostname>-<pid>)',
    meaning: 'names this process in `/api/metrics` (`tabletop_instance_info{instance="…"}`)',
  },
  METRICS_TOKEN: {
    group: 'Metrics and logs',
    default: '(unset: no token asked)',
    meaning:
      '`GET /api/metrics` answers only `Authorization: Bearer <token>` (16–256 printable ASCII characters); unset, ' +
      "whoever reaches the backend's port (nginx refuses the path to the public)",
  },
  LOG_LEVEL: {
    group: 'Metrics and logs',
    default: 'log',
    meaning: '`error`, `warn`, `log`, `debug` or `verbose`',
  },
  LOG_FORMAT: {
    group: 'Metrics and logs',
    default: 'text',
    meaning:
      '`text` (one readable line each), or `json`: one JSON object per line (level, pid, timestamp, context, ' +
      'message, fields) for log collectors',
    main: true,
  },
  GAME_SEED: {
    group: 'Games and tables',
    default: '(unset: a random seed per game)',
    meaning:
      'deal every new game from this seed (browser tests, reproducing a reported deal); never set it in production',
  },
  OPEN_TABLE_GRACE: {
    group: 'Games and tables',
    default: '60s',
    meaning:
      'how long a public table waiting for players keeps the seat of a player with no connection left (a reload ' +
      'reconnects well within it); then the seat is freed, and a table left empty leaves the open tables',
  },
  FIRST_MOVE_TIMEOUT: {
    group: 'Games and tables',
    default: '30s',
    meaning:
      'how long a seat of a game with a clock may take over its first move; then the game is aborted: no winner, ' +
      'never rated, every seat free',
  },
  CLAIM_AFTER: {
    group: 'Games and tables',
    default: '2m',
    meaning:
      'in a game without a clock, how long every opponent must have had no connection before the one left may ' +
      'press `Claim victory`',
  },
  RATED_PAIR_LIMIT: {
    group: 'Games and tables',
    default: '3',
    meaning: 'rated games between the same two accounts in the same game per 24 hours; later ones are played unrated',
  },
  WAITING_TABLE_TTL: {
    group: 'Games and tables',
    default: '30m',
    meaning:
      'how long a private table waiting for players may have no player connected; then the housekeeping sweep ' +
      'closes it and its code is free again',
  },
  GUEST_TTL: {
    group: 'Games and tables',
    default: '30d',
    meaning:
      'how long a guest who never sat at a table may go unseen (no sign-in, no token refresh); then the ' +
      'housekeeping sweep deletes the account and its sessions',
  },
  HOUSEKEEPING_INTERVAL: {
    group: 'Games and tables',
    default: '1h',
    meaning:
      'how often each instance runs the housekeeping sweep (waiting private tables, idle guests); one instance at a ' +
      'time sweeps, and each removal is counted once (at most `24d`)',
  },
  COMPUTER_MOVE_DELAY_MS: {
    group: 'Computer opponents',
    default: '600',
    meaning:
      "the least time from a move to a computer's answer (its turn's first action), so a person can follow; the " +
      'search runs meanwhile (0–999999; the browser tests use 50)',
  },
  COMPUTER_ACTION_PAUSE_MS: {
    group: 'Computer opponents',
    default: '300',
    meaning:
      "the least time between two actions of one computer turn (Winzard Football's actions, draw and shot; " +
      "Repello's repels)",
  },
  COMPUTER_HARD_BUDGET_MS: {
    group: 'Computer opponents',
    default: '500',
    meaning: 'the longest the `Hard` computer searches for one action, in a worker thread',
  },
  COMPUTER_TURN_BUDGET_MS: {
    group: 'Computer opponents',
    default: '1200',
    meaning:
      'the longest the `Hard` computer searches for all the actions of one turn together: each searches half of ' +
      'what is left',
  },
  COMPUTER_WORKERS: {
    group: 'Computer opponents',
    default: '(unset: one per CPU less one, at least 1)',
    meaning:
      "worker threads (piscina) for the `Hard` computer's search; they start on first use, run at a lower priority " +
      'than the event loop and stop when idle',
  },
  COMPUTER_SEARCH_QUEUE: {
    group: 'Computer opponents',
    default: '(unset: two per worker)',
    meaning:
      '`Hard` searches that may wait for a worker thread on an instance; a computer turn beyond them waits for a ' +
      'place (unclaimed, so another instance may take it) and is never refused or played as `Easy`',
  },
} as const satisfies Record<string, EnvSetting>;

type Settings = typeof ENV_SETTINGS;

/** Each variable's default as `loadConfig` falls back to it. */
export const ENV_DEFAULTS = Object.fromEntries(
  Object.entries(ENV_SETTINGS).map(([name, setting]) => [name, setting.default]),
) as { readonly [Name in keyof Settings]: Settings[Name]['default'] };
