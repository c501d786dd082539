import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import type { FloorAck } from '../src/floor-table';
import { startFloorServer } from '../src/floor-server';

type Started = Awaited<ReturnType<typeof startFloorServer>>;

describe('the Socket.IO floor server', () => {
  let server: Started;
  let url: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    server = await startFloorServer(0);
    url = `http://127.0.0.1:${(server.http.address() as AddressInfo).port}`;
  });
  afterEach(() => sockets.splice(0).forEach((socket) => socket.close()));
  afterAll(() => server.io.close());

  const open = (auth: unknown) => {
    const socket = connect(url, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      auth: auth as object,
    });
    sockets.push(socket);
    return socket;
  };
  const next = <T>(socket: Socket, event: string) => new Promise<T>((done) => socket.once(event, done));

  it('starts a table when both seats are taken, acknowledges the mover and sends the opponent the patch', async () => {
    const [a, b] = [open({ table: 'x', seat: 0 }), open({ table: 'x', seat: 1 })];
    const [start] = await Promise.all([next<{ code: string; version: number }>(a, 'startGame'), next(b, 'startGame')]);
    expect(start.version).toBe(0);
    const patched = next<{ code: string; from: number; version: number }>(b, 'state-patch');
    const ack = await a.emitWithAck('action', { code: start.code, version: 0, action: { board: 4, cell: 4 } });
    expect(ack).toMatchObject({ ok: true, version: 1, patch: { from: 0, version: 1 } });
    expect(await patched).toMatchObject({ code: start.code, from: 0, version: 1 });
    const refused: FloorAck = await a.emitWithAck('action', { code: start.code, version: 1, action: {} });
    expect(refused).toEqual({ ok: false, error: 'Not your turn' });
    // Garbage changes nothing and the server goes on.
    expect(await b.emitWithAck('action', 'garbage')).toEqual({ ok: false, error: 'Unknown game' });
    b.emit('action', { code: start.code, version: 1 });
    expect(await b.emitWithAck('action', { code: start.code, version: 1, action: {} })).toMatchObject({ version: 2 });
  });

  it('refuses a handshake without a table and seat, and a second socket on a taken seat', async () => {
    const error = await next<Error>(open({ seat: 3 }), 'connect_error');
    expect(error.message).toBe('auth.table must be 1 to 64 characters');
    await next(open({ table: 'y', seat: 0 }), 'connect');
    const second = await next<Error>(open({ table: 'y', seat: 0 }), 'connect_error');
    expect(second.message).toBe('Seat taken');
  });
});
