/** A stand-in for the Web Audio API that records what is scheduled. */
function fakeAudio(state: AudioContextState) {
  const started: number[] = [];
  const param = () => ({ value: 0, setValueAtTime: jest.fn(), exponentialRampToValueAtTime: jest.fn() });
  const context = {
    state,
    currentTime: 10,
    destination: {},
    resume: jest.fn(async () => {
      context.state = 'running';
    }),
    createOscillator: () => {
      const oscillator = {
        type: '',
        frequency: param(),
        connect: (node: unknown) => node,
        start: (at: number) => started.push(at),
        stop: jest.fn(),
      };
      return oscillator;
    },
    createGain: () => ({ gain: param(), connect: (node: unknown) => node }),
  };
  Object.defineProperty(window, 'AudioContext', {
    configurable: true,
    writable: true,
    value: jest.fn(() => context),
  });
  return { context, started };
}

afterEach(() => delete (window as { AudioContext?: unknown }).AudioContext);

describe('playTurnSound', () => {
  it('wakes a suspended context and plays two short notes, one after the other', async () => {
    const { context, started } = fakeAudio('suspended');
    const { playTurnSound } = await import('./turn-sound');
    await playTurnSound();
    expect(context.resume).toHaveBeenCalled();
    expect(started).toHaveLength(2);
    expect(started[1]).toBeGreaterThan(started[0]);
  });

  it('is silent where the browser has no Web Audio', async () => {
    jest.resetModules();
    const { playTurnSound } = await import('./turn-sound');
    await expect(playTurnSound()).resolves.toBeUndefined();
  });
});
