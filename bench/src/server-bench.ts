/** One server through the three shapes: idle sockets, paced live games, saturated games. */
import { DatabaseCpuMeter } from './database-cost';
import type { LoadGenerator } from './load-client';
import type { LoadTarget, WindowFigures } from './load/protocol';
import type { Shape } from './options';
import type { IdleFigures, LoadFigures, ServerFigures, ServerName } from './result';
import type { ServerProcess } from './server-process';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
/** Seating a game is two guests, two sockets, a create and a join: thousands take minutes on a busy machine. */
const seatTimeoutMs = (games: number) => 180_000 + 200 * games;
const IDLE_SETTLE_MS = 1500;
/**
 * Games seated before the idle baseline: what the first connections cost once (code compiled on first use, the
 * database pool opened) is no socket's, and would otherwise be spread over the sockets measured.
 */
const WARMUP_GAMES = 25;

export interface ServerPlan {
  server: ServerName;
  process: ServerProcess;
  baseUrl: string;
  idleGames: number;
  paced: Shape;
  saturated: Shape;
  seed: number;
  /** The database the server keeps its games in, if any: its CPU is measured too. */
  databaseUrl?: string;
  log: (line: string) => void;
}

/** What measuring one shape needs of a plan. */
export type ShapePlan = Pick<ServerPlan, 'process' | 'baseUrl' | 'seed' | 'databaseUrl' | 'log'> & {
  server: LoadTarget;
};

async function measureShape(plan: ShapePlan, load: LoadGenerator, shape: Shape): Promise<LoadFigures> {
  await load.send({ cmd: 'play', games: shape.games, thinkMs: shape.thinkMs });
  await sleep(shape.warmupMs);
  await load.send({ cmd: 'mark' });
  const [before, databaseMeter] = await Promise.all([
    plan.process.sample(false),
    plan.databaseUrl ? DatabaseCpuMeter.start(plan.databaseUrl) : undefined,
  ]);
  await sleep(shape.measureMs);
  const [after, databaseMicros] = await Promise.all([
    plan.process.sample(false),
    databaseMeter ? databaseMeter.stop() : Number.NaN,
  ]);
  const figures = (await load.send({ cmd: 'collect' }))!;
  await load.send({ cmd: 'pause' });
  const server = { cpuMicros: after.cpuMicros - before.cpuMicros, loopLagP99Ms: after.loopLagP99Ms };
  return loadFigures(shape, figures, server, databaseMicros);
}

/**
 * A measured window's figures per action: the load generator's own (latency, bytes, errors), the servers' CPU over the
 * window and their event loops' lag, and the database's CPU (NaN for a server without one).
 */
export function loadFigures(
  shape: Shape,
  figures: WindowFigures,
  server: { cpuMicros: number; loopLagP99Ms: number },
  databaseMicros: number,
): LoadFigures {
  const perAction = (micros: number) => micros / 1000 / figures.actions;
  return {
    games: shape.games,
    thinkMs: shape.thinkMs,
    seconds: figures.seconds,
    actions: figures.actions,
    actionsPerSecond: figures.actions / figures.seconds,
    latencyMs: figures.latencyMs,
    cpuMsPerAction: perAction(server.cpuMicros),
    databaseCpuMsPerAction: perAction(databaseMicros),
    clientCpuMsPerAction: figures.cpuMs / figures.actions,
    serverLoopLagP99Ms: server.loopLagP99Ms,
    clientLoopLagP99Ms: figures.loopLagP99Ms,
    bytesPerStateEvent: figures.stateEventBytes / figures.stateEvents,
    stateEvents: figures.stateEvents,
    errors: figures.errors,
    stalledGames: figures.stalledGames,
  };
}

export async function benchServer(plan: ServerPlan, load: LoadGenerator): Promise<ServerFigures> {
  const warmup = Math.min(WARMUP_GAMES, Math.floor(plan.idleGames / 4));
  await load.send({ cmd: 'setup', server: plan.server, baseUrl: plan.baseUrl, games: warmup, seed: plan.seed });
  await sleep(IDLE_SETTLE_MS);
  const warm = await plan.process.sample(true);
  plan.log(`${plan.server}: seating ${plan.idleGames} games (${2 * plan.idleGames} sockets)`);
  await load.send({ cmd: 'seat', games: plan.idleGames }, seatTimeoutMs(plan.idleGames));
  await sleep(IDLE_SETTLE_MS);
  const seated = await plan.process.sample(true);
  const sockets = 2 * (plan.idleGames - warmup);
  const idle: IdleFigures = {
    warmupGames: warmup,
    sockets,
    heapBefore: warm.heapUsed,
    heapAfter: seated.heapUsed,
    rssBefore: warm.rss,
    rssAfter: seated.rss,
    heapBytesPerSocket: (seated.heapUsed - warm.heapUsed) / sockets,
    rssBytesPerSocket: (seated.rss - warm.rss) / sockets,
  };
  plan.log(`${plan.server}: paced, ${plan.paced.games} games`);
  const paced = await measureShape(plan, load, plan.paced);
  plan.log(`${plan.server}: saturated, ${plan.saturated.games} games`);
  const saturated = await measureShape(plan, load, plan.saturated);
  await load.send({ cmd: 'close' });
  return { server: plan.server, idle, paced, saturated };
}

/**
 * One load shape alone on a server that has run nothing else: its games seated past the same warm-up as the idle
 * figures (so code compiled on first use is not in the window either), then measured as the paced shape is.
 */
export async function benchShape(plan: ShapePlan, load: LoadGenerator, shape: Shape): Promise<LoadFigures> {
  const warmup = Math.min(WARMUP_GAMES, Math.floor(shape.games / 4));
  const { server, baseUrl, seed } = plan;
  await load.send({ cmd: 'setup', server, baseUrl, games: warmup, seed, ...(shape.clock && { clock: shape.clock }) });
  plan.log(`${plan.server}: seating ${shape.games} games (${2 * shape.games} sockets)`);
  const seating = Date.now();
  await load.send({ cmd: 'seat', games: shape.games }, seatTimeoutMs(shape.games));
  plan.log(`${plan.server}: seated in ${((Date.now() - seating) / 1000).toFixed(0)} s; ${shape.games} games paced`);
  const figures = await measureShape(plan, load, shape);
  await load.send({ cmd: 'close' });
  return figures;
}

/** `--shape=saturated`: seats just the saturated shape's games and measures that shape alone. */
export async function benchSaturated(
  plan: ShapePlan & Pick<ServerPlan, 'saturated'>,
  load: LoadGenerator,
): Promise<LoadFigures> {
  const games = plan.saturated.games;
  await load.send({ cmd: 'setup', server: plan.server, baseUrl: plan.baseUrl, games, seed: plan.seed });
  await sleep(IDLE_SETTLE_MS);
  plan.log(`${plan.server}: saturated, ${plan.saturated.games} games`);
  const saturated = await measureShape(plan, load, plan.saturated);
  await load.send({ cmd: 'close' });
  return saturated;
}
