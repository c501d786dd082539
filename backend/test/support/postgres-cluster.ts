import { execFile } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './redis-server';

const run = promisify(execFile);
const BIN = path.join('/usr/lib/postgresql', newestVersion(), 'bin');
const PG_USER = 'postgres';

function newestVersion(): string {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  if (versions.length === 0) throw new Error('No PostgreSQL server binaries under /usr/lib/postgresql');
  return versions[0];
}

/** Runs a PostgreSQL binary as the postgres user (PostgreSQL refuses to run as root). */
function asPostgres(binary: string, args: string[]) {
  const command = path.join(BIN, binary);
  const asRoot = process.getuid?.() === 0;
  return run(asRoot ? 'runuser' : command, asRoot ? ['-u', PG_USER, '--', command, ...args] : args, {
    timeout: 30_000,
  });
}

/**
 * A private PostgreSQL cluster on a free loopback port (trust auth, no fsync), in a temporary directory owned by the
 * postgres user, that a test may stop and start again — never the shared server on 5432.
 */
export async function startPostgresCluster() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tabletop-pg-'));
  const port = await freePort();
  if (process.getuid?.() === 0) {
    const { stdout } = await run('id', ['-u', PG_USER]);
    const { stdout: gid } = await run('id', ['-g', PG_USER]);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const data = path.join(dir, 'data');
  await asPostgres('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '--no-instructions']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const cluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async start(): Promise<void> {
      await asPostgres('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', '-t', '30', 'start']);
    },
    /** A fast shutdown: open sessions are ended, as in a restart for an upgrade or a failover. */
    async stop(): Promise<void> {
      await asPostgres('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '30', 'stop']);
    },
    async destroy(): Promise<void> {
      await asPostgres('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}
