type Listener = (...args: unknown[]) => void;

/** A tiny event registry: what a fake socket or manager needs to be driven from a test. */
function listeners() {
  const byEvent = new Map<string, Set<Listener>>();
  return {
    on: jest.fn((event: string, listener: Listener) => {
      byEvent.set(event, (byEvent.get(event) ?? new Set()).add(listener));
    }),
    off: jest.fn((event: string, listener?: Listener) => {
      if (listener) byEvent.get(event)?.delete(listener);
      else byEvent.delete(event);
    }),
    removeAllListeners: jest.fn(() => byEvent.clear()),
    /** Fires an event as the server or the connection would. */
    fire(event: string, ...args: unknown[]) {
      for (const listener of [...(byEvent.get(event) ?? [])]) listener(...args);
    },
  };
}

/** Stands in for socket.io-client's io(): records handlers and options, never connects. */
export function fakeSocketModule() {
  const manager = { ...listeners(), opts: { query: {} as Record<string, string> } };
  const socket = {
    ...listeners(),
    io: manager,
    connect: jest.fn(),
    disconnect: jest.fn(),
    timeout: jest.fn(),
  };
  return { io: jest.fn(() => socket), socket };
}

export type FakeSocket = ReturnType<typeof fakeSocketModule>['socket'];
