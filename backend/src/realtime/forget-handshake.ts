import type { IncomingMessage } from 'node:http';
import type { Socket } from 'socket.io';

/**
 * Once a connection is authenticated nothing reads its handshake again: an idle socket need not hold its headers (a
 * browser's run to kilobytes), its token, its query or the HTTP upgrade request for its whole life. Engine.IO itself
 * keeps the upgrade request until the connection closes (a close listener it adds to the TCP socket refers to it), so
 * its headers are emptied too, which every idle connection's heap would otherwise keep.
 */
export function forgetHandshake(socket: Socket): void {
  socket.handshake.headers = {};
  socket.handshake.auth = {};
  socket.handshake.query = {};
  const request = socket.conn.request as IncomingMessage | null;
  if (request) {
    request.headers = {};
    request.rawHeaders = [];
  }
  (socket.conn as { request: unknown }).request = null;
}
