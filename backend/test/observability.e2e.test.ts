import type { ServerNotice } from '@tabletop/protocol';
import { signIn } from './support/auth';
import { game } from './support/play';
import { act, connect, guest, nextState, type ClientSocket } from './support/server';
import { useTestServer } from './support/test-server';

const TTT = 'super_tic_tac_toe';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Parses the Prometheus text format strictly enough that a malformed line fails the test. */
function parseMetrics(text: string): { samples: Sample[]; types: Map<string, string> } {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const comment = /^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) (.*)$/.exec(line);
    if (comment) {
      if (comment[1] === 'TYPE') {
        expect(['counter', 'gauge', 'histogram', 'summary', 'untyped']).toContain(comment[3]);
        types.set(comment[2], comment[3]);
      }
      continue;
    }
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)(?: -?\d+)?$/.exec(line);
    if (!sample) throw new Error(`Not a Prometheus sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const pair of (sample[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)",?/g))
      labels[pair[1]] = pair[2];
    const value = sample[3] === '+Inf' ? Infinity : sample[3] === '-Inf' ? -Infinity : Number(sample[3]);
    // Prometheus reads NaN in any case; prom-client writes 'Nan' (an event-loop lag with no sample yet).
    if (Number.isNaN(value) && sample[3].toLowerCase() !== 'nan') throw new Error(`Not a sample value: ${line}`);
    samples.push({ name: sample[1], labels, value });
  }
  return { samples, types };
}

const valueOf = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples
    .filter((s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value))
    .reduce((sum, s) => sum + s.value, 0);

/** Every line written to stdout/stderr while `work` runs. */
async function captureLog(work: () => Promise<void>): Promise<string[]> {
  const written: string[] = [];
  const spies = [process.stdout, process.stderr].map((stream) =>
    jest.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    }),
  );
  try {
    await work();
  } finally {
    spies.forEach((spy) => spy.mockRestore());
  }
  return written
    .join('')
    .split('\n')
    .filter((line) => line.trim() !== '');
}

describe('Prometheus metrics at /api/metrics', () => {
  const server = useTestServer({ INSTANCE_ID: 'test-instance-7' });

  it('counts applied and refused actions, times them, and reports sockets, live games and the instance', async () => {
    const before = parseMetrics((await server.http().get('/api/metrics').expect(200)).text).samples;
    const players = [await guest(server.baseUrl), await guest(server.baseUrl)];
    const sockets: ClientSocket[] = await Promise.all(players.map((p) => connect(server.baseUrl, { token: p.jwt })));
    server.track(...sockets);
    const { body } = await server.http().post('/api/game/create').set(players[0].auth).send({ game: TTT }).expect(200);
    const started = nextState(sockets[0], 'startGame');
    await server.http().post('/api/game/join').set(players[1].auth).send({ game: TTT, code: body.code }).expect(200);
    let state = await started;
    for (let version = 0; version < 2; version++) {
      const mover = state.player!.id;
      const socket = sockets[players.findIndex((p) => p.id === mover)];
      const action = game.legalActions(state as never, mover)[0];
      const seen = nextState(socket, 'emit-state', (next) => next.version === version + 1);
      expect(await act(socket, { code: state.code, version, action })).toEqual({ ok: true, version: version + 1 });
      state = await seen;
    }
    const mover = sockets[players.findIndex((p) => p.id === state.player!.id)];
    const stale = await act(mover, { code: state.code, version: 0, action: {} });
    expect(stale).toMatchObject({ ok: false, error: 'Stale version' });

    const response = await server.http().get('/api/metrics').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain;/);
    expect(response.headers['content-type']).toContain('version=0.0.4');
    const { samples, types } = parseMetrics(response.text);
    const moved = (name: string, labels: Record<string, string> = {}) =>
      valueOf(samples, name, labels) - valueOf(before, name, labels);
    expect(moved('tabletop_actions_applied_total', { game: TTT })).toBe(2);
    expect(moved('tabletop_actions_refused_total', { reason: 'stale' })).toBe(1);
    expect(moved('tabletop_actions_refused_total')).toBe(1);
    expect(moved('tabletop_action_duration_seconds_count')).toBe(3);
    expect(moved('tabletop_action_duration_seconds_count', { outcome: 'refused' })).toBe(1);
    expect(valueOf(samples, 'tabletop_action_duration_seconds_bucket', { le: '+Inf' })).toBe(
      valueOf(samples, 'tabletop_action_duration_seconds_count'),
    );
    expect(moved('tabletop_action_duration_seconds_sum')).toBeGreaterThan(0);
    expect(valueOf(samples, 'tabletop_connected_sockets')).toBe(2);
    expect(valueOf(samples, 'tabletop_live_games')).toBe(1);
    expect(samples).toContainEqual({
      name: 'tabletop_instance_info',
      labels: { instance: 'test-instance-7' },
      value: 1,
    });
    expect(types.get('tabletop_actions_applied_total')).toBe('counter');
    expect(types.get('tabletop_action_duration_seconds')).toBe('histogram');
    expect(types.get('tabletop_live_games')).toBe('gauge');
    // prom-client's default process metrics.
    expect(valueOf(samples, 'process_cpu_seconds_total')).toBeGreaterThan(0);
    expect(valueOf(samples, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);

    sockets[0].close();
    for (let attempt = 0; attempt < 50; attempt++) {
      const now = parseMetrics((await server.http().get('/api/metrics').expect(200)).text).samples;
      if (valueOf(now, 'tabletop_connected_sockets') === 1) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('The connected-sockets gauge did not fall to 1');
  });

  it('needs no sign-in and is not rate limited', async () => {
    for (let i = 0; i < 30; i++) await server.http().get('/api/metrics').expect(200);
  });
});

describe('request and trace ids in JSON logs', () => {
  const server = useTestServer({ LOG_FORMAT: 'json', LOG_LEVEL: 'warn', SOCKET_RATE_LIMIT: '3/1s' });

  it('echoes a safe X-Request-Id, makes one otherwise', async () => {
    const echoed = await server.http().get('/api/health').set('X-Request-Id', 'abc-123').expect(200);
    expect(echoed.headers['x-request-id']).toBe('abc-123');
    const made = await server.http().get('/api/health').expect(200);
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const unsafe = await server.http().get('/api/health').set('X-Request-Id', 'a b<script>').expect(200);
    expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const failed = await server.http().post('/api/auth/login').set('X-Request-Id', 'abc-124').send('{oops');
    expect(failed.status).toBe(400);
    expect(failed.headers['x-request-id']).toBe('abc-124');
  });

  it('tags every line logged while handling a request with its id, also after the JSON body is parsed', async () => {
    const user = await signIn(server.baseUrl, '/api/auth/guest');
    await server.http().post('/api/auth/refresh-token').set('Cookie', user.cookie).expect(200);
    let response: { headers: Record<string, string> } | undefined;
    const lines = await captureLog(async () => {
      // A replayed refresh token is refused with a warning; a JSON body makes the body parser run first.
      response = await server
        .http()
        .post('/api/auth/refresh-token')
        .set('Cookie', user.cookie)
        .set('X-Request-Id', 'abc-123')
        .send({})
        .expect(401);
      await server.http().get('/api/health').expect(200);
    });
    expect(response!.headers['x-request-id']).toBe('abc-123');
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const warnings = entries.filter((entry) => String(entry.message).includes('revoked'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ level: 'warn', requestId: 'abc-123' });
    // Lines written outside that request carry no request id of it.
    expect(entries.filter((entry) => entry.requestId === 'abc-123')).toHaveLength(
      entries.filter((e) => e.requestId).length,
    );
  });

  it('tags lines logged while handling a socket message with a trace id of that message', async () => {
    const player = await guest(server.baseUrl);
    const socket = await connect(server.baseUrl, { token: player.jwt });
    server.track(socket);
    const notice = new Promise<ServerNotice>((resolve) => socket.once('server-notice', resolve));
    const lines = await captureLog(async () => {
      for (let i = 0; i < 10; i++) socket.emit('sync', { code: 'ZZZZ' }, () => undefined);
      await notice;
    });
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const cutOff = entries.find((entry) => String(entry.message).includes('sent messages too fast'));
    expect(cutOff).toMatchObject({ level: 'warn', traceId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(cutOff!.requestId).toBeUndefined();
  });
});

describe('the access log', () => {
  const server = useTestServer({ LOG_FORMAT: 'json', LOG_LEVEL: 'log' });
  const accessLines = (lines: string[]) =>
    lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.context === 'HTTP');

  it('writes one line per request: method, path, status, duration, request id and the signed-in user', async () => {
    const user = await signIn(server.baseUrl, '/api/auth/guest');
    let requestId = '';
    const lines = await captureLog(async () => {
      const response = await server.http().get('/api/game/current-state').set(user.auth).expect(204);
      requestId = response.headers['x-request-id'];
      await server.http().get('/api/games').set('X-Request-Id', 'public-1').expect(200);
      await server.http().get('/api/game/current-state').set('Authorization', 'Bearer nope').expect(401);
      await server.http().post('/api/auth/login').set('X-Request-Id', 'bad-json-1').send('{oops').expect(400);
    });
    const entries = accessLines(lines);
    expect(entries).toHaveLength(4);
    expect(entries[0]).toMatchObject({
      level: 'log',
      message: 'GET /api/game/current-state 204',
      method: 'GET',
      path: '/api/game/current-state',
      status: 204,
      durationMs: expect.any(Number),
      requestId,
      userId: user.id,
    });
    expect(entries[1]).toMatchObject({ method: 'GET', path: '/api/games', status: 200, requestId: 'public-1' });
    expect(entries[1].userId).toBeUndefined();
    expect(entries[2]).toMatchObject({ path: '/api/game/current-state', status: 401 });
    expect(entries[2].userId).toBeUndefined();
    // The body parser answers before any route: its refusals are logged too.
    expect(entries[3]).toMatchObject({ method: 'POST', path: '/api/auth/login', status: 400, requestId: 'bad-json-1' });
  });

  it('never writes a bearer token, a refresh cookie or a query value, and logs the path without its query', async () => {
    const user = await signIn(server.baseUrl, '/api/auth/guest');
    const refreshToken = user.cookie.slice('refresh_token='.length);
    const lines = await captureLog(async () => {
      await server
        .http()
        .get('/api/game/current-state?jwt=secret-value&token=token-secret-2')
        .set(user.auth)
        .set('Cookie', user.cookie)
        .expect(204);
      await server.http().post('/api/auth/refresh-token?token=token-secret-3').set('Cookie', user.cookie).expect(200);
      await server.http().get('/api/nowhere?jwt=secret-value-4').set(user.auth).expect(404);
    });
    const output = lines.join('\n');
    for (const secret of [user.jwt, refreshToken, 'secret-value', 'token-secret-2', 'token-secret-3', 'secret-value-4'])
      expect(output).not.toContain(secret);
    expect(output).not.toMatch(/authorization|cookie|\?/i);
    expect(accessLines(lines).map((entry) => [entry.path, entry.status])).toEqual([
      ['/api/game/current-state', 204],
      ['/api/auth/refresh-token', 200],
      ['/api/nowhere', 404],
    ]);
  });

  it('leaves out health and metrics probes that succeed', async () => {
    const lines = await captureLog(async () => {
      await server.http().get('/api/health').expect(200);
      await server.http().get('/api/health/ready').expect(200);
      await server.http().get('/api/metrics').expect(200);
      await server.http().get('/api/games').expect(200);
    });
    expect(accessLines(lines).map((entry) => entry.path)).toEqual(['/api/games']);
  });
});
