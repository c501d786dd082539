import { act, renderHook } from '@testing-library/react';
import type { GameState } from '@tabletop/game-kit';
import { diffStates } from '@tabletop/protocol';
import { fakeSocketModule } from '../test/fake-socket';
import { gameAtVersion as at } from '../test/game-states';
import { answerEmits } from '../test/socket-acks';
import type { ConnectionStatus } from './connection-status';
import type { GameSocket } from './game-socket';
import { useGameSync, useResyncWhenConnected } from './use-game-sync';

const patchFrom = (version: number) => ({ code: 'K7QZ', ...diffStates(at(version), at(version + 1)) });

/** The hook holding `held`, listening to a fake connection; `take` stands in for the match state. */
function sync(held: GameState | null) {
  const { socket } = fakeSocketModule();
  const take = jest.fn();
  const onPresence = jest.fn();
  const hook = renderHook(({ match }) => useGameSync({ match, take, onPresence }), { initialProps: { match: held } });
  const stop = hook.result.current.listen(socket as unknown as GameSocket);
  return { ...hook, socket, take, onPresence, stop };
}

describe('useGameSync', () => {
  it('takes the full states the server pushes', () => {
    const { socket, take } = sync(at(3));
    socket.fire('startGame', at(0));
    socket.fire('emit-state', at(4));
    expect(take.mock.calls).toEqual([[at(0)], [at(4)]]);
  });

  it('applies pushed patches to the state held, a burst of them before React renders', () => {
    const { socket, take } = sync(at(3));
    socket.fire('state-patch', patchFrom(3));
    socket.fire('state-patch', patchFrom(4));
    expect(take.mock.calls).toEqual([[at(4)], [at(5)]]);
  });

  it('asks for what it missed when a patch skips versions, and takes the answer and who is online', () => {
    const { socket, take, onPresence } = sync(at(3));
    const emit = answerEmits(socket, {
      sync: () => ({
        ok: true,
        since: 3,
        patches: [3, 4, 5].map((from) => diffStates(at(from), at(from + 1))),
        online: [7, 8],
      }),
    });
    socket.fire('state-patch', patchFrom(5));
    expect(emit).toHaveBeenCalledWith('sync', { code: 'K7QZ', since: 3 }, expect.any(Function));
    expect(take).toHaveBeenCalledWith(at(6));
    expect(onPresence).toHaveBeenCalledWith(expect.objectContaining({ code: 'K7QZ', online: [7, 8] }));
  });

  it('asks for the full state when the missed patches do not fit', () => {
    const { socket, result, take } = sync(at(3));
    const emit = answerEmits(socket, {
      sync: (request) =>
        'since' in (request as object)
          ? { ok: true, since: 3, patches: [{ ...patchFrom(3), ops: [[['state', 'moves', 9, 'x'], 1]] }] }
          : { ok: true, state: at(7) },
    });
    act(() => result.current.resync('K7QZ'));
    expect(emit.mock.calls.map(([, request]) => request)).toEqual([{ code: 'K7QZ', since: 3 }, { code: 'K7QZ' }]);
    expect(take).toHaveBeenCalledWith(at(7));
  });

  it('corrects the server clock by a sync’s round trip', () => {
    const { socket, result } = sync(at(3));
    answerEmits(socket, { sync: () => ({ ok: true, since: 3, patches: [], serverTime: Date.now() + 60_000 }) });
    act(() => result.current.resync('K7QZ'));
    expect(result.current.serverNow() - Date.now()).toBeGreaterThan(50_000);
  });

  it('stops listening, and asks nothing more, once the connection is gone', () => {
    const { socket, result, take, stop } = sync(at(3));
    const emit = answerEmits(socket, {});
    stop();
    socket.fire('emit-state', at(4));
    act(() => result.current.resync('K7QZ'));
    expect(take).not.toHaveBeenCalled();
    expect(emit).not.toHaveBeenCalled();
  });
});

describe('useResyncWhenConnected', () => {
  it('asks for what was missed whenever the connection comes up with a game on screen', () => {
    const resync = jest.fn();
    const { rerender } = renderHook(
      ({ status, code }: { status: ConnectionStatus; code?: string }) => useResyncWhenConnected(status, code, resync),
      { initialProps: { status: 'connecting' as ConnectionStatus, code: 'K7QZ' as string | undefined } },
    );
    expect(resync).not.toHaveBeenCalled();
    rerender({ status: 'connected', code: undefined });
    expect(resync).not.toHaveBeenCalled();
    rerender({ status: 'connected', code: 'K7QZ' });
    rerender({ status: 'reconnecting', code: 'K7QZ' });
    rerender({ status: 'connected', code: 'K7QZ' });
    expect(resync.mock.calls).toEqual([['K7QZ'], ['K7QZ']]);
  });
});
