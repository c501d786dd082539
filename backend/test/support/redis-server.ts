import { spawn, type ChildProcess } from 'node:child_process';
import * as net from 'node:net';

export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * A throwaway redis-server on a free loopback port (or `port`, e.g. to start it again where it was), for tests that
 * take Redis away; `stop` kills it.
 */
export async function startRedisServer(
  fixedPort?: number,
): Promise<{ url: string; port: number; stop(): Promise<void> }> {
  const port = fixedPort ?? (await freePort());
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const stopped = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let attempt = 0; attempt < 100; attempt++) {
    if (await accepts(port)) {
      return {
        url: `redis://127.0.0.1:${port}`,
        port,
        stop: async () => {
          if (child.exitCode === null) child.kill('SIGKILL');
          await stopped;
        },
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`redis-server did not listen on port ${port}`);
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
