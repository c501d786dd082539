import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { REPO_ROOT } from './compose';
import { sleep } from './backend-process';

/** The config compose gives the official nginx image (as /etc/nginx/templates/tabletop.conf.template). */
export const NGINX_TEMPLATE = path.join(REPO_ROOT, 'deploy', 'nginx', 'tabletop.conf.template');
const READY_TIMEOUT_MS = 10_000;
const EXIT_TIMEOUT_MS = 10_000;

/**
 * The template with each `${NAME}` replaced, as the official image's envsubst step does with the container's
 * environment. A name the template uses but `values` lacks is an error: nginx would otherwise start on a config
 * with a literal `${...}` in it, or refuse it, and the test would say less than it could.
 */
export function renderTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\$\{(\w+)\}/g, (_match, name: string) => {
    if (!(name in values)) throw new Error(`${NGINX_TEMPLATE} uses \${${name}}, which is not given`);
    return values[name];
  });
}

/** Fails the test (never skips it) when Debian's nginx is missing: `npm test` installs it (scripts/test-machine.mjs). */
function nginxBinary(): string {
  const found = spawnSync('nginx', ['-v'], { encoding: 'utf8' });
  if (found.error || found.status !== 0)
    throw new Error('nginx is not installed: apt-get install -y nginx (npm test does this as root)');
  return 'nginx';
}

export interface RunningNginx {
  url: string;
  /** Its error log so far, for failure messages. */
  errors(): string;
  stop(): Promise<void>;
}

/**
 * Debian's nginx, unprivileged and in the foreground, with the repository's template rendered with `values`
 * (TABLETOP_LISTEN must be a loopback host:port) inside a minimal `http { }` like the official image's nginx.conf.
 * Its temporary files, logs and pid live in a directory of its own, removed on stop.
 */
export async function startNginx(values: Record<string, string>): Promise<RunningNginx> {
  const binary = nginxBinary();
  const dir = mkdtempSync(path.join(tmpdir(), 'tabletop-nginx-'));
  // Run as root, nginx's workers switch to nobody and must reach their temp directories below this one.
  chmodSync(dir, 0o755);
  writeFileSync(path.join(dir, 'tabletop.conf'), renderTemplate(readFileSync(NGINX_TEMPLATE, 'utf8'), values));
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'worker_processes 1;',
      `error_log ${dir}/error.log info;`,
      'events { worker_connections 512; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      `  access_log ${dir}/access.log;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${dir}/${kind};`),
      `  include ${dir}/tabletop.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  const errors = () => {
    try {
      return readFileSync(path.join(dir, 'error.log'), 'utf8');
    } catch {
      return '';
    }
  };
  const args = ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', `daemon off; pid ${dir}/nginx.pid;`];
  const test = spawnSync(binary, ['-t', ...args], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx refused the config:\n${test.stderr}`);

  const child: ChildProcess = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), EXIT_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };

  const url = `http://${values.TABLETOP_LISTEN}`;
  const until = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < until) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { url, errors, stop };
    await sleep(50);
  }
  const log = `${stderr}\n${errors()}`;
  await stop();
  throw new Error(`nginx did not answer on ${url}:\n${log}`);
}
