import type { ServerNotice } from '@tabletop/game-kit';

/** The part of a socket this needs; a fake in tests. */
export interface NoticeSocket {
  on(event: 'server-notice', listener: (notice: ServerNotice) => void): unknown;
  on(event: 'disconnect', listener: (reason: string) => void): unknown;
  off(event: 'server-notice' | 'disconnect', listener?: (...args: never[]) => void): unknown;
}

/** Socket.IO's reason when the server closed the connection on purpose. */
export const SERVER_DISCONNECT = 'io server disconnect';

/**
 * When the server announces it is closing the connection and asks for a reconnect (an instance draining for a
 * restart), connects again once it has closed: Socket.IO never reconnects by itself after a server-side disconnect.
 * A notice without `reconnect` (the client misbehaved) is left alone. Returns a function that stops watching.
 */
export function reconnectOnNotice(socket: NoticeSocket, reconnect: () => void): () => void {
  let asked = false;
  const onNotice = (notice: ServerNotice) => {
    asked = notice?.reconnect === true;
  };
  const onDisconnect = (reason: string) => {
    if (!asked || reason !== SERVER_DISCONNECT) return;
    asked = false;
    reconnect();
  };
  socket.on('server-notice', onNotice);
  socket.on('disconnect', onDisconnect);
  return () => {
    socket.off('server-notice', onNotice as (...args: never[]) => void);
    socket.off('disconnect', onDisconnect as (...args: never[]) => void);
  };
}
