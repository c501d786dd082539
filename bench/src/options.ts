import type { ClockSetting } from '@tabletop/game-kit';
/** The bench's command line: `--quick` for a run of a few minutes, the full run by default (`--soak` adds 20 minutes). */

export interface Shape {
  games: number;
  thinkMs: [number, number];
  warmupMs: number;
  measureMs: number;
  /** Ours only: every game is created with this clock (none when absent). */
  clock?: ClockSetting;
}

export interface HistoryDatabaseSize {
  /** A named database kept between runs (history-database.ts). */
  name: string;
  /** Finished games in it. */
  games: number;
}

export interface Options {
  mode: 'quick' | 'full';
  /** Games seated for the idle-socket figures (two sockets each); the paced and saturated shapes use the first ones. */
  idleGames: number;
  paced: Shape;
  saturated: Shape;
  pageLoads: number;
  servers: ('ours' | 'boardgame.io')[];
  /** The paced shape on our server with the history database behind it. */
  history: boolean;
  historyDatabase: HistoryDatabaseSize;
  /** The servers that run the paced shape with many live games, each on a fresh instance. */
  manyLiveServers: ('ours' | 'boardgame.io')[];
  manyLive: Shape;
  frontend: boolean;
  /** The CPU a forged POST /api/game/emit-state costs our server (Super Tic-Tac-Toe's opening, 81 legal actions). */
  emitState: boolean;
  /** The server's event-loop delay while three Hard computer games run, and the search queue under 18. */
  computer: boolean;
  /** Forged states posted per measurement. */
  forgedPosts: number;
  /** The paced shape across two of our instances sharing a Redis (part of every run loading ours). */
  twoInstances: boolean;
  /** Minutes of the soak (the paced shape on our server after a warm-up); 0: no soak. Never part of --quick. */
  soakMinutes: number;
  soakWarmupMs: number;
  readme: boolean;
  seed: number;
  /** `--shape=saturated`: only the saturated shape, no other figure, for iterating on the cost per action. */
  saturatedOnly: boolean;
  /** The saturated shape on a bare Socket.IO server (the transport's floor; part of every run loading ours). */
  floor: boolean;
  /** The paced shape on ours with a clock on every game and without, side by side (part of every run loading ours). */
  clocks: boolean;
  /**
   * `--against=DIR`: other builds of our backend (each a copy of backend/dist, in a folder beside it), measured in
   * turn with backend/dist on the saturated shape, for `rounds` rounds; nothing else is measured.
   */
  against: string[];
  rounds: number;
}

type Switches =
  | 'servers'
  | 'history'
  | 'manyLiveServers'
  | 'frontend'
  | 'emitState'
  | 'computer'
  | 'twoInstances'
  | 'soakMinutes'
  | 'readme'
  | 'seed'
  | 'saturatedOnly'
  | 'floor'
  | 'clocks'
  | 'against'
  | 'rounds';

const QUICK: Omit<Options, Switches> = {
  mode: 'quick',
  soakWarmupMs: 20_000,
  forgedPosts: 200,
  idleGames: 100,
  paced: { games: 100, thinkMs: [1000, 3000], warmupMs: 2000, measureMs: 4000 },
  historyDatabase: { name: 'tabletop_bench_history_quick', games: 20_000 },
  manyLive: { games: 300, thinkMs: [1000, 3000], warmupMs: 2000, measureMs: 4000 },
  saturated: { games: 20, thinkMs: [0, 0], warmupMs: 1000, measureMs: 4000 },
  pageLoads: 2,
};

const FULL: typeof QUICK = {
  mode: 'full',
  soakWarmupMs: 120_000,
  forgedPosts: 1000,
  idleGames: 1000,
  // A minute, about 10,000 actions: over a shorter window the p99 of identical runs scattered widely, since each of a
  // few stalls (a full collection in the server, a slow database commit) delays a dozen actions at once.
  paced: { games: 1000, thinkMs: [3000, 9000], warmupMs: 10000, measureMs: 60000 },
  historyDatabase: { name: 'tabletop_bench_history', games: 1_000_000 },
  manyLive: { games: 5000, thinkMs: [3000, 9000], warmupMs: 10000, measureMs: 60000 },
  saturated: { games: 200, thinkMs: [0, 0], warmupMs: 3000, measureMs: 15000 },
  pageLoads: 7,
};

