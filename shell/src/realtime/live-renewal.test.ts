import type { ReauthAck } from '@tabletop/protocol';
import { renewBeforeExpiry, type ReauthSocket } from './live-renewal';

const NOW = 1_700_000_000_000;

function jwtWith(claims: object): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

/** A token issued `issuedAgoS` seconds ago that lives `lifetimeS` seconds. */
const token = (name: string, issuedAgoS: number, lifetimeS: number) => {
  const iat = Math.floor(Date.now() / 1000) - issuedAgoS;
  return jwtWith({ name, iat, exp: iat + lifetimeS });
};

function fakeSocket(answer: (token: string) => ReauthAck = () => ({ ok: true })) {
  let onConnect: (() => void) | undefined;
  const sent: string[] = [];
  const socket = {
    connected: true,
    on: (_event: 'connect', listener: () => void) => (onConnect = listener),
    off: () => (onConnect = undefined),
    timeout: () => ({
      emitWithAck: async (_event: 'reauth', request: { token: string }) => {
        sent.push(request.token);
        return answer(request.token);
      },
    }),
  };
  return { socket: socket as ReauthSocket & { connected: boolean }, sent, connect: () => onConnect?.() };
}

describe('renewBeforeExpiry', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW });
  });
  afterEach(() => jest.useRealTimers());

  it('hands the live connection a renewed token a minute before the one it holds expires, and again after', async () => {
    let stored = token('first', 0, 15 * 60);
    let renewals = 0;
    const refresh = jest.fn(async () => (stored = token(`renewed ${++renewals}`, 0, 15 * 60)));
    const { socket, sent } = fakeSocket();
    renewBeforeExpiry(socket, { token: () => stored, refresh, marginMs: 60_000, ackTimeoutMs: 5000 });

    await jest.advanceTimersByTimeAsync(13 * 60_000);
    expect(sent).toEqual([]);
    await jest.advanceTimersByTimeAsync(60_000 + 1000);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([stored]);
    // The renewed token is held now: the next renewal comes 14 minutes later.
    await jest.advanceTimersByTimeAsync(14 * 60_000);
    expect(sent).toHaveLength(2);
  });

  it('uses a token the API client renewed meanwhile instead of spending the refresh cookie again', async () => {
    const held = token('held', 0, 15 * 60);
    let stored = held;
    const refresh = jest.fn(async () => null);
    const { socket, sent } = fakeSocket();
    renewBeforeExpiry(socket, { token: () => stored, refresh, marginMs: 60_000, ackTimeoutMs: 5000 });
    await jest.advanceTimersByTimeAsync(10 * 60_000);
    stored = token('renewed by a 401', 0, 15 * 60);
    await jest.advanceTimersByTimeAsync(4 * 60_000 + 1000);
    expect(refresh).not.toHaveBeenCalled();
    expect(sent).toEqual([stored]);
  });

  it('renews a short-lived token at three quarters of its life, not in a loop', async () => {
    let stored = token('short', 0, 8);
    const refresh = jest.fn(async () => (stored = token('short again', 0, 8)));
    const { socket, sent } = fakeSocket();
    renewBeforeExpiry(socket, { token: () => stored, refresh, marginMs: 60_000, ackTimeoutMs: 5000 });
    await jest.advanceTimersByTimeAsync(5000);
    expect(sent).toEqual([]);
    await jest.advanceTimersByTimeAsync(2000);
    expect(sent).toHaveLength(1);
  });

  it('stops when the session cannot be renewed or the server refuses, and after being stopped', async () => {
    const stored = token('first', 0, 15 * 60);
    const { socket, sent } = fakeSocket(() => ({ ok: false, error: 'Unauthorized' }));
    const refresh = jest.fn(async () => token('renewed', 0, 15 * 60));
    renewBeforeExpiry(socket, { token: () => stored, refresh, marginMs: 60_000, ackTimeoutMs: 5000 });
    await jest.advanceTimersByTimeAsync(60 * 60_000);
    expect(sent).toHaveLength(1); // refused once: the server's notice at expiry takes over

    const stoppedSocket = fakeSocket();
    renewBeforeExpiry(stoppedSocket.socket, { token: () => stored, refresh, marginMs: 60_000, ackTimeoutMs: 5000 })();
    await jest.advanceTimersByTimeAsync(60 * 60_000);
    expect(stoppedSocket.sent).toEqual([]);
  });

  it('schedules from the token of each new connection', async () => {
    let stored = token('first', 0, 15 * 60);
    const { socket, sent, connect } = fakeSocket();
    socket.connected = false;
    const refresh = jest.fn(async () => (stored = token('renewed', 0, 15 * 60)));
    renewBeforeExpiry(socket, { token: () => stored, refresh, marginMs: 60_000, ackTimeoutMs: 5000 });
    await jest.advanceTimersByTimeAsync(20 * 60_000);
    expect(sent).toEqual([]); // not connected: nothing scheduled
    stored = token('at reconnect', 0, 15 * 60);
    socket.connected = true;
    connect();
    await jest.advanceTimersByTimeAsync(14 * 60_000 + 1000);
    expect(sent).toHaveLength(1);
  });
});
