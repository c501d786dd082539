import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startService, type RunningService } from './spawn-service';

describe('scripts/serve-static.mjs, the start command of every static service', () => {
  let dir: string;
  let service: RunningService;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'serve-static-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>shell</title>');
    writeFileSync(join(dir, 'remoteEntry.js'), 'var remote = 1;');
    writeFileSync(join(dir, 'mf-manifest.json'), '{"name":"board"}');
    writeFileSync(join(dir, 'main.1234abcd.js'), 'console.log(1)');
    writeFileSync(join(tmpdir(), 'secret-outside.txt'), 'secret');

    service = await startService([
      'node',
      'scripts/serve-static.mjs',
      dir,
      '--spa',
      '--port',
      '0',
      '--host',
      '127.0.0.1',
    ]);
  });

  afterAll(async () => {
    await service?.stop();
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
});