export const USAGE = `npm run bench -- [--quick] [--readme] [--only=NAME] [--no-frontend] [--shape=saturated] [--seed=N]
  --quick          a short run (few games, short windows, 2 page loads, a history of 20,000 games)
  --readme         also rewrite bench/README.md between <!-- bench:start --> and <!-- bench:end -->
  --only=ours|boardgame.io  load one server only (its shapes, and the frontend figures unless --no-frontend)
  --only=history   the paced shape on our server with 1,000,000 finished games in its database only (built once,
                   kept as tabletop_bench_history; also part of every run loading ours)
  --only=many-live the paced shape with 5,000 live games on each server only (also part of every run loading it)
  --only=frontend  the frontend figures only: bundle sizes and the browser timing, no server load
  --only=emit-state  the CPU cost of forged POST /api/game/emit-state only (also part of every run loading ours)
  --only=computer  the server's event-loop delay with three Hard computer games, then the Hard search queue's high-water
                   mark with 18 at once, only (also part of every run loading ours)
  --only=two-instances  the paced shape across two of our instances sharing a Redis only (also part of every run loading ours)
  --only=clocks    the paced shape on our server with a clock on every game and without, each on a fresh server
                   and database, one after the other (also part of every run loading ours)
  --only=floor     the saturated shape on a bare Socket.IO server (same version and options as ours, no NestJS, rules
                   or database): what the transport alone costs an action (also part of every run loading ours, with
                   --shape=saturated too)
  --soak           also the soak: 20 minutes of the paced shape on our server (never part of --quick unless given)
  --soak-minutes=N  the soak's length in minutes (implies --soak)
  --only=soak      the soak only
  --no-frontend    skip the bundle sizes and the browser timing
  --against=DIR    the saturated shape on our server built in backend/dist and in DIR (a copy of an earlier
                   backend/dist in a folder beside it, such as backend/dist-before), taking turns on fresh servers and
                   databases (repeatable, for more builds), and nothing else: a change's cost measured in one run
  --rounds=N       the turns of --against (3 by default)
  --shape=saturated  the saturated shape only (no idle, paced, history, many-live, two-instance, soak, emit-state,
                   computer or frontend figures; the servers of --only, both by default, and the floor with ours or
                   --only=floor), printed and written to bench/results/saturated.json`;

const SOAK_MINUTES = 20;

export function parseOptions(argv: string[]): Options {
  const base = argv.includes('--quick') ? QUICK : FULL;
  const options: Options = {
    ...base,
    servers: ['ours', 'boardgame.io'],
    history: true,
    manyLiveServers: ['ours', 'boardgame.io'],
    frontend: true,
    emitState: true,
    computer: true,
    twoInstances: true,
    soakMinutes: 0,
    readme: false,
    seed: 8,
    saturatedOnly: false,
    floor: true,
    clocks: true,
    against: [],
    rounds: 3,
  };
  for (const arg of argv) {
    if (arg === '--quick') continue;
    else if (arg === '--readme') options.readme = true;
    else if (arg === '--no-frontend') options.frontend = false;
    else if (arg === '--shape=saturated') options.saturatedOnly = true;
    else if (arg.startsWith('--only=')) {
      const only = arg.slice('--only='.length);
      if (only === 'frontend') options.servers = [];
      else if (
        ['floor', 'emit-state', 'computer', 'history', 'many-live', 'two-instances', 'soak', 'clocks'].includes(only)
      ) {
        options.servers = [];
        options.frontend = false;
      } else if (only === 'ours' || only === 'boardgame.io') options.servers = [only];
      else throw new Error(`unknown server '${only}'\n${USAGE}`);
    } else if (arg === '--soak') options.soakMinutes ||= SOAK_MINUTES;
    else if (/^--soak-minutes=[1-9]\d*$/.test(arg)) options.soakMinutes = Number(arg.slice('--soak-minutes='.length));
    else if (arg.startsWith('--seed=') && /^\d+$/.test(arg.slice(7))) options.seed = Number(arg.slice(7));
    else if (/^--against=.+/.test(arg)) options.against.push(arg.slice('--against='.length));
    else if (/^--rounds=[1-9]\d*$/.test(arg)) options.rounds = Number(arg.slice('--rounds='.length));
    else throw new Error(`unknown option '${arg}'\n${USAGE}`);
  }
  options.emitState = options.servers.includes('ours') || argv.includes('--only=emit-state');
  options.computer = options.servers.includes('ours') || argv.includes('--only=computer');
  options.history = options.servers.includes('ours') || argv.includes('--only=history');
  options.manyLiveServers = argv.includes('--only=many-live') ? ['ours', 'boardgame.io'] : [...options.servers];
  options.twoInstances = options.servers.includes('ours') || argv.includes('--only=two-instances');
  options.floor = options.servers.includes('ours') || argv.includes('--only=floor');
  options.clocks = options.servers.includes('ours') || argv.includes('--only=clocks');
  if (argv.includes('--only=soak')) options.soakMinutes ||= SOAK_MINUTES;
  if (options.against.length > 0) Object.assign(options, { saturatedOnly: true, servers: ['ours'], floor: false });
  if (options.saturatedOnly)
    Object.assign(options, {
      frontend: false,
      emitState: false,
      computer: false,
      history: false,
      manyLiveServers: [],
      twoInstances: false,
      soakMinutes: 0,
      readme: false,
      clocks: false,
    });
  const shapes = [
    options.floor,
    options.emitState,
    options.computer,
    options.history,
    options.twoInstances,
    options.soakMinutes > 0,
    options.clocks,
  ];
  if (
    options.servers.length === 0 &&
    !options.frontend &&
    options.manyLiveServers.length === 0 &&
    !shapes.some(Boolean)
  )
    throw new Error(`nothing to measure\n${USAGE}`);
  return options;
}
