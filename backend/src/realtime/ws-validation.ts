import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { WsException } from '@nestjs/websockets';
import type { ValidationError } from 'class-validator';
import { UntrustedPayloadPipe } from '../security/untrusted-payload.pipe';
import { isConnectionError } from '../database/pg-errors';
import { MESSAGES } from '../match/authority';

function messages(errors: ValidationError[]): string[] {
  return errors.flatMap((error) => [...Object.values(error.constraints ?? {}), ...messages(error.children ?? [])]);
}

/** Validates socket payloads like HTTP bodies (global pipes do not reach gateways). */
export const wsValidationPipe = new UntrustedPayloadPipe({
  whitelist: true,
  forbidNonWhitelisted: true,
  transform: true,
  exceptionFactory: (errors) => new WsException(messages(errors).join('; ') || 'Invalid payload'),
  refuse: (message) => new WsException(message),
});

/** Any failure in a socket handler becomes a `{ ok: false, error }` acknowledgement; no ack, no answer. */
@Catch()
export class WsAckFilter implements ExceptionFilter {
  private readonly logger = new Logger(WsAckFilter.name);

  catch(exception: unknown, host: ArgumentsHost): void {
    const ack: unknown = host.getArgByIndex(2);
    const answer = failureAck(exception, this.logger);
    if (typeof ack === 'function') ack(answer);
  }
}

/** The acknowledgement of a socket handler that threw: what the client may read of why, the rest only logged. */
export function failureAck(exception: unknown, logger: Pick<Logger, 'warn' | 'error'>): { ok: false; error: string } {
  let error = 'Internal error';
  if (exception instanceof WsException) {
    const body = exception.getError();
    error = typeof body === 'string' ? body : 'Invalid payload';
  } else if (exception instanceof HttpException) {
    error = exception.message;
  } else if (isConnectionError(exception)) {
    logger.warn(`Database unavailable: ${String(exception)}`);
    error = MESSAGES.unavailable;
  } else {
    logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
  }
  return { ok: false, error };
}
