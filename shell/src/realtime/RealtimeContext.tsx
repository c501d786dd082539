import type { ActionOutcome } from '@tabletop/board-kit';
import type { Presence, RematchOffer } from '@tabletop/protocol';
import { createContext, useCallback, useMemo, type ReactNode } from 'react';
import { useAuth } from '../auth/AuthContext';
import { useRequiredContext } from '../context/required-context';
import { useMatch } from '../match/MatchContext';
import { useNotify } from '../notify/NotifyContext';
import type { ConnectionStatus } from './connection-status';
import type { GameSocket } from './game-socket';
import { useAct } from './use-act';
import { useGameConnection } from './use-game-connection';
import { useGameSync, useResyncWhenConnected } from './use-game-sync';
import { usePresenceReport } from './use-presence-report';
import { useRematchPush } from './use-rematch-push';

export interface RealtimeContextValue {
  /** Sends a board action for the current game. */
  act(action: unknown): Promise<ActionOutcome>;
  status: ConnectionStatus;
  /** The server's last report of who in the user's game is connected. */
  presence: Presence | null;
  /** The last rematch offer the server pushed (for a finished game of the user's). */
  rematch: RematchOffer | null;
  /** The live connection once it exists, for pages with subscriptions of their own (the home page's open tables). */
  connection: GameSocket | null;
  /** The server's time now (epoch ms), by this browser's clock corrected for their offset: game clocks count by it. */
  serverNow(): number;
}

const RealtimeContext = createContext<RealtimeContextValue | null>(null);

/**
 * The signed-in user's live game, from its parts: the connection and its renewals, the game kept in step (pushes,
 * patches, catch-ups), who is online, rematch offers, and the user's own actions.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const userId = useAuth().user?.id;
  const { match, receive: take } = useMatch();
  const { notify } = useNotify();
  const presence = usePresenceReport(userId);
  const rematch = useRematchPush();
  const sync = useGameSync({ match, take, onPresence: presence.report });
  const listenToGame = sync.listen;
  const listenToPresence = presence.listen;
  const listenToRematch = rematch.listen;
  const listen = useCallback(
    (connection: GameSocket) => {
      const stops = [listenToGame, listenToRematch, listenToPresence].map((listen) => listen(connection));
      return () => stops.forEach((stop) => stop());
    },
    [listenToGame, listenToPresence, listenToRematch],
  );
  const { connection, status, current, arriving } = useGameConnection(userId, listen);
  useResyncWhenConnected(status, match?.code, sync.resync);
  const act = useAct({ connection: { current, arriving }, sync, notify });

  const { serverNow } = sync;
  const value = useMemo(
    () => ({ act, status, presence: presence.presence, rematch: rematch.rematch, connection, serverNow }),
    [act, status, presence.presence, rematch.rematch, connection, serverNow],
  );
  return <RealtimeContext.Provider value={value}>{children}</RealtimeContext.Provider>;
}

export function useRealtime(): RealtimeContextValue {
  return useRequiredContext(RealtimeContext);
}
