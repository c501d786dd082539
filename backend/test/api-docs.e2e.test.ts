import type { NestExpressApplication } from '@nestjs/platform-express';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase } from './support/database';
import { startServer } from './support/server';
import { useTestServer } from './support/test-server';

interface Operation {
  parameters?: { name: string; in: string; required?: boolean; schema?: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: { $ref?: string } }> };
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  security?: Record<string, string[]>[];
}
interface OpenApi {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { properties: Record<string, Record<string, unknown>>; required?: string[] }> };
}

const DOCS_OWN = /^\/api\/docs(-json|\/|$)/;

/** Every method and path the Express router answers, in OpenAPI's spelling (`:id` and `*game` become `{…}`). */
function mappedRoutes(app: NestExpressApplication): string[] {
  const router = (app.getHttpAdapter().getInstance() as { router: { stack: { route?: RouteLayer }[] } }).router;
  return router.stack
    .flatMap(({ route }) => (route ? Object.keys(route.methods).map((method) => [method, route.path]) : []))
    .filter(([, path]) => !DOCS_OWN.test(path))
    .map(([method, path]) => `${method.toUpperCase()} ${path.replace(/[:*](\w+)/g, '{$1}')}`)
    .sort();
}
interface RouteLayer {
  path: string;
  methods: Record<string, boolean>;
}

const operations = (doc: OpenApi) =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method, path, operation })),
  );

/** A path with its parameters filled in: values any route accepts the shape of. */
const SAMPLES: Record<string, string> = { code: 'ABCD', name: 'nobody', id: '1', game: 'repello' };
const concrete = (path: string) => path.replace(/\{(\w+)\}/g, (_whole, name: string) => SAMPLES[name] ?? 'x');

