import type { FailedLookups } from '../limits/failed-attempts';
import type { MatchAuthority } from '../match/authority';
import type { PresenceService } from './presence.service';
import type { GameSocket } from './socket-data';
import { SyncGateway } from './sync.gateway';

function setup(result: unknown) {
  const counted: boolean[] = [];
  const authority = { sync: jest.fn(async () => result), syncSince: jest.fn(async () => result) };
  const lookups = {
    countFailures: async <T>(_looker: unknown, lookup: () => Promise<T>, failed: (result: T) => boolean) => {
      const answer = await lookup();
      counted.push(failed(answer));
      return answer;
    },
  };
  const presence = { presentAmong: jest.fn(async (seats: number[]) => ({ online: seats.slice(0, 1) })) };
  const gateway = new SyncGateway(
    authority as unknown as MatchAuthority,
    lookups as unknown as FailedLookups,
    presence as unknown as PresenceService,
  );
  const socket = { data: { user: { id: 7 }, ip: '10.0.0.1', patches: true } } as unknown as GameSocket;
  return { gateway, socket, authority, presence, counted };
}

describe('SyncGateway', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_700_000_000_000 }));
  afterEach(() => jest.useRealTimers());

  it('answers the whole state with who is present and the server clock when no version is held', async () => {
    const { gateway, socket, authority } = setup({ ok: true, state: { code: 'AB12' }, seats: [7, 8] });
    await expect(gateway.sync(socket, { code: 'AB12' })).resolves.toEqual({
      ok: true,
      state: { code: 'AB12' },
      online: [7],
      serverTime: 1_700_000_000_000,
    });
    expect(authority.sync).toHaveBeenCalledWith(7, 'AB12');
    expect(authority.syncSince).not.toHaveBeenCalled();
  });

  it('answers the patches since the version held, when the authority has them', async () => {
    const patches = [{ from: 2, version: 3, ops: [] }];
    const { gateway, socket, authority } = setup({ ok: true, since: 2, patches, seats: [7, 8] });
    await expect(gateway.sync(socket, { code: 'AB12', since: 2 })).resolves.toEqual({
      ok: true,
      since: 2,
      patches,
      online: [7],
      serverTime: 1_700_000_000_000,
    });
    expect(authority.syncSince).toHaveBeenCalledWith(7, 'AB12', 2);
  });

  it("refuses a game the user does not play, counting the miss, and asks nobody's presence", async () => {
    const { gateway, socket, presence, counted } = setup({ ok: false, reason: 'not-a-player', error: 'Not a player' });
    await expect(gateway.sync(socket, { code: 'AB12' })).resolves.toEqual({ ok: false, error: 'Not a player' });
    expect(counted).toEqual([true]);
    expect(presence.presentAmong).not.toHaveBeenCalled();
  });
});
