import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import request from 'supertest';
import type { Config } from '../config/config';
import { serveStaticFiles } from './static-files';

@Module({})
class NoRoutesModule {}

const FOREVER = 'public, max-age=31536000, immutable';

/** A built shell and one built board, as the production build lays them out. */
function writeBuilds(root: string): Pick<Config, 'shellDir' | 'boardsDir'> {
  const shellDir = path.join(root, 'shell');
  const boardDir = path.join(root, 'boards', 'mfe-super-tic-tac-toe', 'dist', 'board');
  mkdirSync(path.join(boardDir, 'harness'), { recursive: true });
  mkdirSync(shellDir, { recursive: true });
  const files: Record<string, string> = {
    [path.join(shellDir, 'index.html')]: '<title>shell</title>',
    [path.join(shellDir, 'main.1a2b3c4d.js')]: 'main',
    [path.join(shellDir, '656.9a06459f.js')]: 'chunk',
    [path.join(shellDir, 'main.js')]: 'an unhashed entry',
    [path.join(boardDir, 'remoteEntry.js')]: 'entry',
    [path.join(boardDir, 'mf-manifest.json')]: '{}',
    [path.join(boardDir, '__federation_expose_Board.3b6dc00a.js')]: 'board',
    [path.join(boardDir, 'index.html')]: '<title>harness</title>',
    [path.join(boardDir, 'harness', 'harness.js')]: 'harness',
  };
  for (const [file, content] of Object.entries(files)) writeFileSync(file, content);
  return { shellDir, boardsDir: path.join(root, 'boards') };
}

describe('static files: caching', () => {
  let root: string;
  let app: NestExpressApplication;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'static-files-'));
    app = await NestFactory.create<NestExpressApplication>(NoRoutesModule, { logger: false });
    serveStaticFiles(app, writeBuilds(root) as Config);
    await app.init();
  });

  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it.each(['/main.1a2b3c4d.js', '/656.9a06459f.js', '/boards/super-tic-tac-toe/__federation_expose_Board.3b6dc00a.js'])(
    'keeps %s, named by its content hash, for a year',
    async (url) => {
      const answer = await http().get(url).expect(200);
      expect(answer.headers['cache-control']).toBe(FOREVER);
    },
  );

  it.each([
    '/',
    '/index.html',
    '/game/super_tic_tac_toe',
    '/main.js',
    '/boards/super-tic-tac-toe/remoteEntry.js',
    '/boards/super-tic-tac-toe/mf-manifest.json',
    '/boards/super-tic-tac-toe/harness/harness.js',
  ])('revalidates %s, whose name stays the same across builds, on every use', async (url) => {
    const answer = await http().get(url).expect(200);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers.etag).toBeDefined();
  });

  it('answers an unchanged board entry with 304, so revalidating costs no download', async () => {
    const url = '/boards/super-tic-tac-toe/remoteEntry.js';
    const { etag } = (await http().get(url).expect(200)).headers;
    await http().get(url).set('If-None-Match', etag).expect(304);
  });
});
