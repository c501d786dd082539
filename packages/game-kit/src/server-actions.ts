import type { GameDefinition, Match } from './contract';
import { forfeitMatch, isForfeitAction } from './forfeit';

/**
 * The actions the server logs on a seat's behalf, besides FORFEIT_ACTION: a clock that ran out, an aborted game, a
 * victory claimed over absent opponents. Their `type` starts with `$`, which no game's own action has, so the replay
 * and the move list tell them apart, and no game's rules accept them from a client.
 */
export const TIMEOUT_ACTION = { type: '$timeout' } as const;
export const ABORT_ACTION = { type: '$abort' } as const;
/** The abort the server makes for a seat that did not make its first move in time. */
export const LATE_ABORT_ACTION = { type: '$abort', late: true } as const;
export const CLAIM_ACTION = { type: '$claim' } as const;

const typeOf = (action: unknown): unknown =>
  typeof action === 'object' && action !== null ? (action as { type?: unknown }).type : undefined;

export const isTimeoutAction = (action: unknown): boolean => typeOf(action) === TIMEOUT_ACTION.type;
export const isAbortAction = (action: unknown): boolean => typeOf(action) === ABORT_ACTION.type;
export const isClaimAction = (action: unknown): boolean => typeOf(action) === CLAIM_ACTION.type;

/** Whether the server made this action (a forfeit, a timeout, an abort, a claim) rather than a player's move. */
export function isServerAction(action: unknown): boolean {
  return isForfeitAction(action) || isTimeoutAction(action) || isAbortAction(action) || isClaimAction(action);
}

type ForfeitRules<S> = Pick<GameDefinition<S>, 'players' | 'forfeit'>;

/**
 * The match after `playerId`'s clock ran out: they are out as if they had left (a two-player game ends, a bigger one
 * goes on without them), and `forfeited.timedOut` names them.
 */
export function timeoutMatch<S>(match: Match<S>, playerId: number, definition: ForfeitRules<S>): Match<S> {
  const after = forfeitMatch(match, playerId, definition);
  if (after === match || !after.forfeited) return match;
  const timedOut = [...(match.forfeited?.timedOut ?? []), playerId];
  return { ...after, forfeited: { ...after.forfeited, timedOut } };
}

/**
 * The match called off by `by` (`late`: they did not make their first move in time): over, nobody to move, no winner.
 * Scores and state stay as they were.
 */
export function abortMatch<S>(match: Match<S>, by: number, late = false): Match<S> {
  if (match.gameOver) return match;
  return { ...match, player: null, gameOver: true, aborted: { by, late } };
}

/** Whether a logged abort was the server's, for a first move not made in time. */
export const isLateAbort = (action: unknown): boolean =>
  isAbortAction(action) && (action as { late?: unknown }).late === true;

/**
 * The match after `claimerId` claims victory over opponents who have gone: every other seat still in the game
 * forfeits, in seat order, until the game ends (it may end before the last of them).
 */
export function claimMatch<S>(match: Match<S>, claimerId: number, definition: ForfeitRules<S>): Match<S> {
  let claimed = match;
  for (const { player } of match.score) {
    if (claimed.gameOver) break;
    if (player.id !== claimerId) claimed = forfeitMatch(claimed, player.id, definition);
  }
  return claimed;
}
