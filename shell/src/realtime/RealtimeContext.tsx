import type { ActionOutcome } from '@tabletop/board-kit';
import { createContext, useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { refreshSession } from '../api/session';
import { useAuth } from '../auth/AuthContext';
import { readToken } from '../auth/credentials';
import { useRequiredContext } from '../context/required-context';
import { useMatch } from '../match/MatchContext';
import { connectGameSocket, reconnectGameSocket, SOCKET_OPTIONS, type GameSocket } from './game-socket';
import { sendAction, type ActionChannel } from './send-action';
import { renewOnUnauthorized } from './socket-renewal';

export interface RealtimeContextValue {
  /** Sends a board action for the current game. */
  act(action: unknown): Promise<ActionOutcome>;
}

const RealtimeContext = createContext<RealtimeContextValue | null>(null);

export function RealtimeProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const { match, receive } = useMatch();
  const socket = useRef<GameSocket | null>(null);
  const latest = useRef(match);
  latest.current = match;
  // Keyed on who is signed in, not on the token: a renewed token must not drop the connection.
  const userId = user?.id;

  useEffect(() => {
    if (userId === undefined) return;
    const connection = connectGameSocket(readToken);
    socket.current = connection;
    const stopRenewal = renewOnUnauthorized(connection, {
      refresh: refreshSession,
      reconnect: () => reconnectGameSocket(connection, readToken),
      retryDelayMs: SOCKET_OPTIONS.reconnectionDelayMax,
    });
    connection.on('startGame', receive);
    connection.on('emit-state', receive);
    connection.on('disconnect', (reason) => console.warn('Game connection lost:', reason));
    connection.on('connect_error', (error) => console.error('Game connection error:', error.message));
    // After a reconnect, pushes may have been missed: ask for the current state.
    connection.io.on('reconnect', () => {
      const code = latest.current?.code;
      if (!code) return;
      connection.timeout(5000).emit('sync', { code }, (error, answer) => {
        if (!error && answer?.ok) receive(answer.state);
      });
    });
    return () => {
      stopRenewal();
      connection.removeAllListeners();
      connection.io.removeAllListeners();
      connection.disconnect();
      socket.current = null;
    };
  }, [userId, receive]);

  const act = useCallback(
    async (action: unknown): Promise<ActionOutcome> => {
      const connection = socket.current;
      const current = latest.current;
      if (!connection || !current) return { ok: false, error: 'Not connected to a game' };
      const { outcome, adopt } = await sendAction(connection as unknown as ActionChannel, current, action);
      if (adopt) receive(adopt);
      return outcome;
    },
    [receive],
  );

  const value = useMemo(() => ({ act }), [act]);
  return <RealtimeContext.Provider value={value}>{children}</RealtimeContext.Provider>;
}

export function useRealtime(): RealtimeContextValue {
  return useRequiredContext(RealtimeContext);
}
