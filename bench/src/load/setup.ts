/** How every driver seats its games: the same pace, the same patience, and for Socket.IO, the same client. */
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';

/** Games seated at once. */
export const SETUP_CONCURRENCY = 16;
/** How long a connection, or a game's start, may take before seating fails. */
export const SETUP_TIMEOUT_MS = 30_000;

/**
 * A load client's connection: websocket only, its own, never reconnecting (a dropped client is a stalled game the
 * figures show, not one quietly retried). Ours and the Socket.IO floor connect alike, so the floor is ours without
 * the server's work.
 */
export function loadSocket(baseUrl: string, auth: SocketOptions['auth']): Socket {
  const options: Partial<ManagerOptions & SocketOptions> = {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth,
    timeout: SETUP_TIMEOUT_MS,
  };
  return io(baseUrl, options);
}

/** The next `startGame` this socket receives, its payload; rejected if the connection fails or none comes in time. */
export function nextStart<Start>(socket: Socket): Promise<Start> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no startGame')), SETUP_TIMEOUT_MS);
    socket.once('connect_error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.once('startGame', (start: Start) => {
      clearTimeout(timer);
      resolve(start);
    });
  });
}
