/**
 * `npm run bench`: our backend (production build, real PostgreSQL, every action persisted) and boardgame.io under the
 * same Super Tic-Tac-Toe load from a separate load-generator process, then the frontend's figures; prints a Markdown
 * report and writes bench/results/latest.{md,json} (and bench/README.md's latest run with --readme).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { GAME_URL as SUPER_TIC_TAC_TOE, game as superTicTacToe } from '@tabletop/super-tic-tac-toe/rules';
import { boardSize } from './board-sizes';
import { compareBuilds, formatComparison, type Build } from './compare-builds';
import { browserFigures } from './browser-figures';
import { checkpoint, createThrowawayDatabase, type ThrowawayDatabase } from './database';
import { durableCommitLatency } from './database-cost';
import { computerLoopLag, type ComputerFigures } from './computer-loop-lag';
import { emitStateCost, type EmitStateFigures } from './emit-state-cost';
import { playFinishedGame } from './finished-game';
import { openHistoryDatabase } from './history-database';
import { LoadGenerator } from './load-client';
import { parseOptions, type Options } from './options';
import { freePort } from './ports';
import { seededRandom } from './random';
import { BENCH_README, formatReport, replaceReadmeSection } from './report';
import type {
  BenchResult,
  FrontendFigures,
  LoadFigures,
  ServerFigures,
  ServerName,
  SoakFigures,
  TwoInstanceFigures,
} from './result';
import { benchSaturated, benchServer, benchShape } from './server-bench';
import { ourStartFlags } from './our-start-flags';
import { killChildren, ServerProcess } from './server-process';
import { soak, soakServerEnv } from './soak';
import { twoInstances } from './two-instances';

const repoRoot = resolve(__dirname, '..', '..');
const resultsDir = join(repoRoot, 'bench', 'results');
const log = (line: string) => console.error(`[bench] ${line}`);

/** The load-test exceptions: every client comes from 127.0.0.1. */
const LIFTED_LIMITS = {
  AUTH_RATE_LIMIT: '1000000/60s',
  GUEST_RATE_LIMIT: '1000000/60s',
  JOIN_RATE_LIMIT: '1000000/60s',
  EMIT_STATE_RATE_LIMIT: '1000000/60s',
  PLAY_RATE_LIMIT: '1000000/60s',
  PLAY_IP_RATE_LIMIT: '1000000/60s',
  READ_RATE_LIMIT: '1000000/60s',
  READ_IP_RATE_LIMIT: '1000000/60s',
  WATCH_RATE_LIMIT: '1000000/60s',
  WATCH_IP_RATE_LIMIT: '1000000/60s',
  LOGIN_FAILURE_LIMIT: '1000000/60s',
  LOOKUP_FAILURE_LIMIT: '1000000/60s',
  SOCKET_RATE_LIMIT: '1000000/1s',
  SOCKET_SYNC_RATE_LIMIT: '1000000/1s',
  SOCKET_CONNECTIONS_PER_IP: '1000000',
  // A socket is closed when its access token expires (the shell then refreshes; the load clients do not), and seating
  // 5,000 games on a loaded machine takes most of the default 15 minutes.
  JWT_TTL: '2h',
};

interface Workspaces {
  boardWorkspaces(): string[];
  rulesProjects(): string[];
}

function workspaces(): Workspaces {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(join(repoRoot, 'scripts', 'workspaces.cjs')) as Workspaces;
}

/** The backend is compiled every run (tsc -b is quick when up to date); the webpack builds only when missing. */
function ensureBuilt(site: boolean): void {
  log("compiling the games' rules and the backend, which loads them at run time (tsc -b)");
  const projects = [...workspaces().rulesProjects(), 'backend/tsconfig.build.json'];
  execFileSync('npx', ['tsc', '-b', ...projects], { cwd: repoRoot, stdio: 'inherit' });
  const web = [
    'shell/dist/index.html',
    ...workspaces()
      .boardWorkspaces()
      .map((board) => `${board}/dist/board/mf-manifest.json`),
  ];
  if (site && web.some((file) => !existsSync(join(repoRoot, file)))) {
    log('building the site (npm run build)');
    execFileSync('node', ['scripts/build.mjs'], { cwd: repoRoot, stdio: 'inherit' });
  }
}

