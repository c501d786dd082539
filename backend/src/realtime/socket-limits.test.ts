import { EventEmitter } from 'node:events';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { Socket } from 'socket.io';
import { type ConnectionCounter, limitConnectionsPerIp } from './socket-limits';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** A handshake's socket as far as the middleware reads it: its request's address and its engine.io connection. */
function handshakeSocket() {
  const conn = Object.assign(new EventEmitter(), { readyState: 'open' });
  const socket = { request: { socket: { remoteAddress: '127.0.0.1' }, headers: {} }, data: {}, conn };
  return { socket, conn };
}

describe('limitConnectionsPerIp', () => {
  const released: string[] = [];
  const counter: ConnectionCounter = {
    tryAcquire: () => Promise.resolve(true),
    release: (ip) => released.push(ip),
  };
  const middleware = limitConnectionsPerIp(
    counter,
    () => '127.0.0.1',
    () => undefined,
  );

  beforeEach(() => (released.length = 0));

  it('releases the count when the accepted connection closes', async () => {
    const { socket, conn } = handshakeSocket();
    await new Promise<void>((resolve) => middleware(socket as unknown as Socket, () => resolve()));
    expect(released).toEqual([]);
    conn.emit('close');
    expect(released).toEqual(['127.0.0.1']);
  });

  it("does not keep the handshake's next (Socket.IO's middleware chain) alive as long as the connection", async () => {
    const { socket, conn } = handshakeSocket();
    let nextRef: WeakRef<() => void> | undefined;
    await new Promise<void>((resolve) => {
      const next = () => resolve();
      nextRef = new WeakRef(next);
      middleware(socket as unknown as Socket, next);
    });
    // A WeakRef holds its target until the job that made it ends.
    await new Promise((resolve) => setImmediate(resolve));
    collectGarbage();
    expect(nextRef!.deref()).toBeUndefined();
    conn.emit('close');
    expect(released).toEqual(['127.0.0.1']);
  });
});
