import { createServer } from 'node:net';

/** Whether `port` (0: any) can be listened on at 127.0.0.1 right now; the port it got. */
function tryListen(port: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(undefined));
    probe.listen(port, '127.0.0.1', () => {
      const { port: got } = probe.address() as { port: number };
      probe.close(() => resolve(got));
    });
  });
}

/**
 * BENCH_PORT_RANGE=low-high keeps the bench's servers inside a range (a machine shared with other runs, each with
 * ports of its own); each call starts after the previous one's port, so servers started together get different ones.
 */
const range = /^(\d+)-(\d+)$/.exec(process.env.BENCH_PORT_RANGE ?? '');
let nextInRange = range ? Number(range[1]) : 0;

/** A port free on 127.0.0.1 right now. */
export async function freePort(): Promise<number> {
  if (!range) {
    const port = await tryListen(0);
    if (port === undefined) throw new Error('no free port on 127.0.0.1');
    return port;
  }
  const [low, high] = [Number(range[1]), Number(range[2])];
  for (let tried = 0; tried <= high - low; tried++) {
    const port = nextInRange;
    nextInRange = port >= high ? low : port + 1;
    if ((await tryListen(port)) !== undefined) return port;
  }
  throw new Error(`no free port in BENCH_PORT_RANGE ${low}-${high}`);
}
