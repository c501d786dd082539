import { spawn, execSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import * as net from 'node:net';

const MAIN = path.resolve(__dirname, '..', 'dist', 'main.js');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

function postgresProcessesOn(dir: string): string {
  try {
    return execSync(`pgrep -af postgres`, { encoding: 'utf8' })
      .split('\n')
      .filter((line) => line.includes(dir))
      .join('\n');
  } catch {
    return '';
  }
}

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

// Runs the built server (npm run build -w backend first), as `npm start` does.
describe('the real entry with the embedded PostgreSQL', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'tabletop-embedded-'));
  const dataDir = path.join(root, 'pg');

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  async function boot() {
    const [port, pgPort] = [await freePort(), await freePort()];
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      EMBEDDED_PG_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      SERVE_STATIC: 'false',
    };
    delete env.DATABASE_URL;
    delete env.REDIS_URL;
    const child = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const base = `http://127.0.0.1:${port}`;
    await waitFor(async () => ((await fetch(`${base}/api/health`)).ok ? true : undefined), 25000).catch((error) => {
      child.kill('SIGKILL');
      throw new Error(`${String(error)}\n${output}`);
    });
    return { child, exited, base };
  }

  it('recovers from a kill -9 that left PostgreSQL orphaned', async () => {
    const first = await boot();
    first.child.kill('SIGKILL');
    await first.exited;
    expect(postgresProcessesOn(dataDir)).not.toBe(''); // the orphan
    const second = await boot();
    await fetch(`${second.base}/api/health`).then((response) => expect(response.status).toBe(200));
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    await waitFor(async () => (postgresProcessesOn(dataDir) === '' ? true : undefined), 5000);
  }, 60000);

  it('boots without DATABASE_URL, serves, and stops PostgreSQL on SIGTERM', async () => {
    expect(existsSync(MAIN)).toBe(true);
    const { child, exited, base } = await boot();
    const guest = await (await fetch(`${base}/api/auth/guest`, { method: 'POST' })).json();
    expect(guest).toMatchObject({ id: expect.any(Number), jwt: expect.any(String), name: expect.any(String) });
    expect(postgresProcessesOn(dataDir)).not.toBe('');
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    await waitFor(async () => (postgresProcessesOn(dataDir) === '' ? true : undefined), 5000);
    expect(existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(false);
  }, 60000);
});
