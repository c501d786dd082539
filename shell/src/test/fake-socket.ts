/** Stands in for socket.io-client's io(): records handlers, never connects. */
export function fakeSocketModule() {
  const socket = {
    on: jest.fn(),
    io: { on: jest.fn(), removeAllListeners: jest.fn() },
    removeAllListeners: jest.fn(),
    disconnect: jest.fn(),
    timeout: jest.fn(),
  };
  return { io: jest.fn(() => socket), socket };
}
