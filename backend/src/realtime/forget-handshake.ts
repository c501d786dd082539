import type { Socket } from 'socket.io';

/**
 * Once a connection is authenticated nothing reads its handshake again: an idle socket need not hold its headers (a
 * browser's run to kilobytes), its token, its query or the HTTP upgrade request for its whole life.
 */
export function forgetHandshake(socket: Socket): void {
  socket.handshake.headers = {};
  socket.handshake.auth = {};
  socket.handshake.query = {};
  (socket.conn as { request: unknown }).request = null;
}
