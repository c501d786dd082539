import { useCallback, useEffect, useRef, useState } from 'react';
import { refreshSession } from '../api/session';
import { readToken } from '../auth/credentials';
import type { BoardGate } from '../games/board-first';
import { useBoardFirst } from '../games/BoardFirstContext';
import { nextConnectionStatus, type ConnectionEvent, type ConnectionStatus } from './connection-status';
import type { GameSocket } from './game-socket';
import { LIVE_RENEWAL_MARGIN_MS, renewBeforeExpiry } from './live-renewal';
import { reconnectOnNotice } from './server-notice';
import { renewOnUnauthorized } from './socket-renewal';

/** How long the server is given to answer a sync or a token handed to the live connection. */
export const SYNC_TIMEOUT_MS = 5000;

/** Starts listening to a connection just made, before any of its events; returns a function that stops. */
export type Listen = (connection: GameSocket) => () => void;

export interface GameConnection {
  /** The live connection once it exists, for what subscribes to it from React. */
  connection: GameSocket | null;
  status: ConnectionStatus;
  /** The connection at this moment (ahead of `connection`, which waits for a render). */
  current(): GameSocket | null;
  /** The connection on its way (null if it never comes): a move made before it is up is sent once it is. */
  arriving(): Promise<GameSocket | null>;
}

/**
 * socket.io-client, fetched only once someone is signed in: the login page does not load it. On a page opened on a
 * board it waits for the board (board-first.ts): the page's state came with the startup prefetch, and the connection's
 * first sync brings anything newer.
 */
const loadGameSocket = (boardFirst: BoardGate) => boardFirst.whenShown().then(() => import('./game-socket'));

/**
 * The signed-in user's one game connection: made once their board is shown, kept through token renewals (a handshake
 * refused as Unauthorized, a token about to expire on the live connection, and the server's notices before it closes
 * one) and closed when the user changes. Keyed on who is signed in, not on the token: a renewed token must not drop it.
 */
export function useGameConnection(userId: number | undefined, listen: Listen): GameConnection {
  const boardFirst = useBoardFirst();
  const socket = useRef<GameSocket | null>(null);
  const arrival = useRef<Promise<GameSocket | null>>(Promise.resolve(null));
  const [status, setStatus] = useState<ConnectionStatus>('connecting');
  const [connection, setConnection] = useState<GameSocket | null>(null);

  useEffect(() => {
    if (userId === undefined) return;
    setStatus('connecting');
    let closed = false;
    let close = () => {};
    const made = loadGameSocket(boardFirst).then(({ connectGameSocket, reconnectGameSocket, SOCKET_OPTIONS }) => {
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
      connection.on('disconnect', (reason) => {
        console.warn('Game connection lost:', reason);
        track('disconnect');
      });
      connection.on('connect_error', (error) => {
        console.error('Game connection error:', error.message);
        track('connect_error');
      });
      connection.io.on('reconnect_attempt', () => track('reconnect_attempt'));
      const stopListening = listen(connection);
      close = () => {
        stopRenewal();
        stopLiveRenewal();
        stopNotices();
        stopListening();
        connection.removeAllListeners();
        connection.io.removeAllListeners();
        connection.disconnect();
        socket.current = null;
        setConnection(null);
      };
      return connection;
    });
    arrival.current = made.catch((error: unknown) => {
      console.error('The game connection could not be loaded:', error);
      return null;
    });
    return () => {
      closed = true;
      arrival.current = Promise.resolve(null);
      close();
    };
  }, [userId, boardFirst, listen]);

  const current = useCallback(() => socket.current, []);
  const arriving = useCallback(() => arrival.current, []);
  return { connection, status, current, arriving };
}
