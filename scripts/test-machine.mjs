#!/usr/bin/env node
// What the tests need from the machine, brought up by `npm test` itself (CI calls nothing else): PostgreSQL on
// 127.0.0.1:5432 with a database `test`, Redis on 127.0.0.1:6379, Debian's Chromium for the browser tests and
// Debian's nginx for the proxy tests. A service that is installed but down is started; a package that is missing is
// installed with apt-get when we are root; anything else stops the run with what to install.
//
//   node scripts/test-machine.mjs            everything the whole test run needs
//   node scripts/test-machine.mjs chromium   only the browser (npm run test:e2e, the bench's page figures)
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const WAIT_SECONDS = 30;

class MachineProblem extends Error {}

function succeeds(command, args) {
  const result = spawnSync(command, args, { stdio: 'ignore' });
  return !result.error && result.status === 0;
}

function installed(command) {
  return succeeds('sh', ['-c', `command -v ${command}`]);
}

function runOrFail(command, args, what, env = process.env) {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.error || result.status !== 0) throw new MachineProblem(`${what} failed: ${command} ${args.join(' ')}`);
}

/** Polls `ready` once a second, for a bounded time. */
function waitFor(what, ready) {
  for (let second = 0; second < WAIT_SECONDS; second += 1) {
    if (ready()) return;
    spawnSync('sleep', ['1']);
  }
  throw new MachineProblem(`${what} did not come up within ${WAIT_SECONDS} s`);
}

let aptUpdated = false;
/** Installs Debian packages, as root only: a developer's machine is theirs to change. */
function aptInstall(packages, why) {
  if (process.getuid?.() !== 0)
    throw new MachineProblem(`${why}. Install Debian's package first: sudo apt-get install -y ${packages.join(' ')}`);
  console.log(`${why}: installing ${packages.join(' ')} with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (...args) => runOrFail('apt-get', args, 'Installing with apt-get', env);
  if (!aptUpdated) apt('update', '-qq');
  aptUpdated = true;
  apt('install', '-y', '-qq', ...packages);
}

const postgresUp = () => succeeds('pg_isready', ['-q', '-h', '127.0.0.1', '-p', '5432']);
const psql = (database, sql) => ['-h', '127.0.0.1', '-U', 'postgres', '-d', database, '-tAc', sql];

function ensurePostgres() {
  // A developer who points the tests at their own server has already chosen.
  if (process.env.TEST_DATABASE_URL) return;
  if (!postgresUp()) {
    const clusters = existsSync('/etc/postgresql') ? readdirSync('/etc/postgresql') : [];
    if (!installed('pg_ctlcluster') || clusters.length === 0)
      throw new MachineProblem(
        'PostgreSQL is not running on 127.0.0.1:5432 and no Debian cluster is installed: apt-get install -y postgresql, ' +
          'allow trust for user postgres on 127.0.0.1, or set TEST_DATABASE_URL to a server of your own',
      );
    console.log(`PostgreSQL is down: starting cluster ${clusters[0]}/main…`);
    runOrFail('pg_ctlcluster', ['--skip-systemctl-redirect', clusters[0], 'main', 'start'], 'Starting PostgreSQL');
    waitFor('PostgreSQL', postgresUp);
  }
  if (!succeeds('psql', psql('test', 'select 1')))
    runOrFail('psql', psql('postgres', 'CREATE DATABASE test'), 'Creating the database test');
}

const redisUp = () => succeeds('redis-cli', ['-h', '127.0.0.1', '-p', '6379', 'ping']);

function ensureRedis() {
  if (redisUp()) return;
  if (!installed('redis-server'))
    throw new MachineProblem(
      'Redis is not running on 127.0.0.1:6379 and redis-server is missing: apt-get install -y redis-server',
    );
  console.log('Redis is down: starting redis-server on 127.0.0.1:6379, keeping nothing on disk…');
  const dir = '/tmp/tabletop-test-redis';
  mkdirSync(dir, { recursive: true });
  const options = ['--bind', '127.0.0.1', '--port', '6379', '--save', '', '--appendonly', 'no', '--dir', dir];
  runOrFail('redis-server', ['--daemonize', 'yes', ...options, '--logfile', `${dir}/redis.log`], 'Starting Redis');
  waitFor('Redis', redisUp);
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  aptInstall(['chromium'], `Chromium is missing at ${CHROMIUM}`);
  if (!existsSync(CHROMIUM)) throw new MachineProblem(`apt-get finished but ${CHROMIUM} still does not exist`);
}

function ensureNginx() {
  if (installed('nginx')) return;
  aptInstall(['nginx'], 'nginx is missing (the proxy tests run Debian nginx in front of the backend)');
}

/** Everything the named parts need; stops the process with a plain message when it cannot. */
export function prepareTestMachine(parts = ['postgres', 'redis', 'chromium', 'nginx']) {
  const steps = { postgres: ensurePostgres, redis: ensureRedis, chromium: ensureChromium, nginx: ensureNginx };
  try {
    for (const part of parts) {
      if (!steps[part]) throw new MachineProblem(`No such part "${part}": ${Object.keys(steps).join(', ')}`);
      steps[part]();
    }
  } catch (error) {
    if (!(error instanceof MachineProblem)) throw error;
    console.error(`\n✖ The tests cannot run on this machine yet. ${error.message}.`);
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const parts = process.argv.slice(2);
  prepareTestMachine(parts.length > 0 ? parts : undefined);
}
