import type { GameState } from '@tabletop/game-kit';
import { hasForfeited, isWaiting } from '@tabletop/protocol';
import { isErrorShaped } from '../api/errors';

export interface MatchState {
  /** The user's current game (waiting, running or just finished), or null. */
  match: GameState | null;
  /** True while the current state is being fetched. */
  loading: boolean;
  /** The code of a game the user left or put away: late pushes for it must not bring it back. */
  dismissed: string | null;
}

export type MatchEvent =
  | { type: 'loading' }
  /** The answer of GET /game/current-state: a state, undefined for 204, or an error object. */
  | { type: 'loaded'; answer: unknown }
  /** A state the server pushed, or sent with a refused action's ack. */
  | { type: 'received'; state: GameState }
  /** The answer to the user's own create, join or start: it wins over an earlier dismissal. */
  | { type: 'adopted'; state: GameState }
  /** The user left the game or put a finished one away. */
  | { type: 'dismissed' }
  | { type: 'cleared' };

export const initialMatchState: MatchState = { match: null, loading: false, dismissed: null };

/**
 * A state replaces ours when we have none, when it is another game, or when it is not older than ours:
 * pushes can arrive out of order, and an older version must never undo a newer one. Version 0 is the waiting room's
 * and the started game's both, and a game never goes back to waiting: the answer to a join that arrives after the
 * pushed start must not put the player back in the waiting room.
 */
export function shouldReplace(local: GameState | null, incoming: GameState): boolean {
  if (!local) return true;
  if (local.code !== incoming.code || local.game !== incoming.game) return true;
  if (incoming.version !== local.version) return incoming.version > local.version;
  return isWaiting(incoming) ? isWaiting(local) : true;
}

export function matchReducer(state: MatchState, event: MatchEvent): MatchState {
  switch (event.type) {
    case 'loading':
      return { ...state, loading: true };
    case 'loaded':
      if (event.answer === undefined) return { ...state, loading: false };
      if (isErrorShaped(event.answer) || !isGameState(event.answer)) return { ...initialMatchState };
      // The connection comes up a second after the page at the latest (board-first.ts), so a slow answer may find a
      // newer state pushed meanwhile.
      if (!shouldReplace(state.match, event.answer)) return { ...state, loading: false, dismissed: null };
      return { match: event.answer, loading: false, dismissed: null };
    case 'received':
      if (event.state.code === state.dismissed) return state;
      return shouldReplace(state.match, event.state) ? { ...state, match: event.state } : state;
    case 'adopted':
      if (!shouldReplace(state.match, event.state)) return { ...state, dismissed: null };
      return { ...state, match: event.state, dismissed: null };
    case 'dismissed':
      return { match: null, loading: false, dismissed: state.match?.code ?? state.dismissed };
    case 'cleared':
      return { ...initialMatchState };
  }
}

/**
 * The route id of the game the user is in, or null: a finished game no longer holds the user, nor one that `meId`
 * forfeited and only watches to its end.
 */
export function activeGameUrl(match: GameState | null, meId?: number): string | null {
  if (!match || match.gameOver) return null;
  return meId !== undefined && hasForfeited(match, meId) ? null : match.game;
}

export function isGameState(value: unknown): value is GameState {
  const state = value as GameState;
  return (
    typeof state === 'object' &&
    state !== null &&
    typeof state.game === 'string' &&
    typeof state.code === 'string' &&
    typeof state.version === 'number' &&
    Array.isArray(state.score)
  );
}
