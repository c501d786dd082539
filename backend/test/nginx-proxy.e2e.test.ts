import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { existsSync, readdirSync } from 'node:fs';
import * as path from 'node:path';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { createServer } from 'node:net';
import type { GameState } from '@tabletop/game-kit';
import { GAMES } from '../src/games/registry';
import { useBackendProcesses, type BackendProcess } from './support/backend-process';
import { boardCommandHere, startBoard, startDns, type RunningBoard, type RunningDns } from './support/board-services';
import { composeCommand, composeEnvironment, REPO_ROOT } from './support/compose';
import { createTestDatabase } from './support/database';
import { startNginx, type RunningNginx } from './support/nginx';
import { winningGame } from './support/play';
import { act, connect, nextState, type ClientSocket } from './support/server';
import { sharedEnv } from './support/two-player-game';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SHELL_DIST = path.join(REPO_ROOT, 'shell', 'dist');
const TTT = 'super_tic_tac_toe';
/** Low enough to reach in a few requests; every client address gets this much. */
const GUESTS_PER_MINUTE = 2;
const SOCKETS_PER_IP = 2;
const FORGED = { 'X-Forwarded-For': '127.0.0.99', Forwarded: 'for=127.0.0.99', 'X-Real-IP': '127.0.0.99' };
const METRICS_TOKEN = 'scrape-token-for-the-nginx-test';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One HTTP request from a chosen loopback source address, the body left as sent (compressed or not). */
function requestFrom(
  localAddress: string,
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const outgoing = httpRequest(
      url,
      {
        method: options.method ?? 'GET',
        localAddress,
        headers: { ...(payload ? { 'Content-Type': 'application/json' } : {}), ...options.headers },
        timeout: 10_000,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) }),
        );
        incoming.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer from ${url}`)));
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

const json = (answer: Answer) => JSON.parse(answer.body.toString('utf8'));

async function freeLoopbackPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A Content-Security-Policy as directive -> sorted sources, so two spellings of one policy compare equal. */
function policy(header: string | string[] | undefined): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources.sort()]),
  );
}

describe('nginx in front of the backend, with the config docker-compose.yml gives it', () => {
  const processes = useBackendProcesses('nginx-proxy');
  // The secrets compose requires; the URLs they go into are replaced by this machine's PostgreSQL and Redis below.
  const composeBackend = composeEnvironment('backend', { POSTGRES_PASSWORD: 'unused', REDIS_PASSWORD: 'unused' });
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let backend: BackendProcess;
  /** A second backend on the same database, with METRICS_TOKEN set, reached directly as Prometheus would. */
  let tokenBackend: BackendProcess;
  let nginx: RunningNginx;
  let dns: RunningDns;
  const boards: RunningBoard[] = [];
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    if (!existsSync(path.join(SHELL_DIST, 'index.html')))
      throw new Error(`No shell build in ${SHELL_DIST}: run npm run build first (npm test does)`);
    db = await createTestDatabase();
    backend = await processes.start('backend', {
      // TRUST_PROXY and the board URLs exactly as compose sets them; the rest is this machine's.
      ...composeBackend,
      ...sharedEnv(db.url, REDIS_URL),
      GUEST_RATE_LIMIT: `${GUESTS_PER_MINUTE}/60s`,
      SOCKET_CONNECTIONS_PER_IP: String(SOCKETS_PER_IP),
    });
    tokenBackend = await processes.start('backend-metrics-token', {
      ...composeBackend,
      ...sharedEnv(db.url, REDIS_URL),
      METRICS_TOKEN,
    });
    // Each game's board service with compose's command, on an address of its own and the one port they all use;
    // a DNS server names them board-<game> as Docker's does.
    const boardPort = await freeLoopbackPort();
    const names: Record<string, string> = {};
    for (const [index, game] of GAMES.entries()) {
      const command = boardCommandHere(composeCommand(`board-${game.boardSlug}`), game.boardDist);
      const board = await startBoard(command, `127.0.2.${index + 1}`, boardPort);
      boards.push(board);
      names[`board-${game.boardSlug}`] = board.host;
    }
    dns = await startDns(names);
    nginx = await startNginx({
      ...composeEnvironment('shell'),
      TABLETOP_LISTEN: `127.0.0.1:${await freeLoopbackPort()}`,
      TABLETOP_BACKEND: `127.0.0.1:${backend.port}`,
      TABLETOP_SHELL_ROOT: SHELL_DIST,
      TABLETOP_RESOLVER: dns.address,
      TABLETOP_BOARD_PORT: String(boardPort),
    });
  }, 60_000);

  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await nginx?.stop();
    await dns?.stop();
    await Promise.all(boards.map((board) => board.stop()));
    await backend?.stop();
    await tokenBackend?.stop();
    await db?.drop();
  }, 30_000);

  const signInFrom = (address: string, headers: Record<string, string> = {}) =>
    requestFrom(address, `${nginx.url}/api/auth/guest`, { method: 'POST', headers });

  const connectFrom = async (localAddress: string, token: string, headers?: Record<string, string>) => {
    const socket = await connect(nginx.url, { token, localAddress, headers });
    sockets.push(socket);
    return socket;
  };

  it('runs the backend with TRUST_PROXY set to one hop, as compose does', () => {
    expect(composeBackend.TRUST_PROXY).toBe('1');
  });

  it('gives each client address its own guest sign-in limit', async () => {
    for (const address of ['127.0.0.2', '127.0.0.3']) {
      for (let attempt = 0; attempt < GUESTS_PER_MINUTE; attempt++)
        expect({ address, status: (await signInFrom(address)).status }).toEqual({ address, status: 200 });
      const refused = await signInFrom(address);
      expect({ address, status: refused.status }).toEqual({ address, status: 429 });
      expect(json(refused)).toEqual({ message: expect.stringMatching(/^Too many requests/), status: 429 });
    }
  });

  it('ignores forwarding headers a client sends: a forged address neither escapes its limit nor spends another', async () => {
    // 127.0.0.4 claims to be 127.0.0.99 on every request, with a different claim each time.
    for (let attempt = 0; attempt < GUESTS_PER_MINUTE; attempt++)
      expect((await signInFrom('127.0.0.4', { ...FORGED, 'X-Forwarded-For': `10.0.0.${attempt}` })).status).toBe(200);
    expect((await signInFrom('127.0.0.4', FORGED)).status).toBe(429);
    expect((await signInFrom('127.0.0.4', { 'X-Forwarded-For': '127.0.0.5' })).status).toBe(429);
    // An exhausted address cannot borrow another's budget either.
    expect((await signInFrom('127.0.0.2', { 'X-Forwarded-For': '127.0.0.6' })).status).toBe(429);
    // The addresses named in the forged headers still have their whole budget.
    for (const address of ['127.0.0.99', '127.0.0.6'])
      expect({ address, status: (await signInFrom(address)).status }).toEqual({ address, status: 200 });
  });

  it('counts WebSocket connections per client address, whatever the client claims', async () => {
    const { jwt } = json(await signInFrom('127.0.0.7'));
    for (let index = 0; index < SOCKETS_PER_IP; index++) await connectFrom('127.0.0.8', jwt);
    await expect(connectFrom('127.0.0.8', jwt)).rejects.toThrow('Too many connections');
    await expect(connectFrom('127.0.0.8', jwt, FORGED)).rejects.toThrow('Too many connections');
    // Another address connects; a forged header on it does not count against the one it names.
    await connectFrom('127.0.0.9', jwt, { 'X-Forwarded-For': '127.0.0.8' });
    await connectFrom('127.0.0.9', jwt);
    await expect(connectFrom('127.0.0.9', jwt)).rejects.toThrow('Too many connections');
  });

  it('plays a whole game of Super Tic-Tac-Toe over WebSocket through nginx', async () => {
    const [alice, bob] = [json(await signInFrom('127.0.0.10')), json(await signInFrom('127.0.0.11'))];
    const aliceSocket = await connectFrom('127.0.0.10', alice.jwt);
    const bobSocket = await connectFrom('127.0.0.11', bob.jwt);
    for (const socket of [aliceSocket, bobSocket])
      expect((socket.io.engine as unknown as { transport: { name: string } }).transport.name).toBe('websocket');
    const auth = (who: { jwt: string }) => ({ Authorization: `Bearer ${who.jwt}` });
    const created = await requestFrom('127.0.0.10', `${nginx.url}/api/game/create`, {
      method: 'POST',
      headers: auth(alice),
      body: { game: TTT },
    });
    expect(created.status).toBe(200);
    const started = Promise.all([nextState(aliceSocket, 'startGame'), nextState(bobSocket, 'startGame')]);
    const joined = await requestFrom('127.0.0.11', `${nginx.url}/api/game/join`, {
      method: 'POST',
      headers: auth(bob),
      body: { game: TTT, code: json(created).code },
    });
    expect(joined.status).toBe(200);
    const [start] = await started;

    const socketOf = new Map<number, ClientSocket>([
      [alice.id, aliceSocket],
      [bob.id, bobSocket],
    ]);
    const { moves, final } = winningGame(start);
    let last: GameState | undefined;
    for (const [index, { playerId, action }] of moves.entries()) {
      const opponent = socketOf.get(playerId === alice.id ? bob.id : alice.id)!;
      const seen = nextState(opponent, 'emit-state', (state) => state.version === index + 1);
      const ack = await act(socketOf.get(playerId)!, { code: start.code, version: index, action, id: `m${index}` });
      expect(ack).toEqual({ ok: true, version: index + 1 });
      last = await seen;
    }
    expect(last).toMatchObject({ gameOver: true, version: moves.length, score: final.score });
  });

  it('serves the shell compressed, with its cache rules and SPA fallback', async () => {
    const script = readdirSync(SHELL_DIST).find((name) => /^main\.[0-9a-f]{8,}\.js$/.test(name));
    const hashed = await requestFrom('127.0.0.12', `${nginx.url}/${script}`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(hashed.status).toBe(200);
    expect(hashed.headers['content-encoding']).toBe('gzip');
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers['content-type']).toMatch(/javascript/);

    const route = await requestFrom('127.0.0.12', `${nginx.url}/lobby/some-game`);
    expect(route.status).toBe(200);
    expect(route.headers['cache-control']).toBe('no-cache');
    expect(route.body.toString()).toContain('<div id="root">');

    // The shell's service worker: browsers register it only if it is JavaScript, and find a new build's only if it
    // is revalidated.
    const worker = await requestFrom('127.0.0.12', `${nginx.url}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');

    const missing = await requestFrom('127.0.0.12', `${nginx.url}/no-such-chunk.1234abcd.js`);
    expect(missing.status).toBe(404);

    const api = await requestFrom('127.0.0.12', `${nginx.url}/api/auth/config`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(api.status).toBe(200);
    // The API's answers carry the backend's own headers once, not nginx's shell headers on top.
    expect(api.headers['content-security-policy']).toEqual(expect.any(String));
    expect(api.headers['content-security-policy']).not.toContain(', ');
  });

  it("serves every game's board from its board service at the URL the backend gives, on the site's origin", async () => {
    const games = json(await requestFrom('127.0.0.15', `${nginx.url}/api/games`)) as {
      url: string;
      remote: { name: string; entry: string };
      picture: string;
    }[];
    expect(games.map((game) => game.url)).toEqual(GAMES.map((game) => game.definition.url));
    for (const { remote, picture } of games) {
      expect(remote.entry).toMatch(/^\/boards\/[a-z0-9-]+\/mf-manifest\.json$/);
      const manifest = await requestFrom('127.0.0.15', `${nginx.url}${remote.entry}`, {
        headers: { 'Accept-Encoding': 'gzip' },
      });
      expect({ entry: remote.entry, status: manifest.status }).toEqual({ entry: remote.entry, status: 200 });
      expect(manifest.headers['cache-control']).toBe('no-cache');
      expect(manifest.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(manifest.body).toString('utf8'))).toMatchObject({ name: remote.name });
      const thumbnail = await requestFrom('127.0.0.15', `${nginx.url}${picture}`);
      expect({ picture, status: thumbnail.status }).toEqual({ picture, status: 200 });
      expect(thumbnail.headers['content-type']).toMatch(/^image\/svg\+xml/);
    }
    // A game with no board service: the proxy's JSON error, not a hang or an HTML page.
    const unknown = await requestFrom('127.0.0.15', `${nginx.url}/boards/no-such-game/mf-manifest.json`);
    expect(unknown.status).toBe(502);
    expect(json(unknown)).toEqual({ message: 'Bad Gateway', status: 502 });
    expect((await requestFrom('127.0.0.15', `${nginx.url}/boards/`)).status).toBe(404);
  });

  it("gives the shell the same security headers the backend's helmet gives it", async () => {
    const fromBackend = await requestFrom('127.0.0.1', `${backend.baseUrl}/api/auth/config`);
    const fromNginx = await requestFrom('127.0.0.13', `${nginx.url}/`);
    expect(fromNginx.status).toBe(200);
    expect(policy(fromNginx.headers['content-security-policy'])).toEqual(
      policy(fromBackend.headers['content-security-policy']),
    );
    expect(policy(fromNginx.headers['content-security-policy'])['frame-ancestors']).toEqual(["'self'"]);
    expect(fromNginx.headers['x-content-type-options']).toBe('nosniff');
    const helmetHeaders = [
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'origin-agent-cluster',
      'referrer-policy',
      'strict-transport-security',
      'x-content-type-options',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-frame-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ];
    for (const name of helmetHeaders)
      expect({ name, value: fromNginx.headers[name] }).toEqual({
        name,
        value: fromBackend.headers[name],
      });
    expect(fromNginx.headers.server).toBe('nginx');
  });

  it('keeps the metrics off the public site, whatever the spelling; the backend answers them on its own port', async () => {
    for (const path of [
      '/api/metrics',
      '/api/metrics/',
      '/api/Metrics',
      '/api//metrics',
      '/api/%6Detrics',
      '/API/metrics',
    ]) {
      const answer = await requestFrom('127.0.0.16', `${nginx.url}${path}`, {
        headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
      expect(answer.body.toString()).not.toContain('tabletop_');
    }
    expect(json(await requestFrom('127.0.0.16', `${nginx.url}/api/metrics`))).toEqual({
      message: 'Not Found',
      status: 404,
    });
    // Without METRICS_TOKEN (compose's default), whoever reaches the backend's port may scrape: only the internal
    // network can, since compose publishes no backend port.
    expect(composeBackend.METRICS_TOKEN ?? '').toBe('');
    const open = await requestFrom('127.0.0.1', `${backend.baseUrl}/api/metrics`);
    expect(open.status).toBe(200);
    expect(open.body.toString()).toContain('tabletop_instance_info');
    // With METRICS_TOKEN, only the bearer may.
    for (const authorization of [undefined, 'Bearer wrong-token-of-enough-length', METRICS_TOKEN]) {
      const refused = await requestFrom('127.0.0.1', `${tokenBackend.baseUrl}/api/metrics`, {
        headers: authorization ? { Authorization: authorization } : {},
      });
      expect({ authorization, status: refused.status }).toEqual({ authorization, status: 401 });
      expect(json(refused)).toEqual({ message: 'Unauthorized', status: 401 });
    }
    const scraped = await requestFrom('127.0.0.1', `${tokenBackend.baseUrl}/api/metrics`, {
      headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(scraped.status).toBe(200);
    expect(scraped.body.toString()).toContain('tabletop_instance_info');
  });

  it("refuses a sign-in from another site's page through nginx, and takes the site's own", async () => {
    const crossSite = await requestFrom('127.0.0.17', `${nginx.url}/api/auth/guest`, {
      method: 'POST',
      headers: { Origin: 'https://evil.example', 'X-Requested-With': 'tabletop' },
    });
    expect(crossSite.status).toBe(403);
    expect(json(crossSite)).toEqual({ message: 'Cross-site request refused', status: 403 });
    expect(crossSite.headers['set-cookie']).toBeUndefined();
    const sameSite = await requestFrom('127.0.0.17', `${nginx.url}/api/auth/guest`, {
      method: 'POST',
      headers: { Origin: nginx.url, 'Sec-Fetch-Site': 'same-origin', 'X-Requested-With': 'tabletop' },
    });
    expect(sameSite.status).toBe(200);
    expect(String(sameSite.headers['set-cookie'])).toMatch(/^refresh_token=/);
  });

  it('answers JSON, not an HTML page, while the backend is unreachable', async () => {
    await backend.kill9();
    const answer = await requestFrom('127.0.0.14', `${nginx.url}/api/auth/config`);
    expect(answer.status).toBe(502);
    expect(json(answer)).toEqual({ message: 'Bad Gateway', status: 502 });
  });
});
