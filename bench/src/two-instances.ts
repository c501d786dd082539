/**
 * Two of our instances sharing the bench database and a Redis of the bench's own (the Socket.IO Redis adapter carries
 * each push to the other instance): every game has seat 0's player on the first instance and seat 1's on the second,
 * so each action crosses between them. The paced shape, with both instances' CPU summed, the database's, and Redis's.
 */
import { DatabaseCpuMeter } from './database-cost';
import type { LoadGenerator } from './load-client';
import type { Shape } from './options';
import { RedisProcess } from './redis-process';
import type { TwoInstanceFigures } from './result';
import { loadFigures } from './server-bench';
import type { Sample, ServerProcess } from './server-process';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const INSTANCES = 2;

export interface Instance {
  server: ServerProcess;
  baseUrl: string;
}

export interface TwoInstancePlan {
  /** Starts one of our instances on the bench database with these extra environment variables. */
  startInstance: (env: Record<string, string>) => Promise<Instance>;
  databaseUrl: string;
  shape: Shape;
  seed: number;
  log: (line: string) => void;
}

const sampleAll = (instances: Instance[]) => Promise.all(instances.map(({ server }) => server.sample(false)));
const cpuMicros = (samples: Sample[]) => samples.reduce((sum, sample) => sum + sample.cpuMicros, 0);

export async function twoInstances(plan: TwoInstancePlan, load: LoadGenerator): Promise<TwoInstanceFigures> {
  const redis = await RedisProcess.start();
  const instances: Instance[] = [];
  try {
    // One after the other: the second finds the schema migrated and takes no part in the first's start-up CPU.
    for (let i = 0; i < INSTANCES; i++) instances.push(await plan.startInstance({ REDIS_URL: redis.url }));
    const [first, second] = instances;
    const { shape } = plan;
    plan.log(`two instances: seating ${shape.games} games, seat 0 on one instance and seat 1 on the other`);
    await load.send({
      cmd: 'setup',
      server: 'ours',
      baseUrl: first.baseUrl,
      seatUrls: [first.baseUrl, second.baseUrl],
      games: shape.games,
      seed: plan.seed,
    });
    plan.log(`two instances: paced, ${shape.games} games`);
    await load.send({ cmd: 'play', games: shape.games, thinkMs: shape.thinkMs });
    await sleep(shape.warmupMs);
    await load.send({ cmd: 'mark' });
    const [before, databaseMeter, redisBefore, trafficBefore] = await Promise.all([
      sampleAll(instances),
      DatabaseCpuMeter.start(plan.databaseUrl),
      redis.cpuMicros(),
      redis.traffic(),
    ]);
    await sleep(shape.measureMs);
    const [after, databaseMicros, redisAfter, trafficAfter] = await Promise.all([
      sampleAll(instances),
      databaseMeter.stop(),
      redis.cpuMicros(),
      redis.traffic(),
    ]);
    const figures = (await load.send({ cmd: 'collect' }))!;
    const per = (delta: number) => (delta / figures.actions).toFixed(1);
    plan.log(
      `two instances: Redis per action: ${per(trafficAfter.commands - trafficBefore.commands)} commands, ` +
        `${per(trafficAfter.bytesIn - trafficBefore.bytesIn)} bytes in, ` +
        `${per(trafficAfter.bytesOut - trafficBefore.bytesOut)} bytes out`,
    );
    await load.send({ cmd: 'pause' });
    await load.send({ cmd: 'close' });
    const server = {
      cpuMicros: cpuMicros(after) - cpuMicros(before),
      // The later of the two instances' loops: either holds up the actions that cross it.
      loopLagP99Ms: Math.max(...after.map((sample) => sample.loopLagP99Ms)),
    };
    return {
      ...loadFigures(shape, figures, server, databaseMicros),
      instances: INSTANCES,
      redisCpuMsPerAction: (redisAfter - redisBefore) / 1000 / figures.actions,
    };
  } finally {
    for (const { server } of instances) {
      await server.stop();
      if (server.errors()) plan.log(`two instances: ${server.name} stderr (last lines):\n${server.errors()}`);
    }
    await redis.stop();
  }
}
