import type { ActionOutcome } from '@tabletop/board-kit';
import type { GameState } from '@tabletop/game-kit';
import type { GameStatePatch, Presence, RematchOffer, SyncRequest } from '@tabletop/protocol';
import { createContext, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { refreshSession } from '../api/session';
import { waitAtMost } from '../async/wait-at-most';
import { useAuth } from '../auth/AuthContext';
import { ServerClock } from '../clock/server-clock';
import { readToken } from '../auth/credentials';
import { useRequiredContext } from '../context/required-context';
import type { BoardGate } from '../games/board-first';
import { useBoardFirst } from '../games/BoardFirstContext';
import { useMatch } from '../match/MatchContext';
import { useNotify } from '../notify/NotifyContext';
import { catchUp, syncRequest } from './catch-up';
import { nextConnectionStatus, type ConnectionEvent, type ConnectionStatus } from './connection-status';
import type { GameSocket } from './game-socket';
import { readPresence } from './presence';
import { ACTION_TIMEOUT_MS, sendAction, UNDELIVERED_ERRORS, type ActionChannel } from './send-action';
import { applyPush } from './state-patch-push';
import { reconnectOnNotice } from './server-notice';
import { LIVE_RENEWAL_MARGIN_MS, renewBeforeExpiry } from './live-renewal';
import { renewOnUnauthorized } from './socket-renewal';

export const SYNC_TIMEOUT_MS = 5000;

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
 * socket.io-client, fetched only once someone is signed in: the login page does not load it. On a page opened on a
 * board it waits for the board (board-first.ts): the page's state came with the startup prefetch, and the connection's
 * first sync brings anything newer.
 */
const loadGameSocket = (boardFirst: BoardGate) => boardFirst.whenShown().then(() => import('./game-socket'));

export function RealtimeProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const { match, receive: take } = useMatch();
  const { notify } = useNotify();
  const boardFirst = useBoardFirst();
  const socket = useRef<GameSocket | null>(null);
  /** The connection on its way (null if it never comes): a move made before it is up is sent once it is. */
  const arriving = useRef<Promise<GameSocket | null>>(Promise.resolve(null));
  const latest = useRef(match);
  latest.current = match;
  const [status, setStatus] = useState<ConnectionStatus>('connecting');
  const [presence, setPresence] = useState<Presence | null>(null);
  const [rematch, setRematch] = useState<RematchOffer | null>(null);
  const [connection, setConnection] = useState<GameSocket | null>(null);
  const [serverClock] = useState(() => new ServerClock());
  const serverNow = useCallback(() => serverClock.now(), [serverClock]);
  /** Every state that arrives: a game clock's `serverTime` also bounds the clocks' offset. */
  const receive = useCallback(
    (state: GameState) => {
      if (state.clock) serverClock.arrived(state.clock.serverTime, Date.now());
      take(state);
    },
    [serverClock, take],
  );
  // Keyed on who is signed in, not on the token: a renewed token must not drop the connection.
  const userId = user?.id;
  const code = match?.code;

  /** Asks for what was missed since the version on screen (or the full state), and who is online. */
  const resync = useCallback(
    (code: string) => {
      const connection = socket.current;
      if (!connection) return;
      const ask = (request: SyncRequest, sentAt = Date.now()) =>
        connection.timeout(SYNC_TIMEOUT_MS).emit('sync', request, (error, answer) => {
          if (error || !answer?.ok) return;
          if (answer.serverTime !== undefined) serverClock.roundTrip(answer.serverTime, sentAt, Date.now());
          const present = answer.online && readPresence({ code, online: answer.online, computers: answer.computers });
          if (present) setPresence(present);
          const held = latest.current;
          if (held && held.code !== code) return;
          const outcome = catchUp(held, answer);
          if (outcome.kind === 'state') receive(outcome.state);
          else if (outcome.kind === 'full' && request.since !== undefined) ask({ code });
        });
      ask(syncRequest(code, latest.current));
    },
    [receive, serverClock],
  );

  /** A patch pushed by the server or answering the user's own action: applied to the state held, or a catch-up. */
  const takePatch = useCallback(
    (patch: GameStatePatch) => {
      const outcome = applyPush(latest.current, patch);
      if (outcome.kind === 'resync') resync(patch.code);
      if (outcome.kind !== 'state') return;
      // A second patch may arrive before React renders the first one's state.
      latest.current = outcome.state;
      receive(outcome.state);
    },
    [receive, resync],
  );

  useEffect(() => {
    if (userId === undefined) return;
    setStatus('connecting');
    setPresence(null);
    let closed = false;
    let close = () => {};
    const arrival = loadGameSocket(boardFirst).then(({ connectGameSocket, reconnectGameSocket, SOCKET_OPTIONS }) => {
      if (closed) return null;
      const connection = connectGameSocket(readToken);
      socket.current = connection;
      setConnection(connection);
      const reconnect = () => reconnectGameSocket(connection);
      const stopRenewal = renewOnUnauthorized(connection, {
        refresh: refreshSession,
        reconnect,
        retryDelayMs: SOCKET_OPTIONS.reconnectionDelayMax,
      });
      // The server closes a connection whose token expired: hand it a fresh one before then, on the live connection.
      const stopLiveRenewal = renewBeforeExpiry(connection, {
        token: readToken,
        refresh: refreshSession,
        marginMs: LIVE_RENEWAL_MARGIN_MS,
        ackTimeoutMs: SYNC_TIMEOUT_MS,
      });
      // An instance shutting down, an expired token or an ended session: the server says so and closes the connection.
      const stopNotices = reconnectOnNotice(connection, { reconnect, renew: refreshSession });
      const track = (event: ConnectionEvent) => setStatus((current) => nextConnectionStatus(current, event));
      connection.on('connect', () => track('connect'));
      connection.on('startGame', receive);
      connection.on('emit-state', receive);
      connection.on('state-patch', takePatch);
      connection.on('rematch', setRematch);
      connection.on('presence', (report) => {
        const read = readPresence(report);
        if (read) setPresence(read);
      });
      connection.on('disconnect', (reason) => {
        console.warn('Game connection lost:', reason);
        track('disconnect');
      });
      connection.on('connect_error', (error) => {
        console.error('Game connection error:', error.message);
        track('connect_error');
      });
      connection.io.on('reconnect_attempt', () => track('reconnect_attempt'));
      close = () => {
        stopRenewal();
        stopLiveRenewal();
        stopNotices();
        connection.removeAllListeners();
        connection.io.removeAllListeners();
        connection.disconnect();
        socket.current = null;
        setConnection(null);
      };
      return connection;
    });
    arriving.current = arrival.catch((error: unknown) => {
      console.error('The game connection could not be loaded:', error);
      return null;
    });
    return () => {
      closed = true;
      arriving.current = Promise.resolve(null);
      close();
    };
  }, [userId, boardFirst, receive, resync, takePatch]);

  // Whenever the connection comes (back) up with a game on screen, pushes may have been missed while it was down.
  // A full-state push that skips versions needs no sync (an older one is never taken, see shouldReplace); a patch
  // that skips versions asks for one itself.
  useEffect(() => {
    if (status === 'connected' && code) resync(code);
  }, [status, code, resync]);

  const act = useCallback(
    async (action: unknown): Promise<ActionOutcome> => {
      // The board is drawn before the connection is made (board-first.ts): a move made that soon waits for it, up to
      // the time a move waits for its answer, and then for its answer.
      const connection = socket.current ?? (await waitAtMost(arriving.current, ACTION_TIMEOUT_MS, null));
      const current = latest.current;
      if (!connection || !current) {
        notify(UNDELIVERED_ERRORS.notConnected);
        return { ok: false, error: UNDELIVERED_ERRORS.notConnected };
      }
      const { outcome, adopt, version, applied } = await sendAction(
        connection as unknown as ActionChannel,
        current,
        action,
      );
      if (adopt) receive(adopt);
      if (applied) takePatch(applied);
      // An action applied already (a retry) comes without its patch: fetch what it made if it is not on screen.
      else if (version !== undefined && (latest.current?.version ?? -1) < version) resync(current.code);
      // The board shows refusals; an action that never reached the server is a connection problem to report.
      if (!outcome.ok && outcome.error === UNDELIVERED_ERRORS.noAnswer) notify(outcome.error);
      return outcome;
    },
    [receive, notify, resync, takePatch],
  );

  const value = useMemo(
    () => ({ act, status, presence, rematch, connection, serverNow }),
    [act, status, presence, rematch, connection, serverNow],
  );
  return <RealtimeContext.Provider value={value}>{children}</RealtimeContext.Provider>;
}

export function useRealtime(): RealtimeContextValue {
  return useRequiredContext(RealtimeContext);
}
