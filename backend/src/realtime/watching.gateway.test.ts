import type { FailedLookups } from '../limits/failed-attempts';
import type { OpenTablesService } from '../lobby/open-tables.service';
import type { MatchAuthority } from '../match/authority';
import type { PresenceService } from './presence.service';
import type { SessionSockets } from './session-sockets';
import type { GameSocket } from './socket-data';
import { OPEN_TABLES_ROOM } from './socket-transport';
import type { Spectators } from './spectators.service';
import { WatchingGateway } from './watching.gateway';

function setup({
  synced = { ok: true, gameId: 9, state: { code: 'AB12' }, seats: [7, 8] } as unknown,
  watchers = 0,
} = {}) {
  const counted: boolean[] = [];
  const lookups = {
    countFailures: async <T>(_looker: unknown, lookup: () => Promise<T>, failed: (result: T) => boolean) => {
      const answer = await lookup();
      counted.push(failed(answer));
      return answer;
    },
    refuseWhileLockedCounting: async <T>(_looker: unknown, lookup: () => Promise<T>, failed: (r: T) => boolean) => {
      const answer = await lookup();
      counted.push(failed(answer));
      return answer;
    },
  };
  const authority = { sync: jest.fn(async () => synced) };
  const presence = { presentAmong: jest.fn(async () => ({ online: [7] })) };
  const spectators = {
    count: jest.fn(async () => watchers),
    watch: jest.fn(async () => ({ ack: { ok: false, error: 'Unknown game' }, guess: true })),
    unwatch: jest.fn(async () => undefined),
    disconnected: jest.fn(async () => undefined),
  };
  const sessions = { expired: () => false };
  const openTables = { list: jest.fn(async () => ({ tables: [] })) };
  const gateway = new WatchingGateway(
    authority as unknown as MatchAuthority,
    lookups as unknown as FailedLookups,
    presence as unknown as PresenceService,
    spectators as unknown as Spectators,
    sessions as unknown as SessionSockets,
    openTables as unknown as OpenTablesService,
  );
  const rooms = new Set<string>();
  const socket = {
    data: { user: { id: 7 }, ip: '10.0.0.1' },
    join: async (room: string) => void rooms.add(room),
    leave: async (room: string) => void rooms.delete(room),
  } as unknown as GameSocket;
  return { gateway, socket, rooms, spectators, counted };
}

describe('WatchingGateway', () => {
  it("answers a player's presence request with who is there, and the watchers only when there are some", async () => {
    const none = setup();
    await expect(none.gateway.presenceOf(none.socket, { code: 'AB12' })).resolves.toEqual({
      ok: true,
      code: 'AB12',
      online: [7],
    });
    const watched = setup({ watchers: 2 });
    await expect(watched.gateway.presenceOf(watched.socket, { code: 'AB12' })).resolves.toEqual({
      ok: true,
      code: 'AB12',
      online: [7],
      watchers: 2,
    });
  });

  it('refuses presence of a game the user does not play, counting the miss', async () => {
    const { gateway, socket, counted } = setup({
      synced: { ok: false, reason: 'unknown-game', error: 'Unknown game' },
    });
    await expect(gateway.presenceOf(socket, { code: 'ZZ99' })).resolves.toEqual({ ok: false, error: 'Unknown game' });
    expect(counted).toEqual([true]);
  });

  it('counts a watch that found no running game as a guess', async () => {
    const { gateway, socket, counted, spectators } = setup();
    await expect(gateway.watch(socket, { code: 'ZZ99' })).resolves.toEqual({ ok: false, error: 'Unknown game' });
    expect(spectators.watch).toHaveBeenCalledWith(socket, 'ZZ99');
    expect(counted).toEqual([true]);
  });

  it('puts the connection in the open tables room and answers them, and takes it out again', async () => {
    const { gateway, socket, rooms } = setup();
    await expect(gateway.watchTables(socket)).resolves.toEqual({ ok: true, tables: [] });
    expect(rooms.has(OPEN_TABLES_ROOM)).toBe(true);
    await expect(gateway.unwatchTables(socket)).resolves.toEqual({ ok: true });
    expect(rooms.has(OPEN_TABLES_ROOM)).toBe(false);
  });

  it("ends a signed-in connection's watching when it closes", async () => {
    const { gateway, socket, spectators } = setup();
    await gateway.handleDisconnect(socket);
    expect(spectators.disconnected).toHaveBeenCalledWith(socket);
    await gateway.handleDisconnect({ data: {} } as unknown as GameSocket);
    expect(spectators.disconnected).toHaveBeenCalledTimes(1);
  });
});
