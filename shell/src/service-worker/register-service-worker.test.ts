import { BoardFirst } from '../games/board-first';
import { registerServiceWorkerWhenIdle, SERVICE_WORKER_URL } from './register-service-worker';

/** A step the registration waits on, settled by the test. */
function step() {
  let settle!: () => void;
  const reached = jest.fn(() => new Promise<void>((resolve) => (settle = resolve)));
  return { reached, settle: () => settle() };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('registerServiceWorkerWhenIdle', () => {
  it('registers the worker only after the board is shown, the page has loaded and the main thread is idle', async () => {
    const register = jest.fn().mockResolvedValue({});
    const gate = new BoardFirst('/game/super-tic-tac-toe', 60_000);
    const loaded = step();
    const idle = step();

    const done = registerServiceWorkerWhenIdle(gate, { register } as unknown as ServiceWorkerContainer, {
      loaded: loaded.reached,
      idle: idle.reached,
    });
    await flush();
    expect(loaded.reached).not.toHaveBeenCalled();

    gate.markShown();
    await flush();
    expect(loaded.reached).toHaveBeenCalled();
    expect(idle.reached).not.toHaveBeenCalled();

    loaded.settle();
    await flush();
    expect(idle.reached).toHaveBeenCalled();
    expect(register).not.toHaveBeenCalled();

    idle.settle();
    await done;
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL);
  });

  it('does nothing in a browser without service workers', async () => {
    const loaded = jest.fn().mockResolvedValue(undefined);
    await registerServiceWorkerWhenIdle(new BoardFirst('/'), undefined, { loaded, idle: loaded });
    expect(loaded).not.toHaveBeenCalled();
  });

  it('leaves the page as it was when the registration fails', async () => {
    const register = jest.fn().mockRejectedValue(new DOMException('refused', 'SecurityError'));
    const now = () => Promise.resolve();
    await expect(
      registerServiceWorkerWhenIdle(new BoardFirst('/'), { register } as unknown as ServiceWorkerContainer, {
        loaded: now,
        idle: now,
      }),
    ).resolves.toBeUndefined();
    expect(register).toHaveBeenCalledTimes(1);
  });
});
