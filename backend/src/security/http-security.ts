import type { NestExpressApplication } from '@nestjs/platform-express';
import cookieParser from 'cookie-parser';
import helmet from 'helmet';
import type { Config } from '../config/config';
import { contentSecurityPolicy } from './csp';

/** Proxy trust, security headers, the CORS allow-list and cookie parsing, before any route runs. */
export function applyHttpSecurity(app: NestExpressApplication, config: Config): void {
  // req.ip (rate limits) and req.secure (the cookie's Secure flag) believe X-Forwarded-* only from trusted proxies.
  app.set('trust proxy', config.trustProxy);
  app.use(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(Object.values(config.boardUrls)) },
    }),
  );
  // Same-origin needs no CORS; only listed origins may call the API from another origin, with the cookie.
  app.enableCors({ origin: config.corsOrigins, credentials: true });
  app.use(cookieParser());
}