/** Debian's Chromium for the frontend figures, installed when missing (before the long load phases, to fail early). */
function ensureChromium(): void {
  execFileSync('node', ['scripts/test-machine.mjs', 'chromium'], { cwd: repoRoot, stdio: 'inherit' });
}

async function startServer(
  name: ServerName,
  database: { url: string },
  env: Record<string, string> = {},
  label: string = name,
  script = 'backend/dist/main.js',
) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server =
    name === 'ours'
      ? new ServerProcess(
          label,
          script,
          {
            DATABASE_URL: database.url,
            REDIS_URL: '',
            HOST: '127.0.0.1',
            PORT: String(port),
            SERVE_STATIC: 'false',
            LOG_LEVEL: 'error',
            NODE_ENV: 'production',
            ...LIFTED_LIMITS,
            ...env,
          },
          repoRoot,
          ourStartFlags(repoRoot),
        )
      : new ServerProcess(
          name,
          join(__dirname, 'bgio-server.js'),
          { PORT: String(port), NODE_ENV: 'production' },
          repoRoot,
        );
  await server.waitReady(name === 'ours' ? `${baseUrl}/api/health` : `${baseUrl}/games`);
  return { server, baseUrl };
}

/** Stops a run's load generator and its server; stalled games are explained, if anywhere, by the server's stderr. */
async function stopRun(label: string, server: ServerProcess, load: LoadGenerator): Promise<void> {
  await load.stop();
  await server.stop();
  if (server.errors()) log(`${label} stderr (last lines):\n${server.errors()}`);
}

/** The bare Socket.IO server (floor-server.ts), measured by the same probe. */
async function startFloor() {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = new ServerProcess(
    'Socket.IO alone',
    join(__dirname, 'floor-server.js'),
    { PORT: String(port), NODE_ENV: 'production' },
    repoRoot,
  );
  await server.waitReady(`${baseUrl}/health`);
  return { server, baseUrl };
}

/** The saturated shape on the bare Socket.IO server: the transport's floor under an action. */
async function floorFigures(options: Options): Promise<LoadFigures> {
  const { server, baseUrl } = await startFloor();
  const load = new LoadGenerator();
  try {
    const plan = { server: 'floor' as const, process: server, baseUrl, seed: options.seed, log };
    return await benchSaturated({ ...plan, saturated: options.saturated }, load);
  } finally {
    await stopRun('Socket.IO alone', server, load);
  }
}

/** Idle sockets, then the paced and saturated shapes, on one server process. */
async function loadServer(name: ServerName, options: Options, database: ThrowawayDatabase): Promise<ServerFigures> {
  const { server, baseUrl } = await startServer(name, database);
  const load = new LoadGenerator();
  try {
    return await benchServer(
      {
        server: name,
        process: server,
        baseUrl,
        idleGames: Math.max(options.idleGames, options.paced.games, options.saturated.games),
        paced: options.paced,
        saturated: options.saturated,
        seed: options.seed,
        databaseUrl: name === 'ours' ? database.url : undefined,
        log,
      },
      load,
    );
  } finally {
    await stopRun(name, server, load);
  }
}

/** `work` on a new database of its own, dropped after: a shape measured alone starts from no earlier shape's rows. */
async function onEmptyDatabase<T>(work: (url: string) => Promise<T>): Promise<T> {
  const database = await createThrowawayDatabase();
  try {
    return await work(database.url);
  } finally {
    await database.drop();
  }
}

/** One shape alone on a fresh server process on `database`, what earlier shapes wrote checkpointed first. */
async function loadShape(name: ServerName, shape: Options['paced'], options: Options, databaseUrl: string) {
  await checkpoint(log);
  const { server, baseUrl } = await startServer(name, { url: databaseUrl });
  const load = new LoadGenerator();
  try {
    const plan = { server: name, process: server, baseUrl, seed: options.seed, log };
    return await benchShape({ ...plan, databaseUrl: name === 'ours' ? databaseUrl : undefined }, load, shape);
  } finally {
    await stopRun(name, server, load);
  }
}

