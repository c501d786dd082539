import type { GameState } from '@tabletop/game-kit';
import { createContext, useCallback, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import { api } from '../api/client';
import { useAuth } from '../auth/AuthContext';
import { useRequiredContext } from '../context/required-context';
import { initialMatchState, matchReducer, type MatchState } from './match-state';

export interface MatchContextValue extends MatchState {
  /** Offers a state from the server; it is kept only if it is not older than ours. */
  receive(state: GameState): void;
  /** Forgets the current game locally, e.g. to leave a finished one. */
  clear(): void;
}

const MatchContext = createContext<MatchContextValue | null>(null);

export function MatchProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const [state, dispatch] = useReducer(matchReducer, initialMatchState);
  const userId = user?.id;

  // On sign-in or reload, resume the game the server says we are in.
  useEffect(() => {
    if (userId === undefined) {
      dispatch({ type: 'cleared' });
      return;
    }
    let current = true;
    dispatch({ type: 'loading' });
    api
      .get<unknown>('/game/current-state')
      .then(
        (answer) => answer,
        (error: unknown) => error,
      )
      .then((answer) => {
        if (current) dispatch({ type: 'loaded', answer });
      });
    return () => {
      current = false;
    };
  }, [userId]);

  const receive = useCallback((incoming: GameState) => dispatch({ type: 'received', state: incoming }), []);
  const clear = useCallback(() => dispatch({ type: 'cleared' }), []);
  const value = useMemo(() => ({ ...state, receive, clear }), [state, receive, clear]);
  return <MatchContext.Provider value={value}>{children}</MatchContext.Provider>;
}

export function useMatch(): MatchContextValue {
  return useRequiredContext(MatchContext);
}
