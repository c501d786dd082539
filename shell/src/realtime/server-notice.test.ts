import type { ServerNotice } from '@tabletop/protocol';
import { reconnectOnNotice, SERVER_DISCONNECT, type NoticeSocket } from './server-notice';

function fakeSocket() {
  const handlers = new Map<string, (...args: never[]) => void>();
  const socket = {
    on: (event: string, listener: (...args: never[]) => void) => handlers.set(event, listener),
    off: (event: string) => handlers.delete(event),
  } as unknown as NoticeSocket;
  const fire = (event: string, ...args: unknown[]) =>
    (handlers.get(event) as ((...a: unknown[]) => void) | undefined)?.(...args);
  return { socket, fire, handlers };
}

const draining: ServerNotice = { reason: 'draining', message: 'Restarting', reconnect: true };
const noRenewal = () => Promise.reject(new Error('not expected'));
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('reconnectOnNotice', () => {
  it('connects again once the server closed the connection after asking for a reconnect', () => {
    const { socket, fire } = fakeSocket();
    const reconnect = jest.fn();
    reconnectOnNotice(socket, { reconnect, renew: noRenewal });
    fire('server-notice', draining);
    expect(reconnect).not.toHaveBeenCalled();
    fire('disconnect', SERVER_DISCONNECT);
    expect(reconnect).toHaveBeenCalledTimes(1);
  });

  it('leaves a server disconnect without such a notice, and a notice that says not to reconnect, alone', () => {
    const { socket, fire } = fakeSocket();
    const reconnect = jest.fn();
    reconnectOnNotice(socket, { reconnect, renew: noRenewal });
    fire('disconnect', SERVER_DISCONNECT);
    fire('server-notice', { reason: 'rate-limited', message: 'Too many messages', reconnect: false });
    fire('disconnect', SERVER_DISCONNECT);
    expect(reconnect).not.toHaveBeenCalled();
  });

  it('reconnects once per notice; other disconnects are Socket.IO’s own to retry', () => {
    const { socket, fire } = fakeSocket();
    const reconnect = jest.fn();
    reconnectOnNotice(socket, { reconnect, renew: noRenewal });
    fire('server-notice', draining);
    fire('disconnect', 'transport close');
    expect(reconnect).not.toHaveBeenCalled();
    fire('disconnect', SERVER_DISCONNECT);
    fire('disconnect', SERVER_DISCONNECT);
    expect(reconnect).toHaveBeenCalledTimes(1);
  });

  it('stops watching when disposed', () => {
    const { socket, fire, handlers } = fakeSocket();
    const reconnect = jest.fn();
    reconnectOnNotice(socket, { reconnect, renew: noRenewal })();
    expect(handlers.size).toBe(0);
    fire('server-notice', draining);
    fire('disconnect', SERVER_DISCONNECT);
    expect(reconnect).not.toHaveBeenCalled();
  });

  it('renews the session before connecting again when the token expired (reauthenticate)', async () => {
    const { socket, fire } = fakeSocket();
    const order: string[] = [];
    const renew = jest.fn(async () => {
      order.push('renew');
      return 'fresh';
    });
    reconnectOnNotice(socket, { reconnect: () => order.push('reconnect'), renew });
    fire('server-notice', { reason: 'reauthenticate', message: 'Expired', reconnect: true });
    fire('disconnect', SERVER_DISCONNECT);
    await settled();
    expect(order).toEqual(['renew', 'reconnect']);
  });

  it('after signed-out, stays away when renewal is refused, and reconnects when the browser has a session again', async () => {
    const signedOut: ServerNotice = { reason: 'signed-out', message: 'You signed out', reconnect: false };
    for (const [renewed, reconnects] of [
      [null, 0],
      ['another session', 1],
    ] as const) {
      const { socket, fire } = fakeSocket();
      const reconnect = jest.fn();
      reconnectOnNotice(socket, { reconnect, renew: async () => renewed });
      fire('server-notice', signedOut);
      fire('disconnect', SERVER_DISCONNECT);
      await settled();
      expect(reconnect).toHaveBeenCalledTimes(reconnects);
    }
  });

  it('connects again when renewal could not reach the server (the handshake renews then)', async () => {
    const { socket, fire } = fakeSocket();
    const reconnect = jest.fn();
    reconnectOnNotice(socket, { reconnect, renew: () => Promise.reject(new Error('offline')) });
    fire('server-notice', { reason: 'reauthenticate', message: 'Expired', reconnect: true });
    fire('disconnect', SERVER_DISCONNECT);
    await settled();
    expect(reconnect).toHaveBeenCalledTimes(1);
  });
});
