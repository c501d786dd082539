import type { AuthService } from '../auth/auth.service';
import type { LobbyService } from '../lobby/lobby.service';
import { ConnectionGateway } from './connection.gateway';
import type { LastSeen } from './last-seen';
import type { PresenceService } from './presence.service';
import type { SessionSockets } from './session-sockets';
import type { GameSocket } from './socket-data';
import type { SocketHandshake } from './socket-handshake';
import type { SocketTransport } from './socket-transport';

function setup(current: { id: number; code: string } | null = { id: 9, code: 'AB12' }) {
  const sessions = { renew: jest.fn(), forget: jest.fn(), attach: jest.fn() };
  const auth = {
    verifySession: jest.fn(async (token: string) => (token === 'bad' ? null : { user: { id: Number(token) } })),
  };
  const lobby = { current: jest.fn(async () => current) };
  const presence = { announce: jest.fn(async () => undefined), announceForUser: jest.fn(async () => undefined) };
  const lastSeen = { connected: jest.fn(), disconnected: jest.fn() };
  const gateway = new ConnectionGateway(
    { attach: jest.fn() } as unknown as SocketHandshake,
    { attach: jest.fn() } as unknown as SocketTransport,
    sessions as unknown as SessionSockets,
    auth as unknown as AuthService,
    lobby as unknown as LobbyService,
    presence as unknown as PresenceService,
    lastSeen as unknown as LastSeen,
  );
  const rooms: string[] = [];
  const socket = (patches: boolean) =>
    ({
      data: { user: { id: 7 }, patches },
      join: async (room: string) => void rooms.push(room),
    }) as unknown as GameSocket;
  return { gateway, socket, rooms, sessions, presence, lastSeen };
}

describe('ConnectionGateway', () => {
  it("puts a new connection in its user's room and its current game's, of its kind, and announces it", async () => {
    const { gateway, socket, rooms, presence, lastSeen } = setup();
    await gateway.handleConnection(socket(true));
    expect(rooms).toEqual(['user:7:patch', 'game:9:patch']);
    expect(lastSeen.connected).toHaveBeenCalledWith(7);
    expect(presence.announce).toHaveBeenCalledWith(9, 'AB12');
    await gateway.handleConnection(socket(false));
    expect(rooms.slice(2)).toEqual(['user:7:full', 'game:9:full']);
  });

  it('puts a connection without a game in its own room only', async () => {
    const { gateway, socket, rooms, presence } = setup(null);
    await gateway.handleConnection(socket(true));
    expect(rooms).toEqual(['user:7:patch']);
    expect(presence.announce).not.toHaveBeenCalled();
  });

  it('forgets a closed connection and tells the others who is still there', async () => {
    const { gateway, socket, sessions, presence, lastSeen } = setup();
    const closed = socket(true);
    await gateway.handleDisconnect(closed);
    expect(sessions.forget).toHaveBeenCalledWith(closed);
    expect(lastSeen.disconnected).toHaveBeenCalledWith(7);
    expect(presence.announceForUser).toHaveBeenCalledWith(7);
  });

  it("renews a connection with its own user's new token, and refuses anyone else's or a bad one", async () => {
    const { gateway, socket, sessions } = setup();
    const connection = socket(true);
    await expect(gateway.reauth(connection, { token: '7' })).resolves.toEqual({ ok: true });
    expect(sessions.renew).toHaveBeenCalledWith(connection, { user: { id: 7 } });
    await expect(gateway.reauth(connection, { token: '8' })).resolves.toEqual({ ok: false, error: 'Unauthorized' });
    await expect(gateway.reauth(connection, { token: 'bad' })).resolves.toEqual({ ok: false, error: 'Unauthorized' });
    expect(sessions.renew).toHaveBeenCalledTimes(1);
  });
});