/** Our server plays one Super Tic-Tac-Toe game between two registered players (a rated game) to its end. */
async function playHistoryTemplate(url: string, options: Options): Promise<void> {
  const { server, baseUrl } = await startServer('ours', { url });
  try {
    const game = { url: SUPER_TIC_TAC_TOE, rules: superTicTacToe, registered: true };
    await playFinishedGame(baseUrl, Number.POSITIVE_INFINITY, seededRandom(options.seed), game);
  } finally {
    await server.stop();
  }
}

/**
 * The paced shape on our server with the history database behind it, and just before, measured alike (a fresh
 * server, the same warm-up), on a new empty database: the pair the history targets compare. The run's own games are
 * deleted from the history database after.
 */
async function historyFigures(options: Options): Promise<Pick<ServerFigures, 'history' | 'historyBaseline'>> {
  const { name, games } = options.historyDatabase;
  const history = await openHistoryDatabase(name, games, (url) => playHistoryTemplate(url, options), log);
  log('ours on an empty database: paced, the baseline of the history');
  const historyBaseline = await onEmptyDatabase((url) => loadShape('ours', options.paced, options, url));
  log(`ours on ${name} (${history.games.toLocaleString('en-US')} finished games): paced`);
  try {
    const figures = await loadShape('ours', options.paced, options, history.url);
    return { historyBaseline, history: { ...figures, historyGames: history.games } };
  } finally {
    await history.removeRunRows();
  }
}

/**
 * The clock the timed half of the clocks pair gives every game: long enough that no flag falls during the run, so both
 * halves play the same games; it runs, is written with every action and moves each game's deadline all the same.
 */
const BENCH_CLOCK = { initial: 3600, increment: 60 };

/** The paced shape on ours without clocks and with one on every game, alike (a fresh server, an empty database). */
async function clockFigures(options: Options): Promise<NonNullable<ServerFigures['clocks']>> {
  log('ours on an empty database: paced, no clocks');
  const untimed = await onEmptyDatabase((url) => loadShape('ours', options.paced, options, url));
  log('ours on an empty database: paced, a clock on every game');
  const timed = await onEmptyDatabase((url) =>
    loadShape('ours', { ...options.paced, clock: BENCH_CLOCK }, options, url),
  );
  return { untimed, timed };
}

async function loadServers(options: Options, database: ThrowawayDatabase): Promise<ServerFigures[]> {
  const figures: ServerFigures[] = [];
  for (const name of ['ours', 'boardgame.io'] as const) {
    const many = options.manyLiveServers.includes(name);
    const history = name === 'ours' && options.history;
    const clocks = name === 'ours' && options.clocks;
    if (!options.servers.includes(name) && !many && !history && !clocks) continue;
    const server: ServerFigures = options.servers.includes(name)
      ? await loadServer(name, options, database)
      : { server: name };
    if (many) {
      log(`${name}: many live games`);
      server.manyLive = await onEmptyDatabase((url) => loadShape(name, options.manyLive, options, url));
    }
    if (history) Object.assign(server, await historyFigures(options));
    if (clocks) server.clocks = await clockFigures(options);
    figures.push(server);
  }
  return figures;
}

function logSaturated(name: string, f: LoadFigures): void {
  log(
    `${name}: ${f.actionsPerSecond.toFixed(0)} actions/s, p99 ${f.latencyMs.p99.toFixed(2)} ms, server CPU ` +
      `${f.cpuMsPerAction.toFixed(3)} + database ${f.databaseCpuMsPerAction.toFixed(3)} ms/action, client ` +
      `${f.clientCpuMsPerAction.toFixed(3)}, ${f.errors} refused / ${f.stalledGames} stalled`,
  );
}

