import type { ErrorBody } from '@tabletop/game-kit';

export const NETWORK_FAILURE_MESSAGE = 'Something went wrong';

/** An error answer, thrown by the API client. It is error-shaped: it has a message and a status. */
export class ApiError extends Error implements ErrorBody {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The spec's test for an error object: it has both a message and a status. */
export function isErrorShaped(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ErrorBody).message === 'string' &&
    typeof (value as ErrorBody).status === 'number'
  );
}
