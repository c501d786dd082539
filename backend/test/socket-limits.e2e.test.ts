import type { ServerNotice } from '@tabletop/protocol';
import { connect, guest, type ClientSocket, type Guest } from './support/server';
import { useTestServer } from './support/test-server';

/** Resolves with the disconnect reason, or rejects after `timeoutMs`. */
function disconnected(socket: ClientSocket, timeoutMs = 5000): Promise<string> {
  if (socket.disconnected) return Promise.resolve('already');
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Still connected after ${timeoutMs} ms`)), timeoutMs);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A message the server answers (an unknown game) without changing anything. */
const syncUnknown = (socket: ClientSocket, code = 'ZZZZ') => socket.timeout(5000).emitWithAck('sync', { code });

describe('socket message limits', () => {
  const server = useTestServer({
    SOCKET_MAX_MESSAGE_BYTES: '4096',
    SOCKET_RATE_LIMIT: '5/500ms', // burst 5, then 10 per second
    SOCKET_CONNECTIONS_PER_IP: '1000',
  });
  let player: Guest;
  const open = async () => {
    const socket = await connect(server.baseUrl, { token: player.jwt });
    server.track(socket);
    return socket;
  };

  beforeAll(async () => {
    player = await guest(server.baseUrl);
  });

  it('closes a connection that sends a message over the size limit; others go on and the server stays up', async () => {
    const [big, other] = [await open(), await open()];
    // Just under the limit is still a message like any other: answered (refused as an unknown game).
    expect(await syncUnknown(other, 'Q'.repeat(3500))).toEqual({ ok: false, error: expect.any(String) });
    const gone = disconnected(big);
    big.emit('sync', { code: 'Q'.repeat(5000) }, () => undefined);
    expect(await gone).toBe('transport close');
    expect(other.connected).toBe(true);
    expect(await syncUnknown(other)).toEqual({ ok: false, error: expect.any(String) });
    await server.http().get('/api/health').expect(200);
  });

  it('disconnects a flooding socket with a rate-limited server-notice', async () => {
    const [flooder, bystander] = [await open(), await open()];
    const notices: ServerNotice[] = [];
    flooder.on('server-notice', (notice) => notices.push(notice));
    const gone = disconnected(flooder);
    for (let i = 0; i < 50; i++) flooder.emit('sync', { code: 'ZZZZ' }, () => undefined);
    expect(await gone).toBe('io server disconnect');
    expect(notices).toEqual([
      { reason: 'rate-limited', message: expect.stringContaining('Too many messages'), reconnect: false },
    ]);
    // Only the flooder was cut off.
    expect(await syncUnknown(bystander)).toEqual({ ok: false, error: expect.any(String) });
    expect(bystander.connected).toBe(true);
  });

  it('lets a socket at a steady human pace send many more messages than the burst', async () => {
    const socket = await open();
    let notice: ServerNotice | undefined;
    socket.on('server-notice', (received) => (notice = received));
    for (let i = 0; i < 20; i++) {
      expect(await syncUnknown(socket)).toEqual({ ok: false, error: expect.any(String) });
      await sleep(150); // under 7 per second, the refill is 10
    }
    expect(notice).toBeUndefined();
    expect(socket.connected).toBe(true);
  });
});

/** Connects, retrying while the server has not yet seen an earlier connection close (bounded). */
async function connectSoon(baseUrl: string, options: Parameters<typeof connect>[1]): Promise<ClientSocket> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await connect(baseUrl, options);
    } catch (error) {
      if (attempt >= 50 || !String(error).includes('Too many connections')) throw error;
      await sleep(100);
    }
  }
}

describe('the per-IP connection limit', () => {
  describe('without a trusted proxy', () => {
    const server = useTestServer({ SOCKET_CONNECTIONS_PER_IP: '3' });

    it('refuses a connection over the limit, whatever X-Forwarded-For claims, and frees places on disconnect', async () => {
      const player = await guest(server.baseUrl);
      const sockets = [];
      for (const forwarded of ['203.0.113.1', '203.0.113.2', '203.0.113.3'])
        sockets.push(await connect(server.baseUrl, { token: player.jwt, headers: { 'X-Forwarded-For': forwarded } }));
      server.track(...sockets);
      await expect(
        connect(server.baseUrl, { token: player.jwt, headers: { 'X-Forwarded-For': '203.0.113.4' } }),
      ).rejects.toThrow('Too many connections');
      // Refusals before authentication: a bad token over the limit is refused for the limit.
      await expect(connect(server.baseUrl, { token: 'not-a-token' })).rejects.toThrow('Too many connections');
      // The refused attempts took no place; closing one frees one.
      sockets[0].close();
      const again = await connectSoon(server.baseUrl, { token: player.jwt });
      server.track(again);
      expect(again.connected).toBe(true);
      await expect(connect(server.baseUrl, { token: player.jwt })).rejects.toThrow('Too many connections');
      for (const socket of [...sockets, again]) socket.close();
    });

    it('frees the place of a connection refused later in the handshake (bad token)', async () => {
      const player = await guest(server.baseUrl);
      for (let i = 0; i < 5; i++)
        await expect(connectSoon(server.baseUrl, { token: 'not-a-token' })).rejects.toThrow('Unauthorized');
      const sockets = [];
      for (let i = 0; i < 3; i++) sockets.push(await connectSoon(server.baseUrl, { token: player.jwt }));
      server.track(...sockets);
      expect(sockets.every((socket) => socket.connected)).toBe(true);
    });
  });

  describe('behind a trusted proxy', () => {
    const server = useTestServer({ SOCKET_CONNECTIONS_PER_IP: '2', TRUST_PROXY: 'loopback' });

    it('counts each forwarded client IP on its own', async () => {
      const player = await guest(server.baseUrl);
      const from = (ip: string) => connect(server.baseUrl, { token: player.jwt, headers: { 'X-Forwarded-For': ip } });
      const first = [await from('203.0.113.1'), await from('203.0.113.1')];
      server.track(...first);
      await expect(from('203.0.113.1')).rejects.toThrow('Too many connections');
      const second = [await from('203.0.113.2'), await from('198.51.100.7, 203.0.113.2')];
      server.track(...second);
      expect(second[1].connected).toBe(true); // the proxy's own hop is the loopback: the client is 203.0.113.2
      await expect(from('203.0.113.2')).rejects.toThrow('Too many connections');
    });
  });
});
