import type { GameState } from '@tabletop/game-kit';
import { isErrorShaped } from '../api/errors';

export interface MatchState {
  /** The user's current game (waiting, running or just finished), or null. */
  match: GameState | null;
  /** True while the current state is being fetched. */
  loading: boolean;
}

export type MatchEvent =
  | { type: 'loading' }
  /** The answer of GET /game/current-state: a state, undefined for 204, or an error object. */
  | { type: 'loaded'; answer: unknown }
  /** A state from the server: a push, an HTTP answer or a stale action's ack. */
  | { type: 'received'; state: GameState }
  | { type: 'cleared' };

export const initialMatchState: MatchState = { match: null, loading: false };

/**
 * A state replaces ours when we have none, when it is another game, or when it is not older than ours:
 * pushes can arrive out of order, and an older version must never undo a newer one.
 */
export function shouldReplace(local: GameState | null, incoming: GameState): boolean {
  if (!local) return true;
  if (local.code !== incoming.code || local.game !== incoming.game) return true;
  return incoming.version >= local.version;
}

export function matchReducer(state: MatchState, event: MatchEvent): MatchState {
  switch (event.type) {
    case 'loading':
      return { ...state, loading: true };
    case 'loaded':
      if (event.answer === undefined) return { ...state, loading: false };
      if (isErrorShaped(event.answer) || !isGameState(event.answer)) return { match: null, loading: false };
      return { match: event.answer, loading: false };
    case 'received':
      return shouldReplace(state.match, event.state) ? { ...state, match: event.state } : state;
    case 'cleared':
      return { match: null, loading: false };
  }
}

/** The route id of the game the user is in, or null: a finished game no longer holds the user. */
export function activeGameUrl(match: GameState | null): string | null {
  return match && !match.gameOver ? match.game : null;
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
