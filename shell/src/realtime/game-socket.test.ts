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

  it('connects at /socket.io with the spec backoff, the token and the wish for patches in the handshake auth, and the jwt query', () => {
    connectGameSocket(() => token);
    const options = (fake.io.mock.calls[0] as unknown[])[0] as Partial<ManagerOptions & SocketOptions>;
    expect(options).toMatchObject({
      path: '/socket.io',
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0.5,
      timeout: 20000,
      query: { jwt: 'first' },
    });
    expect(handshakeAuth(options)).toEqual({ token: 'first', patches: true });
  });

  it('reads the latest token at every handshake', () => {
    connectGameSocket(() => token);
    const options = (fake.io.mock.calls[0] as unknown[])[0] as Partial<ManagerOptions & SocketOptions>;
    token = 'renewed';
    expect(handshakeAuth(options)).toEqual({ token: 'renewed', patches: true });
    fake.socket.io.fire('reconnect_attempt', 1);
    expect(fake.socket.io.opts.query).toEqual({ jwt: 'renewed' });
  });

  it('reconnects after a refusal with the latest token in the query', () => {
    const socket = connectGameSocket(() => token);
    token = 'renewed';
    reconnectGameSocket(socket as GameSocket, () => token);
    expect(fake.socket.io.opts.query).toEqual({ jwt: 'renewed' });
    expect(fake.socket.connect).toHaveBeenCalled();
  });
});
