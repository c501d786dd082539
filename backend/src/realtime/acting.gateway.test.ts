import type { FailedLookups } from '../limits/failed-attempts';
import type { LobbyService } from '../lobby/lobby.service';
import type { MatchAuthority } from '../match/authority';
import { ActingConnection } from './acting-connection';
import { ActingGateway } from './acting.gateway';
import type { SessionSockets } from './session-sockets';
import type { GameSocket } from './socket-data';

/** The gateway with an authority answering `result`, lookups that record what they count, and a connection. */
function setup(result: unknown, { patches = true, expired = false } = {}) {
  const acting = new ActingConnection();
  const counted: boolean[] = [];
  const seenActing: (string | undefined)[] = [];
  const authority = {
    act: jest.fn(async () => {
      seenActing.push(acting.of(7));
      return result;
    }),
  };
  const lobby = { leave: jest.fn(async () => undefined) };
  const lookups = {
    countFailures: async <T>(_looker: unknown, lookup: () => Promise<T>, failed: (result: T) => boolean) => {
      const answer = await lookup();
      counted.push(failed(answer));
      return answer;
    },
  };
  const sessions = { expired: () => expired };
  const gateway = new ActingGateway(
    authority as unknown as MatchAuthority,
    lobby as unknown as LobbyService,
    lookups as unknown as FailedLookups,
    sessions as unknown as SessionSockets,
    acting,
  );
  const socket = { id: 'socket-1', data: { user: { id: 7 }, ip: '10.0.0.1', patches } } as unknown as GameSocket;
  return { gateway, socket, authority, lobby, counted, seenActing };
}

const request = { code: 'AB12', version: 3, action: { cell: 4 } };
const patch = { from: 3, version: 4, ops: [] };

describe('ActingGateway', () => {
  it("answers a connection that asked for patches with its action's patch, acting as that connection", async () => {
    const { gateway, socket, authority, seenActing } = setup({ ok: true, version: 4, patch });
    await expect(gateway.action(socket, request)).resolves.toEqual({ ok: true, version: 4, patch });
    expect(authority.act).toHaveBeenCalledWith(7, request);
    expect(seenActing).toEqual(['socket-1']);
  });

  it('answers a connection that takes full states with the version alone, acting as no connection', async () => {
    const { gateway, socket, seenActing } = setup({ ok: true, version: 4, patch }, { patches: false });
    await expect(gateway.action(socket, request)).resolves.toEqual({ ok: true, version: 4 });
    expect(seenActing).toEqual([undefined]);
  });

  it('passes a refusal on, with the state when there is one, and counts a guessed code as a failed lookup', async () => {
    const stale = setup({ ok: false, reason: 'stale', error: 'Stale version', state: { version: 5 } });
    await expect(stale.gateway.action(stale.socket, request)).resolves.toEqual({
      ok: false,
      error: 'Stale version',
      state: { version: 5 },
    });
    expect(stale.counted).toEqual([false]);
    const guess = setup({ ok: false, reason: 'unknown-game', error: 'Unknown game' });
    await expect(guess.gateway.action(guess.socket, request)).resolves.toEqual({ ok: false, error: 'Unknown game' });
    expect(guess.counted).toEqual([true]);
  });

  it('refuses an action from a connection whose token has expired, without acting', async () => {
    const { gateway, socket, authority } = setup({ ok: true, version: 4 }, { expired: true });
    await expect(gateway.action(socket, request)).resolves.toEqual({ ok: false, error: 'Unauthorized' });
    expect(authority.act).not.toHaveBeenCalled();
  });

  it("hands a leave to the lobby as the connection's user and always answers ok", async () => {
    const { gateway, socket, lobby, counted } = setup(undefined);
    await expect(gateway.leave(socket, { code: 'AB12' })).resolves.toEqual({ ok: true });
    expect(lobby.leave).toHaveBeenCalledWith({ id: 7 }, 'AB12');
    expect(counted).toEqual([false]);
  });
});
