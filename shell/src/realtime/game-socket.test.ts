import type { ManagerOptions, SocketOptions } from 'socket.io-client';
import type { fakeSocketModule } from '../test/fake-socket';
import { connectGameSocket, reconnectGameSocket, type GameSocket } from './game-socket';

jest.mock('socket.io-client', () =>
  jest.requireActual<typeof import('../test/fake-socket')>('../test/fake-socket').fakeSocketModule(),
);

const fake = jest.requireMock<ReturnType<typeof fakeSocketModule>>('socket.io-client');

function handshakeAuth(options: Partial<ManagerOptions & SocketOptions>): unknown {
  let sent: unknown;
  (options.auth as (send: (data: object) => void) => void)((data) => (sent = data));
  return sent;
}

describe('connectGameSocket', () => {
  let token: string | null;
  beforeEach(() => {
    token = 'first';
    fake.io.mockClear();
    fake.socket.io.opts.query = {};
  });

  const optionsOf = () => (fake.io.mock.calls[0] as unknown[])[0] as Partial<ManagerOptions & SocketOptions>;

  it('connects at /socket.io with the spec backoff, the token and the wish for patches in the handshake auth only', () => {
    connectGameSocket(() => token);
    const options = optionsOf();
    expect(options).toMatchObject({
      path: '/socket.io',
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0.5,
      timeout: 20000,
    });
    expect(handshakeAuth(options)).toEqual({ token: 'first', patches: true });
    // Never in the URL, where proxies and access logs would keep it.
    expect(options.query).toBeUndefined();
  });

  it('reads the latest token at every handshake, and keeps it out of the query on reconnection', () => {
    connectGameSocket(() => token);
    const options = optionsOf();
    token = 'renewed';
    expect(handshakeAuth(options)).toEqual({ token: 'renewed', patches: true });
    fake.socket.io.fire('reconnect_attempt', 1);
    expect(fake.socket.io.opts.query).toEqual({});
  });

  it('reconnects after a refusal', () => {
    const socket = connectGameSocket(() => token);
    reconnectGameSocket(socket as GameSocket);
    expect(fake.socket.connect).toHaveBeenCalled();
    expect(fake.socket.io.opts.query).toEqual({});
  });
});