/** `--shape=saturated`: each server's saturated figures alone, printed and written to results/saturated.json. */
async function saturatedOnly(options: Options, database: ThrowawayDatabase): Promise<void> {
  const figures: Partial<Record<ServerName | 'floor', LoadFigures>> = {};
  for (const name of options.servers) {
    const { server, baseUrl } = await startServer(name, database);
    const load = new LoadGenerator();
    try {
      const plan = {
        server: name,
        process: server,
        baseUrl,
        idleGames: options.saturated.games,
        paced: options.paced,
        saturated: options.saturated,
        seed: options.seed,
        databaseUrl: name === 'ours' ? database.url : undefined,
        log,
      };
      figures[name] = await benchSaturated(plan, load);
      logSaturated(name, figures[name]);
    } finally {
      await stopRun(name, server, load);
    }
  }
  if (options.floor) logSaturated('Socket.IO alone', (figures.floor = await floorFigures(options)));
  mkdirSync(resultsDir, { recursive: true });
  const json = JSON.stringify({ date: new Date().toISOString(), loadAverage: loadavg(), figures }, null, 2);
  writeFileSync(join(resultsDir, 'saturated.json'), json + '\n');
  console.log(json);
}

/** `--against=DIR`: backend/dist and the other builds, the saturated shape in turns; written to results/against.json. */
async function againstOthers(options: Options): Promise<void> {
  const builds: Build[] = ['backend/dist', ...options.against].map((dir) => ({
    label: relative(repoRoot, resolve(repoRoot, dir)),
    script: join(resolve(repoRoot, dir), 'main.js'),
  }));
  const figures = await compareBuilds(builds, options.rounds, (build, round) =>
    onEmptyDatabase(async (url) => {
      await checkpoint(log);
      const { server, baseUrl } = await startServer('ours', { url }, {}, build.label, build.script);
      const load = new LoadGenerator();
      try {
        const plan = { server: 'ours' as const, process: server, baseUrl, seed: options.seed, log };
        log(`${build.label}, round ${round} of ${options.rounds}`);
        const saturated = await benchSaturated({ ...plan, databaseUrl: url, saturated: options.saturated }, load);
        logSaturated(build.label, saturated);
        return saturated;
      } finally {
        await stopRun(build.label, server, load);
      }
    }),
  );
  mkdirSync(resultsDir, { recursive: true });
  const json = { date: new Date().toISOString(), loadAverage: loadavg(), builds: figures };
  writeFileSync(join(resultsDir, 'against.json'), JSON.stringify(json, null, 2) + '\n');
  console.log(formatComparison(figures));
}

async function emitStateFigures(options: Options, database: ThrowawayDatabase): Promise<EmitStateFigures> {
  const { server, baseUrl } = await startServer('ours', database);
  try {
    return await emitStateCost(baseUrl, server, options.forgedPosts, log);
  } finally {
    await server.stop();
  }
}

/** The server's Hard search budget, as shipped (COMPUTER_HARD_BUDGET_MS). */
const HARD_BUDGET_MS = 500;

async function computerFigures(options: Options, database: ThrowawayDatabase): Promise<ComputerFigures> {
  const { server, baseUrl } = await startServer('ours', database, { COMPUTER_HARD_BUDGET_MS: String(HARD_BUDGET_MS) });
  try {
    const measureMs = options.mode === 'quick' ? 10_000 : 30_000;
    return await computerLoopLag(baseUrl, server, { measureMs, hardBudgetMs: HARD_BUDGET_MS }, log);
  } finally {
    await server.stop();
  }
}

async function twoInstanceFigures(options: Options, database: ThrowawayDatabase): Promise<TwoInstanceFigures> {
  const load = new LoadGenerator();
  let started = 0;
  try {
    const startInstance = (env: Record<string, string>) =>
      startServer('ours', database, env, `ours instance ${String.fromCharCode(65 + started++)}`);
    return await twoInstances(
      { startInstance, databaseUrl: database.url, shape: options.paced, seed: options.seed, log },
      load,
    );
  } finally {
    await load.stop();
  }
}

