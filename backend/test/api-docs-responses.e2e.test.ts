import Ajv from 'ajv';
import request from 'supertest';
import type { Response } from 'supertest';
import { useTestServer } from './support/test-server';

interface OpenApi {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }> }>
  >;
}

/**
 * The document as JSON Schema, every object schema closed (`additionalProperties: false`): an answer with a field the
 * document does not name fails as surely as one missing a required field. OpenAPI 3.0's `nullable` (which its
 * `allOf: [$ref]` form leaves to the reader) becomes an explicit `null` alternative.
 */
function asJsonSchema(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asJsonSchema);
  if (typeof value !== 'object' || value === null) return value;
  const { nullable, ...object } = Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, asJsonSchema(inner)]),
  ) as Record<string, unknown>;
  const schema = 'properties' in object ? { ...object, additionalProperties: false } : object;
  return nullable === true ? { anyOf: [{ type: 'null' }, schema] } : schema;
}

const sameDocument = (schema: object): object =>
  JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/')) as object;

describe('the answers of a real session match the OpenAPI document', () => {
  const server = useTestServer();
  let doc: OpenApi;
  const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: true });
  const checked = new Set<string>();

  beforeAll(async () => {
    doc = (await server.http().get('/api/docs-json').expect(200)).body as OpenApi;
    ajv.addSchema(sameDocument(asJsonSchema(doc) as object), 'openapi');
  });

  /** The response's status is documented for the route (errors under `default`) and its body fits that schema. */
  function conforms(response: Response, method: string, path: string): Response {
    const responses = doc.paths[path]?.[method]?.responses;
    expect({ route: `${method} ${path}`, documented: responses !== undefined }).toEqual({
      route: `${method} ${path}`,
      documented: true,
    });
    const status = String(response.status);
    const answer = responses[status] ?? (response.status >= 400 ? responses.default : undefined);
    expect({ route: `${method} ${path}`, status, documented: answer !== undefined }).toEqual({
      route: `${method} ${path}`,
      status,
      documented: true,
    });
    const schema = answer!.content?.['application/json']?.schema;
    if (schema) {
      const valid = ajv.validate(sameDocument(asJsonSchema(schema) as object), response.body);
      expect({ route: `${method} ${path}`, status, errors: valid ? null : ajv.errors }).toEqual({
        route: `${method} ${path}`,
        status,
        errors: null,
      });
    } else {
      expect(response.text ?? '').toBe('');
    }
    checked.add(`${method} ${path}`);
    return response;
  }

  it('from signing in to a finished game, its replay, ratings and profile', async () => {
    const http = () => server.http();
    const signIn = async () => {
      const agent = request.agent(server.baseUrl);
      const signedIn = conforms(await agent.post('/api/auth/guest'), 'post', '/api/auth/guest');
      const { jwt, name } = signedIn.body as { jwt: string; name: string };
      return { agent, auth: { Authorization: `Bearer ${jwt}` }, name };
    };
    conforms(await http().get('/api/health'), 'get', '/api/health');
    conforms(await http().get('/api/health/ready'), 'get', '/api/health/ready');
    conforms(await http().get('/api/auth/config'), 'get', '/api/auth/config');
    conforms(await http().get('/api/games'), 'get', '/api/games');
    const alice = await signIn();
    const bob = await signIn();
    conforms(await alice.agent.post('/api/auth/refresh-token'), 'post', '/api/auth/refresh-token');

    const game = 'super_tic_tac_toe';
    const created = conforms(
      await http().post('/api/game/create').set(alice.auth).send({ game, listed: true }),
      'post',
      '/api/game/create',
    );
    const code = (created.body as { code: string }).code;
    conforms(await http().get('/api/game/open-tables').set(alice.auth), 'get', '/api/game/open-tables');
    const refused = await http().post('/api/game/join').set(bob.auth).send({ game, code: 'no!' });
    expect(conforms(refused, 'post', '/api/game/join').status).toBe(400);
    conforms(await http().post('/api/game/join').set(bob.auth).send({ game, code }), 'post', '/api/game/join');
    conforms(await http().get('/api/game/current-state').set(alice.auth), 'get', '/api/game/current-state');
    conforms(await http().get('/api/game/moves').set(bob.auth).query({ code }), 'get', '/api/game/moves');
    conforms(await http().post('/api/game/leave').set(alice.auth).send({ code }), 'post', '/api/game/leave');
    conforms(await http().get(`/api/game/rematch/${code}`).set(bob.auth), 'get', '/api/game/rematch/{code}');
    conforms(await http().post('/api/game/rematch').set(bob.auth).send({ code }), 'post', '/api/game/rematch');
    conforms(
      await http().post('/api/game/rematch/decline').set(alice.auth).send({ code }),
      'post',
      '/api/game/rematch/decline',
    );
    conforms(
      await http().get('/api/game/rating-change').set(bob.auth).query({ code }),
      'get',
      '/api/game/rating-change',
    );
    conforms(await http().post('/api/game/dismiss').set(bob.auth).send({ code }), 'post', '/api/game/dismiss');

    const history = conforms(await http().get('/api/history').set(alice.auth), 'get', '/api/history');
    const [row] = (history.body as { games: { id: number }[] }).games;
    expect(row).toBeDefined();
    conforms(await http().get(`/api/replays/${row.id}`).set(alice.auth), 'get', '/api/replays/{id}');
    conforms(await http().get(`/api/players/${bob.name}/games`).set(alice.auth), 'get', '/api/players/{name}/games');
    conforms(await http().get(`/api/players/${bob.name}`).set(bob.auth), 'get', '/api/players/{name}');
    conforms(await http().get('/api/leaderboards').set(bob.auth).query({ game }), 'get', '/api/leaderboards');
    conforms(await http().get(`/api/leaderboards/${game}`).set(bob.auth), 'get', '/api/leaderboards/{game}');
    const computer = await http().post('/api/game/computer').set(alice.auth).send({ game, level: 'easy' });
    expect(conforms(computer, 'post', '/api/game/computer').status).toBe(200);
    expect(conforms(await alice.agent.post('/api/auth/logout'), 'post', '/api/auth/logout').status).toBe(204);
    conforms(await bob.agent.get('/api/game/current-state').set(bob.auth), 'get', '/api/game/current-state');
    expect(checked.size).toBeGreaterThanOrEqual(25);
  });
});
