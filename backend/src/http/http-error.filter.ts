import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { ErrorBody } from '@tabletop/protocol';
import type { NextFunction, Request, Response } from 'express';
import { isConnectionError } from '../database/pg-errors';
import { MESSAGES } from '../match/authority';

function messageOf(exception: HttpException): string {
  const body = exception.getResponse();
  if (typeof body === 'string') return body;
  const message = (body as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  return typeof message === 'string' ? message : exception.message;
}

/** Every HTTP error answers `{ message, status }` (docs/wire-protocol.md); unexpected ones are logged and hidden. */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') return;
    const response = host.switchToHttp().getResponse<Response>();
    let body: ErrorBody;
    if (exception instanceof HttpException) {
      body = { message: messageOf(exception), status: exception.getStatus() };
    } else if (isConnectionError(exception)) {
      // The database is away (restarting, failing over): a retry later may succeed.
      this.logger.warn(`Database unavailable: ${String(exception)}`);
      body = { message: MESSAGES.unavailable, status: 503 };
    } else {
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
      body = { message: 'Internal server error', status: 500 };
    }
    if (response.headersSent) return;
    // Refusals that know when to try again (TooManyAttempts) say so in the standard header too.
    const retryAfter = (exception as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
    if (typeof retryAfter === 'number') response.setHeader('Retry-After', String(retryAfter));
    response.status(body.status).json(body);
  }
}

/** Errors raised by the body parser, before any Nest route runs: malformed JSON (400), too large (413). */
export function bodyParserErrorHandler(error: unknown, _request: Request, response: Response, next: NextFunction) {
  if (response.headersSent) return next(error);
  const { status, type } = (error ?? {}) as { status?: number; type?: string };
  const code = typeof status === 'number' && status >= 400 && status < 500 ? status : 400;
  const message = type === 'entity.parse.failed' ? 'Malformed JSON body' : ((error as Error)?.message ?? 'Bad request');
  const body: ErrorBody = { message, status: code };
  response.status(code).json(body);
}
