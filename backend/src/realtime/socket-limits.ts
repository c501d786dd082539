import type { IncomingMessage } from 'node:http';
import type { ServerNotice } from '@tabletop/game-kit';
import type { Socket } from 'socket.io';
import type { RateLimit } from '../config/config';
import { ConnectionsPerIp } from './connections-per-ip';
import { TokenBucket } from './token-bucket';

type Next = (error?: Error) => void;

export const TOO_MANY_CONNECTIONS = 'Too many connections';

/**
 * Handshake middleware: refuses a connection (connect_error 'Too many connections') when its client IP already has
 * `limit` live ones on this instance. The count is released when the underlying connection closes, however it ends
 * (a later middleware refusing it, the client leaving, the server cutting it off).
 */
export function limitConnectionsPerIp(
  limit: number,
  clientIp: (request: IncomingMessage) => string,
  onRefused: () => void,
): (socket: Socket, next: Next) => void {
  const connections = new ConnectionsPerIp(limit);
  return (socket, next) => {
    const ip = clientIp(socket.request);
    if (!connections.tryAcquire(ip)) {
      onRefused();
      return next(new Error(TOO_MANY_CONNECTIONS));
    }
    socket.conn.once('close', () => connections.release(ip));
    next();
  };
}

export const RATE_LIMITED: ServerNotice = {
  reason: 'rate-limited',
  message: 'Too many messages: this connection was closed. Slow down before connecting again.',
  reconnect: false,
};

/**
 * Per-socket middleware: every incoming message spends a token of a bucket holding `limit.limit`, refilled at
 * `limit.limit` per `limit.windowMs`. The first message over it is dropped, `onLimited` hears of it, the client is told
 * why (server-notice) and the socket is disconnected.
 */
export function limitMessageRate(
  socket: Socket,
  limit: RateLimit,
  onLimited: (socket: Socket) => void,
): (packet: unknown[], next: Next) => void {
  const bucket = new TokenBucket(limit.limit, (limit.limit * 1000) / limit.windowMs);
  return (_packet, next) => {
    if (bucket.take()) return next();
    if (socket.disconnected) return;
    onLimited(socket);
    socket.emit('server-notice', RATE_LIMITED);
    socket.disconnect(true);
  };
}
