import type { IncomingMessage } from 'node:http';
import type { ServerNotice } from '@tabletop/protocol';
import type { Socket } from 'socket.io';
import type { RateLimit } from '../config/config';
import { ipTracker } from '../limits/client-ip';
import { TokenBucket } from './token-bucket';

type Next = (error?: Error) => void;

export const TOO_MANY_CONNECTIONS = 'Too many connections';

/** Where live connections are counted: this instance's memory, or SocketConnections across instances. */
export interface ConnectionCounter {
  tryAcquire(ip: string): Promise<boolean>;
  release(ip: string): void;
}

/**
 * Handshake middleware: refuses a connection (connect_error 'Too many connections') when its client IP (an IPv6
 * address by its /64) already has as many live ones as `connections` allows; keeps that IP in `socket.data.ip`. The
 * count is released when the underlying connection closes, however it ends (a later middleware refusing it, the client
 * leaving, the server cutting it off).
 */
export function limitConnectionsPerIp(
  connections: ConnectionCounter,
  clientIp: (request: IncomingMessage) => string,
  onRefused: () => void,
): (socket: Socket, next: Next) => void {
  return (socket, next) => {
    const ip = ipTracker(clientIp(socket.request));
    (socket.data as { ip?: string }).ip = ip;
    void connections.tryAcquire(ip).then((accepted) => {
      if (!accepted) {
        onRefused();
        return next(new Error(TOO_MANY_CONNECTIONS));
      }
      // The client may have gone while Redis answered.
      if (socket.conn.readyState === 'closed') return connections.release(ip);
      releaseOnClose(socket, connections, ip);
      next();
    });
  };
}

/**
 * Made outside the middleware so the listener's scope holds only the counter and the IP: one made inside it would keep
 * `next`, and through it Socket.IO's middleware chain for the connection, alive as long as the socket.
 */
function releaseOnClose(socket: Socket, connections: ConnectionCounter, ip: string): void {
  socket.conn.once('close', () => connections.release(ip));
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

/** The events answered from the database without changing anything: cheap to send, dear to answer. */
export const LOOKUP_EVENTS: ReadonlySet<string> = new Set(['sync', 'presence', 'watch', 'watch-tables']);

/**
 * Per-socket middleware, after limitMessageRate: the LOOKUP_EVENTS also spend a token of a smaller bucket of their
 * own (made at the first one, so sockets that never ask cost nothing). Over it the request is answered
 * `{ ok: false, error }` without reaching the gateway; the socket stays up (a client resyncing after a reconnect is
 * not misbehaving, only early).
 */
export function limitLookupRate(limit: RateLimit): (packet: unknown[], next: Next) => void {
  let bucket: TokenBucket | undefined;
  return (packet, next) => {
    if (!LOOKUP_EVENTS.has(packet[0] as string)) return next();
    bucket ??= new TokenBucket(limit.limit, (limit.limit * 1000) / limit.windowMs);
    if (bucket.take()) return next();
    const ack = packet[packet.length - 1];
    const seconds = Math.max(1, Math.ceil(bucket.msUntilNext() / 1000));
    if (typeof ack === 'function') ack({ ok: false, error: `Too many requests, try again in ${seconds} s` });
  };
}
