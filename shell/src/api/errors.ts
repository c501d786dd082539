import type { ErrorBody } from '@tabletop/protocol';

export const NETWORK_FAILURE_MESSAGE = 'Something went wrong';

/** What the API client learnt about a refusal beyond its status: the server's own words and when to try again. */
export interface ApiErrorDetails {
  /** The server's `message` from an error body, when it sent one. */
  reason?: string;
  /** From a 429's Retry-After header. */
  retryAfterSeconds?: number;
  /** No answer came from our server: the network failed, or the proxy in front of it answered 502-504. */
  unreachable?: boolean;
}

/**
 * An error answer, thrown by the API client. It is error-shaped: it has a message (the HTTP status text)
 * and a status; the details say what actually happened, for the messages of failure-text.ts.
 */
export class ApiError extends Error implements ErrorBody {
  readonly reason?: string;
  readonly retryAfterSeconds?: number;
  readonly unreachable: boolean;

  constructor(
    message: string,
    readonly status: number,
    details: ApiErrorDetails = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.reason = details.reason;
    this.retryAfterSeconds = details.retryAfterSeconds;
    this.unreachable = details.unreachable ?? false;
  }
}

/** What makes an error answer (docs/wire-protocol.md): it has both a message and a status. */
export function isErrorShaped(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ErrorBody).message === 'string' &&
    typeof (value as ErrorBody).status === 'number'
  );
}