describe('the OpenAPI document at /api/docs-json', () => {
  const server = useTestServer();
  let doc: OpenApi;

  beforeAll(async () => {
    const response = await server.http().get('/api/docs-json').expect(200).expect('Content-Type', /json/);
    doc = response.body as OpenApi;
  });

  it('lists exactly the routes the app maps, so an undocumented one fails here', () => {
    const documented = operations(doc)
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`)
      .sort();
    const mapped = mappedRoutes(server.server.app);
    expect(mapped.length).toBeGreaterThan(30);
    expect(documented).toEqual(mapped);
  });

  it('gives every route its answer: a JSON schema for each 200, the error body for every failure', () => {
    for (const { method, path, operation } of operations(doc)) {
      const where = `${method.toUpperCase()} ${path}`;
      // A route that says nothing of its answer gets none, or a bare 200 without a schema: neither is enough.
      const answers = Object.entries(operation.responses).filter(([status]) => /^[23]\d\d$/.test(status));
      const described = answers.filter(
        ([status, answer]) =>
          status === '204' || status.startsWith('3') || Object.values(answer.content ?? {})[0]?.schema,
      );
      expect({ where, answers: answers.length > 0, described: described.length }).toEqual({
        where,
        answers: true,
        described: answers.length,
      });
      expect(operation.responses.default.content?.['application/json'].schema).toEqual({
        $ref: '#/components/schemas/ErrorBody',
      });
    }
    expect(doc.components.schemas.ErrorBody.required).toEqual(['message', 'status']);
  });

  it('documents the register body with the constraints the server enforces', async () => {
    const body = doc.paths['/api/auth/register'].post.requestBody!.content['application/json'].schema;
    const schema = doc.components.schemas[body.$ref!.split('/').pop()!];
    expect(schema.required?.sort()).toEqual(['password', 'repeatPassword', 'username']);
    expect(schema.properties.username).toEqual({ type: 'string', maxLength: 200 });
    expect(schema.properties.password).toEqual({ type: 'string', maxLength: 1000 });
    const tooLong = { username: 'u'.repeat(201), password: 'secret-enough', repeatPassword: 'secret-enough' };
    const refused = await server.http().post('/api/auth/register').send(tooLong).expect(400);
    expect(refused.body).toEqual({ message: expect.stringContaining('username') as string, status: 400 });
  });

  it('documents query and path parameters with their constraints', () => {
    const history = doc.paths['/api/history'].get.parameters!;
    expect(history.find((parameter) => parameter.name === 'limit')).toEqual({
      name: 'limit',
      in: 'query',
      required: false,
      schema: { type: 'integer', minimum: 1, maximum: 50 },
    });
    const moves = doc.paths['/api/game/moves'].get.parameters!;
    expect(moves.find((parameter) => parameter.name === 'code')).toMatchObject({
      in: 'query',
      required: true,
      schema: { type: 'string', pattern: '^[A-Za-z0-9]{4}$' },
    });
    const replay = doc.paths['/api/replays/{id}'].get.parameters!;
    expect(replay).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1, maximum: 2147483647 } },
    ]);
  });

  it('says which routes need the bearer token, and each one does: 401 without it, the others never', async () => {
    let guarded = 0;
    for (const { method, path, operation } of operations(doc)) {
      const schemes = (operation.security ?? []).flatMap((requirement) => Object.keys(requirement));
      if (schemes.includes('refresh-cookie')) continue;
      const response = await (server.http() as unknown as Record<string, (url: string) => PromiseLike<Answer>>)[method](
        concrete(path),
      );
      const where = `${method.toUpperCase()} ${path}`;
      if (schemes.includes('bearer')) {
        guarded++;
        expect({ where, status: response.status, body: response.body }).toEqual({
          where,
          status: 401,
          body: { message: 'Unauthorized', status: 401 },
        });
      } else {
        expect({ where, status: response.status }).not.toEqual({ where, status: 401 });
      }
    }
    expect(guarded).toBeGreaterThan(15);
  });
});
interface Answer {
  status: number;
  body: unknown;
}

describe('the Swagger UI page at /api/docs', () => {
  const server = useTestServer();

  it('answers HTML whose scripts and styles are all served here, under the Content-Security-Policy', async () => {
    const page = await server.http().get('/api/docs').expect(200).expect('Content-Type', /html/);
    const csp = page.headers['content-security-policy'] as string;
    expect(csp).toMatch(/script-src 'self'[^;]*;/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    // No inline script: every <script> has a src, and every asset is on this origin.
    expect(page.text).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const assets = [...page.text.matchAll(/(?:src|href)=["']([^"']+)["']/g)].map((match) => match[1]);
    expect(assets.filter((url) => /^(https?:)?\/\//.test(url))).toEqual([]);
    const scripts = assets.filter((url) => url.endsWith('.js'));
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    for (const url of [...scripts, ...assets.filter((asset) => asset.endsWith('.css'))]) {
      const asset = await server.http().get(new URL(url, 'http://host/api/docs').pathname).expect(200);
      expect(asset.headers['content-type']).toMatch(url.endsWith('.js') ? /javascript/ : /css/);
    }
    const init = await server.http().get('/api/docs/swagger-ui-init.js').expect(200);
    expect(init.text).toContain('Tabletop HTTP API');
    expect(init.text).toContain('/api/auth/register');
  });
});

describe('with the shell served (SERVE_STATIC)', () => {
  it('keeps /api/docs and its document away from the SPA fallback', async () => {
    const shellDir = mkdtempSync(join(tmpdir(), 'tabletop-shell-'));
    writeFileSync(join(shellDir, 'index.html'), '<!doctype html><title>shell</title>');
    const db = await createTestDatabase();
    const server = await startServer(db.url, { SERVE_STATIC: 'true', SHELL_DIR: shellDir });
    try {
      await server
        .http()
        .get('/some/page')
        .expect(200, /<title>shell<\/title>/);
      const page = await server.http().get('/api/docs').expect(200);
      expect(page.text).toContain('swagger-ui-bundle.js');
      await server.http().get('/api/docs-json').expect(200).expect('Content-Type', /json/);
      await server
        .http()
        .get('/api/docs/swagger-ui-bundle.js')
        .expect(200)
        .expect('Content-Type', /javascript/);
    } finally {
      await server.app.close();
      await db.drop();
      rmSync(shellDir, { recursive: true, force: true });
    }
  });
});
