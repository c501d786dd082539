import { renderHook } from '@testing-library/react';
import type { GameState } from '@tabletop/game-kit';
import { diffStates } from '@tabletop/protocol';
import { fakeSocketModule } from '../test/fake-socket';
import { gameAtVersion as at } from '../test/game-states';
import { answerEmits } from '../test/socket-acks';
import type { GameSocket } from './game-socket';
import { UNDELIVERED_ERRORS } from './send-action';
import { useAct } from './use-act';

/** `act` for the game held at version 3, over `connection` now or one `arriving`. */
function acting(connection: GameSocket | null, arriving: Promise<GameSocket | null> = Promise.resolve(null)) {
  const sync = {
    latest: { current: at(3) as GameState | null },
    receive: jest.fn(),
    takePatch: jest.fn(),
    resync: jest.fn(),
  };
  const notify = jest.fn();
  const { result } = renderHook(() =>
    useAct({ connection: { current: () => connection, arriving: () => arriving }, sync, notify }),
  );
  return { act: result.current, sync, notify };
}

const socketAnswering = (answers: Parameters<typeof answerEmits>[1]) => {
  const { socket } = fakeSocketModule();
  const emit = answerEmits(socket, answers);
  return { connection: socket as unknown as GameSocket, emit };
};

describe('useAct', () => {
  it('sends the action against the version on screen and applies the patch its answer carries', async () => {
    const { patch } = { patch: diffStates(at(3), at(4)) };
    const { connection, emit } = socketAnswering({ action: () => ({ ok: true, version: 4, patch }) });
    const { act, sync, notify } = acting(connection);
    await expect(act({ cell: 2 })).resolves.toEqual({ ok: true });
    expect(emit).toHaveBeenCalledWith(
      'action',
      expect.objectContaining({ code: 'K7QZ', version: 3, action: { cell: 2 } }),
      expect.any(Function),
    );
    expect(sync.takePatch).toHaveBeenCalledWith({ code: 'K7QZ', ...patch });
    expect(sync.resync).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  it('waits for a connection still on its way', async () => {
    const { connection, emit } = socketAnswering({ action: () => ({ ok: true, version: 4 }) });
    let come: (connection: GameSocket) => void = () => undefined;
    const { act } = acting(null, new Promise((resolve) => (come = resolve)));
    const outcome = act({ cell: 2 });
    await Promise.resolve();
    expect(emit).not.toHaveBeenCalled();
    come(connection);
    await expect(outcome).resolves.toEqual({ ok: true });
    expect(emit).toHaveBeenCalledTimes(1);
  });

  it('fetches what an action applied already made when its answer brings no patch', async () => {
    const { connection } = socketAnswering({ action: () => ({ ok: true, version: 5 }) });
    const { act, sync } = acting(connection);
    await act({ cell: 2 });
    expect(sync.resync).toHaveBeenCalledWith('K7QZ');
  });

  it('adopts the newer state a stale action is refused with, and leaves the refusal to the board', async () => {
    const { connection } = socketAnswering({ action: () => ({ ok: false, error: 'Stale', state: at(5) }) });
    const { act, sync, notify } = acting(connection);
    await expect(act({ cell: 2 })).resolves.toEqual({ ok: false, error: 'Stale' });
    expect(sync.receive).toHaveBeenCalledWith(at(5));
    expect(notify).not.toHaveBeenCalled();
  });

  it('reports an action the server never answered, and one with no connection to go by', async () => {
    const unanswered = acting(socketAnswering({}).connection);
    await expect(unanswered.act({})).resolves.toEqual({ ok: false, error: UNDELIVERED_ERRORS.noAnswer });
    expect(unanswered.notify).toHaveBeenCalledWith(UNDELIVERED_ERRORS.noAnswer);

    const unconnected = acting(null);
    await expect(unconnected.act({})).resolves.toEqual({ ok: false, error: UNDELIVERED_ERRORS.notConnected });
    expect(unconnected.notify).toHaveBeenCalledWith(UNDELIVERED_ERRORS.notConnected);
  });
});
