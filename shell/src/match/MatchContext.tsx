import type { GameState } from '@tabletop/game-kit';
import { createContext, useCallback, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { useAuth } from '../auth/AuthContext';
import { useRequiredContext } from '../context/required-context';
import { takeArrivedCurrentState, takeCurrentState } from './current-state-prefetch';
import { initialMatchState, matchReducer, type MatchState } from './match-state';

export interface MatchContextValue extends MatchState {
  /** Offers a state the server pushed; it is kept only if it is not older than ours nor of a game put away. */
  receive(state: GameState): void;
  /** Takes the answer to the user's own create, join or start. */
  adopt(state: GameState): void;
  /** Forgets the current game (left, or finished and put away) and ignores late pushes for it. */
  dismiss(): void;
}

const MatchContext = createContext<MatchContextValue | null>(null);

export function MatchProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const userId = user?.id;
  const [state, dispatch] = useReducer(matchReducer, userId, startingState);
  // The user whose game the first state holds already (the startup prefetch had answered): not asked for again.
  const startedFor = useRef(state.loading ? undefined : userId);

  // On sign-in or reload, resume the game the server says we are in.
  useEffect(() => {
    if (userId === undefined) {
      dispatch({ type: 'cleared' });
      return;
    }
    if (startedFor.current === userId) {
      startedFor.current = undefined;
      return;
    }
    let current = true;
    dispatch({ type: 'loading' });
    void takeCurrentState(userId).then((answer) => {
      if (current) dispatch({ type: 'loaded', answer });
    });
    return () => {
      current = false;
    };
  }, [userId]);

  const receive = useCallback((incoming: GameState) => dispatch({ type: 'received', state: incoming }), []);
  const adopt = useCallback((incoming: GameState) => dispatch({ type: 'adopted', state: incoming }), []);
  const dismiss = useCallback(() => dispatch({ type: 'dismissed' }), []);
  const value = useMemo(() => ({ ...state, receive, adopt, dismiss }), [state, receive, adopt, dismiss]);
  return <MatchContext.Provider value={value}>{children}</MatchContext.Provider>;
}

/**
 * A signed-in user's game as the startup prefetch answered it, if that has come; else loading, from the first render:
 * a page must not show "no game" before the answer has come.
 */
function startingState(userId: number | undefined): MatchState {
  if (userId === undefined) return initialMatchState;
  const arrived = takeArrivedCurrentState(userId);
  if (!arrived) return { ...initialMatchState, loading: true };
  return matchReducer(initialMatchState, { type: 'loaded', answer: arrived.answer });
}

export function useMatch(): MatchContextValue {
  return useRequiredContext(MatchContext);
}
