import type { ServerNotice } from '@tabletop/game-kit';
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

describe('reconnectOnNotice', () => {
  it('connects again once the server closed the connection after asking for a reconnect', () => {
    const { socket, fire } = fakeSocket();
    const reconnect = jest.fn();
    reconnectOnNotice(socket, reconnect);
    fire('server-notice', draining);
    expect(reconnect).not.toHaveBeenCalled();
    fire('disconnect', SERVER_DISCONNECT);
    expect(reconnect).toHaveBeenCalledTimes(1);
  });

  it('leaves a server disconnect without such a notice, and a notice that says not to reconnect, alone', () => {
    const { socket, fire } = fakeSocket();
    const reconnect = jest.fn();
    reconnectOnNotice(socket, reconnect);
    fire('disconnect', SERVER_DISCONNECT);
    fire('server-notice', { reason: 'rate-limited', message: 'Too many messages', reconnect: false });
    fire('disconnect', SERVER_DISCONNECT);
    expect(reconnect).not.toHaveBeenCalled();
  });

  it('reconnects once per notice; other disconnects are Socket.IO’s own to retry', () => {
    const { socket, fire } = fakeSocket();
    const reconnect = jest.fn();
    reconnectOnNotice(socket, reconnect);
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
    reconnectOnNotice(socket, reconnect)();
    expect(handlers.size).toBe(0);
    fire('server-notice', draining);
    fire('disconnect', SERVER_DISCONNECT);
    expect(reconnect).not.toHaveBeenCalled();
  });
});
