import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BoardFirst } from '../games/board-first';
import { BoardFirstProvider } from '../games/BoardFirstContext';
import type { fakeSocketModule } from '../test/fake-socket';
import type { GameSocket } from './game-socket';
import { useGameConnection } from './use-game-connection';

jest.mock('socket.io-client', () =>
  jest.requireActual<typeof import('../test/fake-socket')>('../test/fake-socket').fakeSocketModule(),
);
jest.mock('../api/session', () => ({ refreshSession: jest.fn() }));

const fake = jest.requireMock<ReturnType<typeof fakeSocketModule>>('socket.io-client');
const { refreshSession } = jest.requireMock<{ refreshSession: jest.Mock }>('../api/session');

/** The hook for `userId` (null: nobody signed in) on a page opened at `path`, whose board shows when the test says. */
function connect(path = '/', userId: number | null = 7) {
  const gate = new BoardFirst(path, 60_000);
  const stopListening = jest.fn();
  const listen = jest.fn((_connection: GameSocket) => stopListening);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <BoardFirstProvider gate={gate}>{children}</BoardFirstProvider>
  );
  const hook = renderHook(({ user }) => useGameConnection(user, listen), {
    wrapper,
    initialProps: { user: userId ?? undefined },
  });
  return { ...hook, gate, listen, stopListening };
}

beforeEach(() => {
  fake.io.mockClear();
  fake.socket.removeAllListeners();
  fake.socket.io.removeAllListeners();
  fake.socket.disconnect.mockClear();
  fake.socket.connect.mockClear();
  refreshSession.mockReset();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('useGameConnection', () => {
  it('connects once the opened page’s board is shown, and hands the connection to its listener', async () => {
    const { result, gate, listen } = connect('/game/repello');
    await act(async () => undefined);
    expect(fake.io).not.toHaveBeenCalled();
    expect(result.current.current()).toBeNull();

    act(() => gate.markShown());
    await waitFor(() => expect(result.current.connection).toBe(fake.socket));
    expect(fake.io).toHaveBeenCalledTimes(1);
    expect(listen).toHaveBeenCalledWith(fake.socket);
    expect(result.current.current()).toBe(fake.socket);
    await expect(result.current.arriving()).resolves.toBe(fake.socket);
  });

  it('says whether the connection is up, lost or retried', async () => {
    const { result } = connect();
    await waitFor(() => expect(result.current.connection).toBe(fake.socket));
    expect(result.current.status).toBe('connecting');
    act(() => fake.socket.fire('connect'));
    expect(result.current.status).toBe('connected');
    act(() => fake.socket.fire('disconnect', 'transport close'));
    expect(result.current.status).toBe('reconnecting');
    act(() => fake.socket.io.fire('reconnect_attempt'));
    expect(result.current.status).toBe('reconnecting');
    act(() => fake.socket.fire('connect'));
    expect(result.current.status).toBe('connected');
  });

  it('renews the session and connects again when the handshake is refused as Unauthorized', async () => {
    refreshSession.mockResolvedValue('token-8');
    const { result } = connect();
    await waitFor(() => expect(result.current.connection).toBe(fake.socket));
    await act(async () => fake.socket.fire('connect_error', new Error('Unauthorized')));
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(fake.socket.connect).toHaveBeenCalledTimes(1);
    expect(result.current.status).toBe('reconnecting');
  });

  it('connects again when the server closes the connection after saying it would', async () => {
    const { result } = connect();
    await waitFor(() => expect(result.current.connection).toBe(fake.socket));
    act(() => fake.socket.fire('server-notice', { reason: 'draining', message: 'restarting', reconnect: true }));
    act(() => fake.socket.fire('disconnect', 'io server disconnect'));
    await waitFor(() => expect(fake.socket.connect).toHaveBeenCalledTimes(1));
  });

  it('closes the connection, and stops its listener, when the user signs out', async () => {
    const { result, rerender, stopListening } = connect();
    await waitFor(() => expect(result.current.connection).toBe(fake.socket));
    rerender({ user: undefined });
    expect(stopListening).toHaveBeenCalledTimes(1);
    expect(fake.socket.disconnect).toHaveBeenCalledTimes(1);
    expect(result.current.connection).toBeNull();
    expect(result.current.current()).toBeNull();
    await expect(result.current.arriving()).resolves.toBeNull();
  });

  it('makes no connection while nobody is signed in', async () => {
    const { result } = connect('/', null);
    await act(async () => undefined);
    expect(fake.io).not.toHaveBeenCalled();
    await expect(result.current.arriving()).resolves.toBeNull();
  });
});
