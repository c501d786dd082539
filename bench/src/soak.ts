/**
 * The soak: our server under the paced shape for many minutes. After a warm-up, and again at the end, what the server
 * holds: its heap after a full collection, its open handles and its database connections (the most over a minute). A leak shows as the end
 * above the start; the minute-by-minute log shows it growing while a person watches.
 */
import { DatabaseConnectionCounter } from './database-connections';
import type { LoadGenerator } from './load-client';
import type { SoakFigures } from './result';
import type { ServerProcess } from './server-process';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const MINUTE_MS = 60_000;

export interface SoakPlan {
  process: ServerProcess;
  baseUrl: string;
  databaseUrl: string;
  games: number;
  thinkMs: [number, number];
  /** Play before the first reading: pools filled, caches full, code compiled. */
  warmupMs: number;
  minutes: number;
  seed: number;
  log: (line: string) => void;
}

interface Holding {
  heap: number;
  handles: number;
  handleKinds: Record<string, number>;
  /** The most database connections over the minute before the reading. */
  connections: number;
}

/**
 * What the soak's server needs besides the bench's usual settings: access tokens that outlive the run. With the
 * default 15 minutes the server closes every socket at its token's expiry, as it should, and the load generator's
 * guests, which never refresh their tokens (the shell does), would all drop out in the middle of the soak.
 */
export function soakServerEnv(minutes: number, warmupMs: number): Record<string, string> {
  const setupMinutes = 10;
  return { JWT_TTL: `${minutes + Math.ceil(warmupMs / MINUTE_MS) + setupMinutes}m` };
}

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

export async function soak(plan: SoakPlan, load: LoadGenerator): Promise<SoakFigures> {
  if (!Number.isInteger(plan.minutes) || plan.minutes < 1)
    throw new Error(`a soak lasts whole minutes, not ${plan.minutes}`);
  const connections = await DatabaseConnectionCounter.open(plan.databaseUrl);
  const holding = async (): Promise<Holding> => {
    const [sample, count] = await Promise.all([plan.process.sample(true), connections.takePeak()]);
    return { heap: sample.heapUsed, handles: sample.handles, handleKinds: sample.handleKinds, connections: count };
  };
  try {
    plan.log(`soak: seating ${plan.games} games (${2 * plan.games} sockets)`);
    await load.send({ cmd: 'setup', server: 'ours', baseUrl: plan.baseUrl, games: plan.games, seed: plan.seed });
    await load.send({ cmd: 'play', games: plan.games, thinkMs: plan.thinkMs });
    plan.log(`soak: warming up for ${plan.warmupMs / 1000} s`);
    await sleep(Math.max(0, plan.warmupMs - MINUTE_MS));
    // The start's connection count is the most over the warm-up's last minute, as each later one is over its minute.
    connections.startSampling();
    await connections.takePeak();
    await sleep(Math.min(plan.warmupMs, MINUTE_MS));
    const start = await holding();
    await load.send({ cmd: 'mark' });
    const began = Date.now();
    const kinds = (at: Holding) =>
      Object.entries(at.handleKinds)
        .sort(([, a], [, b]) => b - a)
        .map(([kind, count]) => `${kind} ${count}`)
        .join(', ');
    const line = (at: Holding) =>
      `heap ${mb(at.heap)}, handles ${at.handles} (${kinds(at)}), database connections ${at.connections}`;
    plan.log(`soak: after warm-up ${line(start)}`);
    let end = start;
    for (let minute = 1; minute <= plan.minutes; minute++) {
      // Each reading on the minute from the start, whatever the readings themselves took.
      await sleep(Math.max(0, began + minute * MINUTE_MS - Date.now()));
      const [now, sofar] = await Promise.all([holding(), load.send({ cmd: 'peek' })]);
      plan.log(
        `soak: minute ${minute}/${plan.minutes}: ${line(now)}; ${sofar!.actions} actions, ` +
          `${sofar!.errors} refused, ${sofar!.stalledGames} games stalled`,
      );
      for (const [reason, count] of Object.entries(sofar!.errorReasons)) plan.log(`soak:   ${count}× ${reason}`);
      end = now;
    }
    const figures = (await load.send({ cmd: 'collect' }))!;
    return {
      minutes: plan.minutes,
      games: plan.games,
      heapStart: start.heap,
      heapEnd: end.heap,
      handlesStart: start.handles,
      handlesEnd: end.handles,
      dbConnectionsStart: start.connections,
      dbConnectionsEnd: end.connections,
      stalledGames: figures.stalledGames,
      actions: figures.actions,
      errors: figures.errors,
    };
  } finally {
    await load.send({ cmd: 'pause' }).catch(() => undefined);
    await load.send({ cmd: 'close' }).catch(() => undefined);
    await connections.close();
  }
}
