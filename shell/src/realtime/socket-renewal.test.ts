import { renewOnUnauthorized, type RenewableSocket } from './socket-renewal';

function fakeSocket() {
  const handlers = new Map<string, (...args: never[]) => void>();
  const socket = {
    on: (event: string, listener: (...args: never[]) => void) => handlers.set(event, listener),
    off: (event: string) => handlers.delete(event),
  } as unknown as RenewableSocket;
  const fire = (event: string, ...args: unknown[]) =>
    (handlers.get(event) as ((...a: unknown[]) => void) | undefined)?.(...args);
  return { socket, fire, handlers };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => jest.useRealTimers());

describe('renewOnUnauthorized', () => {
  it('renews the session once and reconnects when the handshake is refused as Unauthorized', async () => {
    const { socket, fire } = fakeSocket();
    const refresh = jest.fn(async () => 'fresh');
    const reconnect = jest.fn();
    renewOnUnauthorized(socket, { refresh, reconnect, retryDelayMs: 10 });
    fire('connect_error', new Error('Unauthorized'));
    await flush();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(reconnect).toHaveBeenCalledTimes(1);
  });

  it('ignores other connection errors', async () => {
    const { socket, fire } = fakeSocket();
    const refresh = jest.fn(async () => 'fresh');
    renewOnUnauthorized(socket, { refresh, reconnect: jest.fn(), retryDelayMs: 10 });
    fire('connect_error', new Error('xhr poll error'));
    await flush();
    expect(refresh).not.toHaveBeenCalled();
  });

  it('does not reconnect when the refresh is refused (the session has logged out)', async () => {
    const { socket, fire } = fakeSocket();
    const reconnect = jest.fn();
    renewOnUnauthorized(socket, { refresh: async () => null, reconnect, retryDelayMs: 10 });
    fire('connect_error', new Error('Unauthorized'));
    await flush();
    expect(reconnect).not.toHaveBeenCalled();
  });

  it('renews only once until a connection succeeds, then again after the next expiry', async () => {
    const { socket, fire } = fakeSocket();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const refresh = jest.fn(async () => 'fresh');
    const reconnect = jest.fn();
    renewOnUnauthorized(socket, { refresh, reconnect, retryDelayMs: 10 });
    fire('connect_error', new Error('Unauthorized'));
    await flush();
    fire('connect_error', new Error('Unauthorized'));
    await flush();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(console.error).toHaveBeenCalled();
    fire('connect');
    fire('connect_error', new Error('Unauthorized'));
    await flush();
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(reconnect).toHaveBeenCalledTimes(2);
  });

  it('tries the handshake again later when the refresh cannot reach the server', async () => {
    jest.useFakeTimers();
    const { socket, fire } = fakeSocket();
    const reconnect = jest.fn();
    renewOnUnauthorized(socket, {
      refresh: () => Promise.reject(new Error('Something went wrong')),
      reconnect,
      retryDelayMs: 5000,
    });
    fire('connect_error', new Error('Unauthorized'));
    await jest.advanceTimersByTimeAsync(4999);
    expect(reconnect).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(reconnect).toHaveBeenCalledTimes(1);
  });

  it('stops watching when disposed', async () => {
    const { socket, fire, handlers } = fakeSocket();
    const refresh = jest.fn(async () => 'fresh');
    const stop = renewOnUnauthorized(socket, { refresh, reconnect: jest.fn(), retryDelayMs: 10 });
    stop();
    expect(handlers.size).toBe(0);
    fire('connect_error', new Error('Unauthorized'));
    await flush();
    expect(refresh).not.toHaveBeenCalled();
  });
});
