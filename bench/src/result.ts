import type { ComputerFigures } from './computer-loop-lag';
/** The shape of bench/results/latest.json. */
import type { EmitStateFigures } from './emit-state-cost';
import type { LatencySummary } from './stats';

export type ServerName = 'ours' | 'boardgame.io';

/** One load shape run against one server, measured over a window after a warm-up. */
export interface LoadFigures {
  games: number;
  /** Think time before each move, [min, max] ms; [0, 0] = as fast as the state arrives. */
  thinkMs: [number, number];
  seconds: number;
  actions: number;
  actionsPerSecond: number;
  /** From a player's action emit to the opponent receiving that version of the state. */
  latencyMs: LatencySummary;
  /** Server CPU (user + system) over the window divided by the actions in it. */
  cpuMsPerAction: number;
  /** The database backends' CPU over the window per action (NaN for a server that keeps games in memory). */
  databaseCpuMsPerAction: number;
  /** The load generator's CPU per action: near 1,000 ms/s in all means the clients, not the server, set the pace. */
  clientCpuMsPerAction: number;
  /** How late the server's and the load generator's event loops ran a 5 ms timer over the window, p99 in ms. */
  serverLoopLagP99Ms: number;
  clientLoopLagP99Ms: number;
  /** Mean length of the websocket frames carrying a state update to one client. */
  bytesPerStateEvent: number;
  stateEvents: number;
  /** Refused actions (acknowledged with ok: false) and games that made no progress in the last seconds. */
  errors: number;
  stalledGames: number;
}

export interface IdleFigures {
  /** Games seated before the baseline, not counted: their one-time costs are no socket's. */
  warmupGames: number;
  sockets: number;
  heapBefore: number;
  heapAfter: number;
  rssBefore: number;
  rssAfter: number;
  heapBytesPerSocket: number;
  rssBytesPerSocket: number;
}

/** One server's figures; a run narrowed to other shapes (--only=history, --only=many-live) has no idle/paced/saturated. */
export interface ServerFigures {
  server: ServerName;
  idle?: IdleFigures;
  paced?: LoadFigures;
  saturated?: LoadFigures;
  /** Ours only: the paced shape on a database already holding `historyGames` finished games. */
  history?: LoadFigures & { historyGames: number };
  /**
   * Ours only: the same paced shape, measured the same way (a fresh server, the same warm-up), on a new empty database
   * just before `history`: what the history is judged against. The paced figures above come from a server that seated
   * the idle shape's games first, so they differ from a fresh server's by more than the history's 10%.
   */
  historyBaseline?: LoadFigures;
  /** The paced shape with many more live games (5,000 in a full run: 10,000 sockets) on one instance. */
  manyLive?: LoadFigures;
  /**
   * Ours only: the paced shape with a clock on every game and without, each on a fresh server and an empty database,
   * one after the other in the same run: what the clocks cost.
   */
  clocks?: { untimed: LoadFigures; timed: LoadFigures };
}

/** The paced shape held for many minutes: what is left over at the end against just after the warm-up. */
export interface SoakFigures {
  minutes: number;
  games: number;
  /** heapUsed after a full GC, after the warm-up and at the end. */
  heapStart: number;
  heapEnd: number;
  /** process.getActiveResourcesInfo().length in the server. */
  handlesStart: number;
  handlesEnd: number;
  /** pg_stat_activity rows of the bench database (the meter's own excluded), the most over the minute before. */
  dbConnectionsStart: number;
  dbConnectionsEnd: number;
  stalledGames: number;
  actions: number;
  errors: number;
}

/** The paced shape across two of our instances sharing a database and a Redis, each game's players split between them; CPU is both instances' summed. */
export interface TwoInstanceFigures extends LoadFigures {
  instances: number;
  redisCpuMsPerAction: number;
}

export interface FileSize {
  file: string;
  gzipBytes: number;
}

export interface FrontendFigures {
  shellInitialJs: { gzipBytes: number; files: FileSize[] };
  boards: { board: string; gzipBytes: number; files: FileSize[] }[];
  boardVisibleMs: { median: number; samples: number[] };
  /** A repeat visit (warm HTTP cache) to a board visible. */
  boardVisibleWarmMs?: { median: number; samples: number[] };
  /** From the click on a finished game's `Replay` in My games to the replay open (board and position counter shown). */
  replayOpenMs?: { median: number; samples: number[]; moves: number };
  /** The same replay loaded by its link in a fresh browser: navigation start to open. */
  replayByLinkMs?: { median: number; samples: number[]; moves: number };
  /**
   * The game page's floor (bench/board-floor: the theme and the real board through the federation runtime, none
   * of the rest of the shell), timed by the same steps as `boardVisibleMs` and `boardVisibleWarmMs`, alternately.
   */
  boardFloor?: {
    boardVisibleMs: { median: number; samples: number[] };
    boardVisibleWarmMs: { median: number; samples: number[] };
  };
}

export interface BenchResult {
  date: string;
  mode: 'quick' | 'full';
  machine: { cpus: number; node: string; loadAverage: number[] };
  /** One durable PostgreSQL commit from one client, timed before the load: the floor under a persisted action. */
  durableCommitMs?: LatencySummary;
  servers: ServerFigures[];
  /** Our server's CPU per forged POST /api/game/emit-state. */
  emitState?: EmitStateFigures;
  computer?: ComputerFigures;
  frontend?: FrontendFigures;
  soak?: SoakFigures;
  twoInstances?: TwoInstanceFigures;
  /** The saturated shape on a bare Socket.IO server (floor-server.ts): what the transport alone costs an action. */
  floor?: LoadFigures;
}

/** What ours on the history database is judged against: its baseline, or in a result written before it, the paced. */
export const historyBaselineOf = (ours: ServerFigures): LoadFigures | undefined => ours.historyBaseline ?? ours.paced;
