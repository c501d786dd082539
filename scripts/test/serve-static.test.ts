import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import type { Duplex } from 'node:stream';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startService, type RunningService } from './spawn-service';

describe('scripts/serve-static.mjs, the start command of every static service', () => {
  let dir: string;
  let upstream: Server;
  let service: RunningService;
  const upgraded: Duplex[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'serve-static-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>shell</title>');
    writeFileSync(join(dir, 'remoteEntry.js'), 'var remote = 1;');
    writeFileSync(join(dir, 'mf-manifest.json'), '{"name":"board"}');
    writeFileSync(join(dir, 'main.1234abcd.js'), 'console.log(1)');
    writeFileSync(join(tmpdir(), 'secret-outside.txt'), 'secret');

    upstream = createServer((req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ proxied: req.url, method: req.method }));
    });
    upstream.on('upgrade', (req, socket) => {
      upgraded.push(socket);
      socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
      socket.on('data', (data) => socket.write(`echo:${data.toString()}`));
    });
    await new Promise<void>((done) => upstream.listen(0, '127.0.0.1', done));
    const port = (upstream.address() as { port: number }).port;
    service = await startService([
      'node',
      'scripts/serve-static.mjs',
      dir,
      '--spa',
      '--port',
      '0',
      '--host',
      '127.0.0.1',
      '--proxy',
      `http://127.0.0.1:${port}`,
    ]);
  });

  afterAll(async () => {
    await service?.stop();
    upstream?.closeAllConnections();
    for (const socket of upgraded) socket.destroy();
    await new Promise((done) => upstream?.close(done));
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves federation entry files uncached and with CORS, so a redeployed board is picked up at once', async () => {
    for (const file of ['remoteEntry.js', 'mf-manifest.json', 'index.html']) {
      const answer = await fetch(`${service.url}/${file}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    }
  });

  it('caches content-hashed chunks forever', async () => {
    const answer = await fetch(`${service.url}/main.1234abcd.js`);
    expect(await answer.text()).toBe('console.log(1)');
    expect(answer.headers.get('cache-control')).toContain('immutable');
    expect(answer.headers.get('content-type')).toContain('text/javascript');
  });

  it('answers client-side routes with index.html but missing files with a JSON 404', async () => {
    const route = await fetch(`${service.url}/game/super_tic_tac_toe`);
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<title>shell</title>');
    const missing = await fetch(`${service.url}/missing.js`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Not Found', status: 404 });
  });

  it('never serves a file outside its folder', async () => {
    const answer = await fetch(`${service.url}/..%2fsecret-outside.txt`);
    expect(answer.status).toBe(404);
    expect(await answer.text()).not.toContain('secret');
  });

  it('forwards /api calls to the backend', async () => {
    const answer = await fetch(`${service.url}/api/game/current-state?x=1`, { method: 'POST', body: '{}' });
    expect(await answer.json()).toEqual({ proxied: '/api/game/current-state?x=1', method: 'POST' });
  });

  it('passes websocket upgrades for /socket.io through to the backend', async () => {
    const { port } = new URL(service.url);
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          'GET /socket.io/?EIO=4&transport=websocket HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n',
        );
      });
      let received = '';
      const timer = setTimeout(() => reject(new Error(`no echo: ${received}`)), 5000);
      socket.on('data', (data) => {
        received += data.toString();
        if (received.includes('101 Switching Protocols') && !received.includes('echo:')) socket.write('ping');
        if (received.includes('echo:ping')) {
          clearTimeout(timer);
          socket.destroy();
          resolve(received);
        }
      });
      socket.on('error', reject);
    });
    expect(reply).toContain('echo:ping');
  });
});
