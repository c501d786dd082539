import { createServer, type Server } from 'node:net';

const listen = (port: number) =>
  new Promise<Server>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });

/** ports.ts reads BENCH_PORT_RANGE when it is loaded: each case loads its own copy. */
async function loadFreePort(range: string | undefined): Promise<() => Promise<number>> {
  const saved = process.env.BENCH_PORT_RANGE;
  if (range === undefined) delete process.env.BENCH_PORT_RANGE;
  else process.env.BENCH_PORT_RANGE = range;
  try {
    let freePort!: () => Promise<number>;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      freePort = (require('../src/ports') as typeof import('../src/ports')).freePort;
    });
    return freePort;
  } finally {
    if (saved === undefined) delete process.env.BENCH_PORT_RANGE;
    else process.env.BENCH_PORT_RANGE = saved;
  }
}

describe('free ports for the servers under test', () => {
  it('gives a port one can listen on', async () => {
    const freePort = await loadFreePort(undefined);
    const server = await listen(await freePort());
    server.close();
  });

  it('stays inside BENCH_PORT_RANGE, and says so when every port there is taken', async () => {
    const port = await (await loadFreePort(undefined))();
    const freePort = await loadFreePort(`${port}-${port}`);
    expect(await freePort()).toBe(port);
    const taken = await listen(port);
    try {
      await expect(freePort()).rejects.toThrow(`no free port in BENCH_PORT_RANGE ${port}-${port}`);
    } finally {
      taken.close();
    }
  });
});
