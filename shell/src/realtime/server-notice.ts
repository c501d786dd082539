import type { ServerNotice } from '@tabletop/protocol';

/** The part of a socket this needs; a fake in tests. */
export interface NoticeSocket {
  on(event: 'server-notice', listener: (notice: ServerNotice) => void): unknown;
  on(event: 'disconnect', listener: (reason: string) => void): unknown;
  off(event: 'server-notice' | 'disconnect', listener?: (...args: never[]) => void): unknown;
}

/** Socket.IO's reason when the server closed the connection on purpose. */
export const SERVER_DISCONNECT = 'io server disconnect';

export interface NoticeActions {
  /** Connects again; the handshake reads the latest token. */
  reconnect(): void;
  /** Renews the session: the new token, null when refused (the session has then been logged out). */
  renew(): Promise<string | null>;
}

/**
 * When the server announces it is closing the connection, acts once it has closed (Socket.IO never reconnects by
 * itself after a server-side disconnect):
 * - asked to reconnect (an instance draining for a restart): connects again;
 * - `reauthenticate` (the connection's access token expired): renews the session first, then connects again;
 * - `signed-out` (the session was ended, perhaps in another tab): asks to renew, which logs this tab out when the
 *   browser's session is over, or connects again when the browser has signed in since.
 * Other notices without `reconnect` (the client misbehaved) are left alone. Returns a function that stops watching.
 */
export function reconnectOnNotice(socket: NoticeSocket, { reconnect, renew }: NoticeActions): () => void {
  let pending: ServerNotice | null = null;
  const onNotice = (notice: ServerNotice) => {
    pending = notice ?? null;
  };
  const onDisconnect = (reason: string) => {
    if (!pending || reason !== SERVER_DISCONNECT) return;
    const notice = pending;
    pending = null;
    if (notice.reason === 'reauthenticate' || notice.reason === 'signed-out') {
      // A failure to reach the server is no refusal: the handshake's own renewal takes over from there.
      renew().then((token) => token && reconnect(), reconnect);
    } else if (notice.reconnect === true) {
      reconnect();
    }
  };
  socket.on('server-notice', onNotice);
  socket.on('disconnect', onDisconnect);
  return () => {
    socket.off('server-notice', onNotice as (...args: never[]) => void);
    socket.off('disconnect', onDisconnect as (...args: never[]) => void);
  };
}
