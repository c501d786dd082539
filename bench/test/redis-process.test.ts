import { createConnection } from 'node:net';
import { RedisProcess } from '../src/redis-process';

/** Sends inline commands to Redis and waits for as many replies (each of these is one line: +OK or :n). */
function send(port: number, commands: string[]): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(port, '127.0.0.1', () => socket.write(commands.map((c) => `${c}\r\n`).join('')));
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString();
      const lines = received.split('\r\n').filter(Boolean);
      if (lines.length >= commands.length) {
        socket.end();
        resolve(lines);
      }
    });
    socket.on('error', reject);
  });
}

describe("the bench's own Redis", () => {
  let redis: RedisProcess;
  beforeAll(async () => {
    redis = await RedisProcess.start();
  });
  afterAll(() => redis.stop());

  it('answers on its own port, not the shared 6379', async () => {
    expect(redis.port).not.toBe(6379);
    expect(redis.url).toBe(`redis://127.0.0.1:${redis.port}`);
    expect(await send(redis.port, ['SET soak-test 1', 'INCR soak-test'])).toEqual(['+OK', ':2']);
  });

  it('counts the CPU and the traffic its work costs', async () => {
    const [before, trafficBefore] = await Promise.all([redis.cpuMicros(), redis.traffic()]);
    expect(Number.isFinite(before)).toBe(true);
    await send(
      redis.port,
      Array.from({ length: 20_000 }, (_, i) => `SET key-${i} ${'x'.repeat(100)}`),
    );
    expect(await redis.cpuMicros()).toBeGreaterThan(before);
    const traffic = await redis.traffic();
    expect(traffic.commands - trafficBefore.commands).toBeGreaterThanOrEqual(20_000);
    expect(traffic.bytesIn - trafficBefore.bytesIn).toBeGreaterThan(20_000 * 100);
  });

  it('is gone once stopped', async () => {
    const other = await RedisProcess.start();
    await other.stop();
    await expect(send(other.port, ['PING'])).rejects.toThrow(/ECONNREFUSED/);
  });
});
