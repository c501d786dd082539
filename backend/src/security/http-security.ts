import type { CorsOptions } from '@nestjs/common/interfaces/external/cors-options.interface';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Request } from 'express';
import cookieParser from 'cookie-parser';
import helmet from 'helmet';
import type { Config } from '../config/config';
import { contentSecurityPolicy } from './csp';

/** Proxy trust, security headers, the CORS allow-list and cookie parsing, before any route runs. */
/** `boardUrls`: where browsers load the boards from (GET /api/games), admitted by the Content-Security-Policy. */
export function applyHttpSecurity(app: NestExpressApplication, config: Config, boardUrls: readonly string[]): void {
  // req.ip (rate limits) and req.secure (the cookie's Secure flag) believe X-Forwarded-* only from trusted proxies.
  app.set('trust proxy', config.trustProxy);
  app.use(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(boardUrls) },
    }),
  );
  // Same-origin needs no CORS; only listed origins may call the API from another origin, with the cookie.
  // Decided per request so that other origins get no CORS headers at all.
  const allowed = new Set(config.corsOrigins);
  app.enableCors((request: Request, callback: (error: Error | null, options: CorsOptions) => void) => {
    const origin = request.header('Origin');
    callback(null, origin !== undefined && allowed.has(origin) ? { origin, credentials: true } : { origin: false });
  });
  app.use(cookieParser());
}
