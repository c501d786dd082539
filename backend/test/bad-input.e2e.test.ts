import { guest } from './support/server';
import { useTestServer } from './support/test-server';

interface Parameter {
  name: string;
  in: string;
}
interface OpenApi {
  paths: Record<string, Record<string, { parameters?: Parameter[] }>>;
}

/** Values a route's path or query parameter must refuse with a 4xx, as they go on the wire. */
const BAD_VALUES = {
  nul: '%00',
  'embedded nul': 'AB%00D',
  overlong: 'A'.repeat(3000),
  'non-numeric': 'abc',
  fraction: '1.5',
  negative: '-1',
  'past 32 bits': '99999999999999999999',
  'malformed escape': '%E0%A4%A',
  'overlong UTF-8 NUL': '%C0%80',
} as const;

/** What a route answers, as status and body, for one request. */
async function answer(baseUrl: string, method: string, path: string, headers: Record<string, string>) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: method.toUpperCase(),
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: method === 'get' ? undefined : '{}',
    redirect: 'manual',
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Left as text: the expectation below shows it.
  }
  return { status: response.status, body };
}

describe('bad path and query values on every route', () => {
  const server = useTestServer();
  let doc: OpenApi;
  let auth: Record<string, string>;

  beforeAll(async () => {
    doc = (await server.http().get('/api/docs-json').expect(200)).body as OpenApi;
    auth = (await guest(server.baseUrl)).auth;
  });

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ method, path, parameters: operation.parameters ?? [] })),
    );
  /** A path with every parameter but `except` filled with a value of the right shape. */
  const filled = (path: string, except?: string, value?: string) =>
    path.replace(/\{(\w+)\}/g, (_whole, name: string) => (name === except ? value! : name === 'id' ? '1' : 'ABCD'));

  it('answers a NUL anywhere in the query of any route with 400, before the route reads it', async () => {
    expect(operations().length).toBeGreaterThan(30);
    for (const { method, path } of operations()) {
      for (const query of ['x=%00', 'x=a%00', '%00=1', 'x[y]=%00']) {
        const url = `${filled(path)}?${query}`;
        expect({ url, method, ...(await answer(server.baseUrl, method, url, auth)) }).toEqual({
          url,
          method,
          status: 400,
          body: { message: 'Text with a NUL character or a lone surrogate is not allowed', status: 400 },
        });
      }
    }
  });

  it('answers every bad value of every path and query parameter with a 4xx { message, status }, never a 500', async () => {
    let tried = 0;
    for (const { method, path, parameters } of operations()) {
      for (const parameter of parameters.filter((p) => p.in === 'path' || p.in === 'query')) {
        const answers = await Promise.all(
          Object.entries(BAD_VALUES).map(async ([kind, value]) => {
            const url =
              parameter.in === 'path'
                ? filled(path, parameter.name, value)
                : `${filled(path)}?${parameter.name}=${value}`;
            return { kind, url: url.slice(0, 80), ...(await answer(server.baseUrl, method, url, auth)) };
          }),
        );
        for (const { kind, url, status, body } of answers) {
          tried++;
          const where = `${method.toUpperCase()} ${path} ${parameter.name}: ${kind} (${url})`;
          expect({ where, clientError: status >= 400 && status < 500, body }).toEqual({
            where,
            clientError: true,
            body: { message: expect.any(String) as string, status },
          });
        }
      }
    }
    expect(tried).toBeGreaterThan(100);
  });
});