async function soakFigures(options: Options, database: ThrowawayDatabase): Promise<SoakFigures> {
  const env = soakServerEnv(options.soakMinutes, options.soakWarmupMs);
  const { server, baseUrl } = await startServer('ours', database, env);
  const load = new LoadGenerator();
  try {
    return await soak(
      {
        process: server,
        baseUrl,
        databaseUrl: database.url,
        games: options.paced.games,
        thinkMs: options.paced.thinkMs,
        warmupMs: options.soakWarmupMs,
        minutes: options.soakMinutes,
        seed: options.seed,
        log,
      },
      load,
    );
  } finally {
    await stopRun('soak: ours', server, load);
  }
}

async function frontendFigures(options: Options, database: ThrowawayDatabase): Promise<FrontendFigures> {
  const boards = workspaces()
    .boardWorkspaces()
    .map((board) => ({
      board: board.replace(/^mfe-/, ''),
      ...boardSize(join(repoRoot, board, 'dist', 'board')),
    }));
  const floorDir = buildBoardFloor();
  log(`frontend: ${options.pageLoads} page loads in Chromium`);
  const site = await startServer('ours', database, { SERVE_STATIC: 'true' });
  const floor = await startServer('ours', database, { SERVE_STATIC: 'true', SHELL_DIR: floorDir }, 'board floor');
  try {
    const figures = await browserFigures(
      { site: site.baseUrl, boardFloor: floor.baseUrl },
      options.pageLoads,
      seededRandom(options.seed),
    );
    return { boards, ...figures };
  } finally {
    await Promise.all([site.server.stop(), floor.server.stop()]);
  }
}

/** The game page's floor (bench/board-floor), built afresh with the shell's build; its folder for SHELL_DIR. */
function buildBoardFloor(): string {
  log("building the game page's floor (bench/webpack.board-floor.js)");
  const bench = join(repoRoot, 'bench');
  execFileSync('node', [join(repoRoot, 'packages', 'build-config', 'build.js'), 'webpack.board-floor.js'], {
    cwd: bench,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return join(bench, 'dist-board-floor');
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const loadAverage = loadavg();
  ensureBuilt(options.frontend);
  if (options.against.length > 0) {
    try {
      return await againstOthers(options);
    } finally {
      killChildren();
    }
  }
  if (options.frontend) ensureChromium();
  const database = await createThrowawayDatabase();
  if (options.saturatedOnly) {
    try {
      return await saturatedOnly(options, database);
    } finally {
      killChildren();
      await database.drop();
    }
  }
  let result: BenchResult;
  try {
    result = {
      date: new Date().toISOString(),
      mode: options.mode,
      machine: { cpus: cpus().length, node: process.version, loadAverage },
      durableCommitMs: options.servers.includes('ours') ? await durableCommitLatency(database.url) : undefined,
      servers: await loadServers(options, database),
      floor: options.floor ? await floorFigures(options) : undefined,
      emitState: options.emitState ? await emitStateFigures(options, database) : undefined,
      computer: options.computer ? await computerFigures(options, database) : undefined,
      twoInstances: options.twoInstances ? await twoInstanceFigures(options, database) : undefined,
      soak: options.soakMinutes ? await soakFigures(options, database) : undefined,
      frontend: options.frontend ? await frontendFigures(options, database) : undefined,
    };
  } finally {
    killChildren();
    await database.drop();
  }
  const report = formatReport(result);
  console.log(report);
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, 'latest.md'), report);
  writeFileSync(join(resultsDir, 'latest.json'), JSON.stringify(result, null, 2) + '\n');
  if (options.readme) {
    writeFileSync(BENCH_README, replaceReadmeSection(readFileSync(BENCH_README, 'utf8'), report));
    // The tables are written plainly; Prettier aligns them as `npm test` checks.
    execFileSync('npx', ['prettier', '--write', BENCH_README, '--log-level', 'warn'], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
    log('bench/README.md: the latest run rewritten');
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    killChildren();
    process.exit(130);
  });

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    killChildren();
    process.exit(1);
  },
);
