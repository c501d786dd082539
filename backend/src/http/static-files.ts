import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import type { Config } from '../config/config';
import { GAMES } from '../games/registry';

/** A name with a segment of 8 or more hex digits, as webpack's [contenthash:8] writes it: 'main.1a2b3c4d.js'. */
const CONTENT_HASHED = /\.[0-9a-f]{8,}\./;
const NOT_SPA = /^\/(api|socket\.io|boards)(\/|$)/;

/**
 * A file whose name carries its content hash never changes, so browsers may keep it for a year. Every other file
 * (index.html, a board's remoteEntry.js and mf-manifest.json, which keep their names so a redeployed board goes live
 * on the next load) is revalidated on each use against its ETag, or a returning visitor would run a stale build.
 */
export function cacheControlFor(filePath: string): string {
  return CONTENT_HASHED.test(path.basename(filePath)) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

function cacheHeaders(response: Response, filePath: string): void {
  response.setHeader('Cache-Control', cacheControlFor(filePath));
}

/** The shell at / (with SPA fallback to index.html) and each board at /boards/<slug>/; missing builds only warn. */
export function serveStaticFiles(app: NestExpressApplication, config: Config): void {
  const logger = new Logger('StaticFiles');
  for (const entry of GAMES) {
    const dir = path.join(config.boardsDir, entry.boardDist);
    if (!existsSync(dir)) logger.warn(`No board build at ${dir}: /boards/${entry.boardSlug}/ will answer 404`);
    app.useStaticAssets(dir, {
      prefix: `/boards/${entry.boardSlug}/`,
      index: false,
      setHeaders: (response, filePath) => {
        cacheHeaders(response, filePath);
        // A shell on another origin may load boards from here (helmet's default would be same-origin).
        response.setHeader('Access-Control-Allow-Origin', '*');
        response.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      },
    });
  }

  const indexHtml = path.join(config.shellDir, 'index.html');
  if (!existsSync(indexHtml)) logger.warn(`No shell build at ${config.shellDir}: / will answer 404`);
  app.useStaticAssets(config.shellDir, { index: false, setHeaders: cacheHeaders });
  app.use((request: Request, response: Response, next: NextFunction) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || NOT_SPA.test(request.path)) return next();
    if (!existsSync(indexHtml)) return next();
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(indexHtml, (error) => error && next());
  });
}
