import type { GameDefinition, Match } from './contract';
import { isForfeitAction } from './forfeit';
import { isAbortAction, isClaimAction, isLateAbort, isTimeoutAction } from './server-actions';
import { viewFor } from './view';

/** How a forfeit reads in every game's move list. */
export const RESIGNS = 'resigns';
/** How the other actions the server makes on a seat's behalf read in every game's move list. */
export const SERVER_ACTION_TEXT = {
  timeout: 'ran out of time',
  abort: 'aborted the game',
  lateAbort: 'made no first move in time: game aborted',
  claim: 'claimed victory',
} as const;

function serverActionText(action: unknown): string | null {
  if (isForfeitAction(action)) return RESIGNS;
  if (isTimeoutAction(action)) return SERVER_ACTION_TEXT.timeout;
  if (isLateAbort(action)) return SERVER_ACTION_TEXT.lateAbort;
  if (isAbortAction(action)) return SERVER_ACTION_TEXT.abort;
  if (isClaimAction(action)) return SERVER_ACTION_TEXT.claim;
  return null;
}

/**
 * The text of one move for a move list: `resigns` for a forfeit (and likewise for the server's other actions), else the game's describeAction given the PUBLIC view
 * of the match before it (never the match itself, so a game cannot leak hidden information by mistake), else compact
 * JSON of the action. Never throws: a game whose describeAction throws or answers nothing falls back to JSON.
 */
export function moveText<S, A>(
  definition: Pick<GameDefinition<S, A>, 'view' | 'describeAction'>,
  before: Match<S>,
  playerId: number,
  action: unknown,
): string {
  const server = serverActionText(action);
  if (server !== null) return server;
  if (definition.describeAction) {
    try {
      const text = definition.describeAction(viewFor(definition, before, null), playerId, action as A);
      if (typeof text === 'string' && text !== '') return text;
    } catch {
      // A bug in a game's notation must not take a move list (or a replay) down: JSON still says what was done.
    }
  }
  return compactJson(action);
}

function compactJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return '?';
  }
}

/** Columns a, b, c… left to right and rows 1, 2, 3… top to bottom: `c4` is x 2, y 3. For grid games' notations. */
export function squareName(x: number, y: number): string {
  return `${String.fromCharCode(97 + x)}${y + 1}`;
}
