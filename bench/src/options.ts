/** The bench's command line: `--quick` for a run under a minute, the full run by default. */

export interface Shape {
  games: number;
  thinkMs: [number, number];
  warmupMs: number;
  measureMs: number;
}

export interface Options {
  mode: 'quick' | 'full';
  /** Games seated for the idle-socket figures (two sockets each); the paced and saturated shapes use the first ones. */
  idleGames: number;
  paced: Shape;
  saturated: Shape;
  pageLoads: number;
  servers: ('ours' | 'boardgame.io')[];
  frontend: boolean;
  /** The CPU a forged POST /api/game/emit-state costs our server (Super Tic-Tac-Toe's opening, 81 legal actions). */
  emitState: boolean;
  /** The server's event-loop delay while three Hard computer games run. */
  computer: boolean;
  /** Forged states posted per measurement. */
  forgedPosts: number;
  readme: boolean;
  seed: number;
  /** `--shape=saturated`: only the saturated shape, no other figure, for iterating on the cost per action. */
  saturatedOnly: boolean;
}

const QUICK: Omit<Options, 'servers' | 'frontend' | 'emitState' | 'computer' | 'readme' | 'seed' | 'saturatedOnly'> = {
  mode: 'quick',
  forgedPosts: 200,
  idleGames: 100,
  paced: { games: 100, thinkMs: [1000, 3000], warmupMs: 2000, measureMs: 4000 },
  saturated: { games: 20, thinkMs: [0, 0], warmupMs: 1000, measureMs: 4000 },
  pageLoads: 2,
};

const FULL: typeof QUICK = {
  mode: 'full',
  forgedPosts: 1000,
  idleGames: 1000,
  // A minute, about 10,000 actions: over 20 s the p99 of identical runs ranged from 5.8 to 10 ms, since each of a few
  // stalls (a full collection in the server, a slow database commit) delays a dozen actions at once.
  paced: { games: 1000, thinkMs: [3000, 9000], warmupMs: 10000, measureMs: 60000 },
  saturated: { games: 200, thinkMs: [0, 0], warmupMs: 3000, measureMs: 15000 },
  pageLoads: 7,
};

export const USAGE = `npm run bench -- [--quick] [--readme] [--only=ours|boardgame.io|frontend|emit-state] [--no-frontend] [--shape=saturated] [--seed=N]
  --quick          a run under a minute (few games, short windows, 2 page loads)
  --readme         also rewrite README.md between <!-- bench:start --> and <!-- bench:end -->
  --only=NAME      load one server only (and the frontend figures unless --no-frontend)
  --only=frontend  the frontend figures only: bundle sizes and the browser timing, no server load
  --only=emit-state  the CPU cost of forged POST /api/game/emit-state only (also part of every run loading ours)
  --only=computer  the server's event-loop delay with three Hard computer games only (also part of every run loading ours)
  --no-frontend    skip the bundle sizes and the browser timing
  --shape=saturated  the saturated shape only (no idle, paced, emit-state, computer or frontend figures; the servers
                   of --only, both by default), printed and written to bench/results/saturated.json`;

export function parseOptions(argv: string[]): Options {
  const base = argv.includes('--quick') ? QUICK : FULL;
  const options: Options = {
    ...base,
    servers: ['ours', 'boardgame.io'],
    frontend: true,
    emitState: true,
    computer: true,
    readme: false,
    seed: 8,
    saturatedOnly: false,
  };
  for (const arg of argv) {
    if (arg === '--quick') continue;
    else if (arg === '--readme') options.readme = true;
    else if (arg === '--no-frontend') options.frontend = false;
    else if (arg === '--shape=saturated') options.saturatedOnly = true;
    else if (arg.startsWith('--only=')) {
      const only = arg.slice('--only='.length);
      if (only === 'frontend') options.servers = [];
      else if (only === 'emit-state' || only === 'computer') {
        options.servers = [];
        options.frontend = false;
      } else if (only === 'ours' || only === 'boardgame.io') options.servers = [only];
      else throw new Error(`unknown server '${only}'\n${USAGE}`);
    } else if (arg.startsWith('--seed=') && /^\d+$/.test(arg.slice(7))) options.seed = Number(arg.slice(7));
    else throw new Error(`unknown option '${arg}'\n${USAGE}`);
  }
  options.emitState = options.servers.includes('ours') || argv.includes('--only=emit-state');
  options.computer = options.servers.includes('ours') || argv.includes('--only=computer');
  if (options.saturatedOnly)
    Object.assign(options, { frontend: false, emitState: false, computer: false, readme: false });
  if (options.servers.length === 0 && !options.frontend && !options.emitState && !options.computer)
    throw new Error(`nothing to measure\n${USAGE}`);
  return options;
}
