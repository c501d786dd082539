import { isErrorShaped } from '../api/errors';

export type LobbyStep = 'create' | 'join' | 'start' | 'leave' | 'forfeit';

const WHAT_FAILED: Record<LobbyStep, string> = {
  create: 'Could not create the game',
  join: 'Could not join the game',
  start: 'Could not start the game',
  leave: 'Could not leave the game',
  forfeit: 'Could not forfeit the game',
};

/** The server refused this code or seat (4xx): for create, join and start the field's *Inactive code says so. */
export function isRefusal(error: unknown): boolean {
  return isErrorShaped(error) && error.status >= 400 && error.status < 500;
}

/**
 * The toast for a lobby failure, or null when the page already explains it: a refused create, join or
 * start shows *Inactive code under the field. Network and server failures always get a toast.
 */
export function lobbyFailureToast(step: LobbyStep, error: unknown): string | null {
  const inline = step === 'create' || step === 'join' || step === 'start';
  if (inline && isRefusal(error)) return null;
  const reason = isErrorShaped(error) ? error.message : 'Something went wrong';
  return `${WHAT_FAILED[step]}: ${reason}`;
}

/** Leaving answered 404 (Inactive code): the user holds no seat in it any more, which is what leaving wanted. */
export function isAlreadyGone(error: unknown): boolean {
  return isErrorShaped(error) && error.status === 404;
}
