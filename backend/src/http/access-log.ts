import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Level, Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { AuthUser } from '../auth/auth-user';
import { REQUEST_ID_HEADER } from './request-id';

/** Probes answered every few seconds by an orchestrator or a scraper: logged only when they fail. */
const PROBES = /^\/api\/(health(\/ready)?|metrics)$/;
const API = /^\/api(\/|$)/;

type Request = IncomingMessage & { originalUrl?: string; user?: AuthUser };

/** The path of a request URL without its query: tokens travel in some URLs' queries and must never be logged. */
export function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/**
 * An error response is logged as an error; successful probes are not logged, and successful static files (the shell
 * and boards in one-port mode: a page load fetches a dozen) only at debug, so the log holds one line per API call.
 */
export function accessLevel(path: string, status: number): Level | 'silent' {
  if (status >= 500) return 'error';
  if (status >= 400) return 'info';
  if (PROBES.test(path)) return 'silent';
  return API.test(path) ? 'info' : 'debug';
}

/** What an access line says: never a header, a cookie or the query. userId once the JWT guard has authenticated. */
function accessFields(request: Request, response: ServerResponse, durationMs: number) {
  return {
    context: 'HTTP',
    method: request.method,
    path: pathOf(request.originalUrl ?? request.url ?? ''),
    status: response.statusCode,
    durationMs,
    requestId: response.getHeader(REQUEST_ID_HEADER),
    userId: request.user?.id,
  };
}

const message = (request: Request, response: ServerResponse) =>
  `${request.method} ${pathOf(request.originalUrl ?? request.url ?? '')} ${response.statusCode}`;

/** Express middleware writing one access line per HTTP request when its response ends (or the client goes away). */
export function accessLog(logger: Logger) {
  return pinoHttp<Request>({
    logger,
    // pino-http also hangs a logger bound to the request on it (unused here): bind only what a line may show.
    wrapSerializers: false,
    serializers: { req: (request: Request) => ({ method: request.method, path: pathOf(request.url ?? '') }) },
    quietResLogger: true,
    genReqId: (_request, response) => String(response.getHeader(REQUEST_ID_HEADER)),
    customLogLevel: (request, response) =>
      accessLevel(pathOf(request.originalUrl ?? request.url ?? ''), response.statusCode),
    customSuccessObject: (request, response, fields: { responseTime: number }) =>
      accessFields(request, response, fields.responseTime),
    customErrorObject: (request, response, _error, fields: { responseTime: number }) =>
      accessFields(request, response, fields.responseTime),
    customSuccessMessage: message,
    customErrorMessage: message,
  });
}
