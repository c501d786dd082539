import { ApiError, isErrorShaped } from '../api/errors';
import { throttledMessage, transientFailureText } from '../api/failure-text';

export type LobbyStep = 'create' | 'join' | 'start' | 'leave' | 'forfeit';

export const INACTIVE_CODE_MESSAGE = 'Inactive code';
/** The server's refusal of a second game while one is active (409). */
export const ALREADY_ACTIVE_MESSAGE = 'You already have an active game';
/** A listed table that is full or started (409); a private game answers *Inactive code instead. */
export const TABLE_FULL_MESSAGE = 'This table is full';

/** Refusals shown in the server's own words; every other refused code or seat is *Inactive code. */
const SERVER_REASONS: ReadonlySet<string> = new Set([ALREADY_ACTIVE_MESSAGE, TABLE_FULL_MESSAGE]);

const WHAT_FAILED: Record<LobbyStep, string> = {
  create: 'Could not create the game',
  join: 'Could not join the game',
  start: 'Could not start the game',
  leave: 'Could not leave the game',
  forfeit: 'Could not forfeit the game',
};

/** The server refused this code or seat (4xx). */
export function isRefusal(error: unknown): boolean {
  return isErrorShaped(error) && error.status >= 400 && error.status < 500;
}

/**
 * The message under CODE when create, join or start was refused: 'Inactive code', the server's reason
 * when it is one the player can act on (another active game), or the wait of a throttled request. Null when the
 * failure is not a refusal (network, server): a toast tells it.
 */
export function lobbyFieldError(error: unknown): string | null {
  if (!isRefusal(error)) return null;
  if (error instanceof ApiError) {
    if (error.status === 429) return throttledMessage(error.retryAfterSeconds);
    if (error.reason && SERVER_REASONS.has(error.reason)) return error.reason;
  }
  return INACTIVE_CODE_MESSAGE;
}

/**
 * The toast for a lobby failure, or null when the page already explains it under the CODE field (a refused create,
 * join or start). An unreachable server and a throttled request say so; other failures give their status text.
 */
export function lobbyFailureToast(step: LobbyStep, error: unknown): string | null {
  const inline = step === 'create' || step === 'join' || step === 'start';
  if (inline && lobbyFieldError(error) !== null) return null;
  const reason = transientFailureText(error) ?? (isErrorShaped(error) ? error.message : 'Something went wrong');
  return `${WHAT_FAILED[step]}: ${reason}`;
}

/** Leaving answered 404 (Inactive code): the user holds no seat in it any more, which is what leaving wanted. */
export function isAlreadyGone(error: unknown): boolean {
  return isErrorShaped(error) && error.status === 404;
}
