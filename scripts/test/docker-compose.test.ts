import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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
}

const compose = parse(readFileSync(join(repoRoot, 'docker-compose.yml'), 'utf8')) as {
  services: Record<string, ComposeService>;
};
const boards = boardWorkspaces();

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

  // The static services' commands run here as they would in their containers (the built output must exist:
  // `npm test` builds before it runs the tests).
  it.each(['shell', ...boards.map((dir) => `board-${dir.slice(4)}`)])(
    'starts the %s service with its compose command and serves what browsers fetch first',
    async (name) => {
      const command = compose.services[name].command!.map((part, i, all) =>
        all[i - 1] === '--port' ? '0' : all[i - 1] === '--proxy' ? 'http://127.0.0.1:9' : part,
      );
      const service = await startService([...command, '--host', '127.0.0.1']);
      try {
        const first = name === 'shell' ? '/' : '/mf-manifest.json';
        const answer = await fetch(`${service.url}${first}`);
        expect(answer.status).toBe(200);
        expect(answer.headers.get('cache-control')).toBe('no-cache');
        expect((await fetch(`${service.url}/healthz`)).status).toBe(200);
      } finally {
        await service.stop();
      }
    },
  );
});
