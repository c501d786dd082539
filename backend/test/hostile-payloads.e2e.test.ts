import { createConnection } from 'node:net';
import type { GameState } from '@tabletop/game-kit';
import { signHs256 } from './fuzz/forged-tokens';
import { act, connect, guest } from './support/server';
import { useTestServer } from './support/test-server';

// Regressions the fuzzer found: each once answered 500, slipped past validation, or authenticated.
const JWT_SECRET = 'hostile-payloads-secret-0123456789';

describe('hostile payloads the fuzzer found', () => {
  const server = useTestServer({ JWT_SECRET });

  it('refuses a body nested 20,000 levels deep with 400, not a stack overflow', async () => {
    const response = await server
      .http()
      .post('/api/auth/register')
      .set('Content-Type', 'application/json')
      .send(`${'['.repeat(20_000)}${']'.repeat(20_000)}`);
    expect(response.body).toEqual({ message: 'Payload nested deeper than 32 levels', status: 400 });
  });

  it("answers a URL over Node's 16 KB header limit and a broken request line with { message, status }", async () => {
    const player = await guest(server.baseUrl);
    const long = await fetch(`${server.baseUrl}/api/game/rematch/${'A'.repeat(20_000)}`, { headers: player.auth });
    expect(long.status).toBe(431);
    expect(await long.json()).toEqual({ message: 'Request line or headers too large (16 KB at most)', status: 431 });
    const { hostname, port } = new URL(server.baseUrl);
    const raw = await new Promise<string>((resolve, reject) => {
      let text = '';
      const socket = createConnection({ host: hostname, port: Number(port) }, () => socket.write('BROKEN\r\n\r\n'));
      socket.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      socket.on('end', () => resolve(text)).on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({
      message: 'Malformed HTTP request',
      status: 400,
    });
    // The server goes on answering.
    await server.http().get('/api/health').expect(200);
  });

  it('refuses keys named like Object.prototype members, which validation used to drop silently', async () => {
    const player = await guest(server.baseUrl);
    for (const key of ['valueOf', 'constructor', 'prototype', '__proto__']) {
      const response = await server
        .http()
        .post('/api/game/create')
        .set(player.auth)
        .set('Content-Type', 'application/json')
        .send(`{"game":"super_tic_tac_toe","${key}":{"x":1}}`);
      expect(response.body).toEqual({ message: `Property ${key} is not allowed`, status: 400 });
    }
    const socket = await connect(server.baseUrl, { token: player.jwt });
    server.track(socket);
    const payload = JSON.parse('{"code":"ABCD","version":0,"action":{},"valueOf":1}');
    expect(await act(socket, payload)).toEqual({ ok: false, error: 'Property valueOf is not allowed' });
  });

  it('refuses an action whose id is null (not absent), which validation took for no id, and changes nothing', async () => {
    const [alice, bob] = await Promise.all([guest(server.baseUrl), guest(server.baseUrl)]);
    const socket = await connect(server.baseUrl, { token: alice.jwt });
    server.track(socket);
    const created = await server.http().post('/api/game/create').set(alice.auth).send({ game: 'super_tic_tac_toe' });
    const { code } = created.body as GameState;
    await server.http().post('/api/game/join').set(bob.auth).send({ game: 'super_tic_tac_toe', code }).expect(200);
    const move = { code, version: 0, action: { board: 4, cell: 4 } };
    const refused = await act(socket, { ...move, id: null as unknown as string });
    expect(refused).toEqual({ ok: false, error: expect.stringContaining('id must be a string') });
    const now = await server.http().get('/api/game/current-state').set(alice.auth).expect(200);
    expect(now.body).toMatchObject({ version: 0, state: { boardToPlayIn: null } });
    expect(await act(socket, { ...move, id: 'a-real-id' })).toEqual({ ok: true, version: 1 });
  });

  it('refuses a well-signed token whose subject is not an id as we issue it', async () => {
    const player = await guest(server.baseUrl);
    const exp = Math.floor(Date.now() / 1000) + 600;
    // Everything else as the server issues it: its session, issuer and audience.
    const { sid } = JSON.parse(Buffer.from(player.jwt.split('.')[1], 'base64url').toString()) as { sid: string };
    const ours = { sid, iss: 'tabletop', aud: 'tabletop-api', name: 'x', exp };
    for (const sub of [[player.id], [String(player.id)], `${player.id}.0`, ` ${player.id}`]) {
      const token = signHs256({ ...ours, sub }, JWT_SECRET);
      await server.http().get('/api/game/current-state').set('Authorization', `Bearer ${token}`).expect(401);
      await expect(connect(server.baseUrl, { token })).rejects.toThrow('Unauthorized');
    }
    const genuine = signHs256({ ...ours, sub: player.id }, JWT_SECRET);
    await server.http().get('/api/game/current-state').set('Authorization', `Bearer ${genuine}`).expect(204);
  });

  it('refuses a long Authorization header without spaces unread', async () => {
    const response = await server.http().get('/api/game/current-state').set('Authorization', 'x'.repeat(15_000));
    expect(response.body).toEqual({ message: 'Unauthorized', status: 401 });
  });
});
