import type { AuthService } from '../auth/auth.service';
import type { Config } from '../config/config';
import type { SocketConnections } from '../limits/socket-connections';
import type { MetricsService } from '../metrics/metrics.service';
import type { SessionSockets } from './session-sockets';
import type { GameServer, GameSocket } from './socket-data';
import { SocketHandshake } from './socket-handshake';

type Middleware = (socket: GameSocket, next: (error?: Error) => void) => void;

/** The handshake's own check (the last middleware it adds), run on a handshake from `origin` with `auth`. */
function setup() {
  const middlewares: Middleware[] = [];
  const server = { use: (middleware: Middleware) => middlewares.push(middleware), on: () => undefined, of: () => ({}) };
  const sessions = { admit: jest.fn() };
  const auth = { verifySession: async (token: unknown) => (token === 'good' ? { user: { id: 7 } } : null) };
  const config = { socketTokenInQuery: false, trustProxy: false, corsOrigins: ['https://play.example'] };
  const metrics = { countSocketsWith: () => undefined, recordSocketRefusal: () => undefined };
  new SocketHandshake(
    auth as unknown as AuthService,
    sessions as unknown as SessionSockets,
    metrics as unknown as MetricsService,
    {} as SocketConnections,
    config as unknown as Config,
  ).attach(server as unknown as GameServer);
  const check = middlewares[middlewares.length - 1];
  const handshake = (origin: string, auth: Record<string, unknown>) => {
    const socket = {
      data: {},
      conn: { request: null },
      handshake: { headers: { origin, host: 'api.example' }, auth, query: {} },
    } as unknown as GameSocket;
    return new Promise<{ error?: string; socket: GameSocket }>((resolve) =>
      check(socket, (error) => resolve({ error: error?.message, socket })),
    );
  };
  return { handshake, sessions };
}

describe('SocketHandshake', () => {
  it('admits a page of an allowed origin with a valid token, keeping its wish for patches', async () => {
    const { handshake, sessions } = setup();
    const { error, socket } = await handshake('https://play.example', { token: 'good', patches: true });
    expect(error).toBeUndefined();
    expect(sessions.admit).toHaveBeenCalledWith(socket, { user: { id: 7 } });
    expect(socket.data.patches).toBe(true);
    const full = await handshake('https://play.example', { token: 'good' });
    expect(full.socket.data.patches).toBe(false);
  });

  it('refuses another site, and a missing or invalid token, admitting nobody', async () => {
    const { handshake, sessions } = setup();
    await expect(handshake('https://evil.example', { token: 'good' })).resolves.toMatchObject({
      error: 'Origin not allowed',
    });
    await expect(handshake('https://play.example', { token: 'forged' })).resolves.toMatchObject({
      error: 'Unauthorized',
    });
    await expect(handshake('https://play.example', {})).resolves.toMatchObject({ error: 'Unauthorized' });
    expect(sessions.admit).not.toHaveBeenCalled();
  });
});
