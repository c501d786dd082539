import { NO_OPEN_GAME_MESSAGE, normaliseCode, type InviteLookup } from '@tabletop/protocol';
import { api } from '../api/client';
import { ApiError } from '../api/errors';
import { throttledMessage, transientFailureText } from '../api/failure-text';
import { INACTIVE_CODE_MESSAGE } from './lobby-failure';

/** Where an invite code leads: a table to join, a game under way to watch, or the visitor's own game. */
export async function lookUpInvite(code: string): Promise<InviteLookup> {
  const found = await api.get<InviteLookup>(`/game/invite/${encodeURIComponent(normaliseCode(code))}`);
  if (!found || typeof found.status !== 'string' || typeof found.game !== 'string') {
    throw new Error('The server did not answer with an invite');
  }
  return found;
}

/**
 * What the invite says when its code leads nowhere, or the join it offered was refused: one wording for an unknown
 * code, a closed table and a finished game alike (the server tells them apart to nobody), the wait of a throttled
 * lookup, or why the lookup did not get through.
 */
export function inviteFailureText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 429) return throttledMessage(error.retryAfterSeconds);
    if (error.status === 404) return NO_OPEN_GAME_MESSAGE;
    if (error.reason) return joinRefusalText(error.reason);
  }
  return transientFailureText(error) ?? 'The invite could not be checked';
}

/** Why the join an invite offered was refused, with a closed or unknown table worded as the lookup words it. */
export function joinRefusalText(reason: string): string {
  return reason === INACTIVE_CODE_MESSAGE ? NO_OPEN_GAME_MESSAGE : reason;
}
