import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { REFRESH_COOKIE_AUTH } from '../auth/auth.responses';
import { REFRESH_COOKIE } from '../auth/refresh-cookie';
import { BEARER, describeRoutes } from './route-docs';

export const API_DOCS_PATH = '/api/docs';
export const API_DOCS_JSON_PATH = '/api/docs-json';

/** The OpenAPI document of every HTTP route, from the controllers' and DTOs' metadata. */
export function apiDocument(app: NestExpressApplication): OpenAPIObject {
  describeRoutes(app);
  const config = new DocumentBuilder()
    .setTitle('Tabletop HTTP API')
    .setDescription(
      'Accounts, the lobby, history and ratings. Every error answers `{ message, status }`. Sign in (e.g. POST ' +
        '/api/auth/guest) for an access token, then send it as `Authorization: Bearer <jwt>`; the refresh token ' +
        'travels as an HttpOnly cookie. The realtime part (Socket.IO at /socket.io) is described in ' +
        'docs/socket-events.md.',
    )
    .setVersion('1')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, BEARER)
    .addCookieAuth(REFRESH_COOKIE, { type: 'apiKey', in: 'cookie', name: REFRESH_COOKIE }, REFRESH_COOKIE_AUTH)
    .build();
  return SwaggerModule.createDocument(app, config);
}

/**
 * The Swagger UI page at /api/docs and its document at /api/docs-json. Its scripts and styles are files served from
 * swagger-ui-dist (no CDN, no inline script), so the Content-Security-Policy's 'self' covers them; the document is
 * built on the first request, not at every start.
 */
export function serveApiDocs(app: NestExpressApplication): void {
  SwaggerModule.setup(API_DOCS_PATH, app, () => apiDocument(app), {
    jsonDocumentUrl: API_DOCS_JSON_PATH,
    raw: ['json'],
    customSiteTitle: 'Tabletop API',
    swaggerOptions: { validatorUrl: null },
  });
}
