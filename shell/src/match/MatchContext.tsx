import type { GameState } from '@tabletop/game-kit';
import { createContext, useCallback, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import { useAuth } from '../auth/AuthContext';
import { useRequiredContext } from '../context/required-context';
import { takeCurrentState } from './current-state-prefetch';
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
  // Loading from the first render for a signed-in user: a page must not show "no game" before the answer has come.
  const [state, dispatch] = useReducer(matchReducer, userId, (id) =>
    id === undefined ? initialMatchState : { ...initialMatchState, loading: true },
  );

  // On sign-in or reload, resume the game the server says we are in.
  useEffect(() => {
    if (userId === undefined) {
      dispatch({ type: 'cleared' });
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

export function useMatch(): MatchContextValue {
  return useRequiredContext(MatchContext);
}
