import { isErrorShaped } from '../api/errors';

/** What a status means on one call, when the server's own words are not at hand. */
export type StatusMeanings = Readonly<Record<number, string>>;

export const JOIN_TABLE_REFUSALS: StatusMeanings = {
  404: 'This table is no longer open',
  409: 'This table is full',
};

export const QUICK_MATCH_REFUSALS: StatusMeanings = {
  409: 'You already have an active game',
};

/**
 * Why a quick match or a table's Join failed, for its toast: the server's own message when the API error carries it
 * (`reason`), else what the status means on that call, else the error's message.
 */
export function refusalText(error: unknown, meanings: StatusMeanings): string {
  const reason = (error as { reason?: unknown } | null)?.reason;
  if (typeof reason === 'string' && reason) return reason;
  if (isErrorShaped(error)) return meanings[error.status] ?? error.message;
  return 'Something went wrong';
}
