import { USAGE, parseOptions } from '../src/options';

describe('the bench command line', () => {
  it('loads both servers and measures the frontend by default', () => {
    const options = parseOptions([]);
    expect(options.mode).toBe('full');
    expect(options.servers).toEqual(['ours', 'boardgame.io']);
    expect(options.frontend).toBe(true);
  });

  it('narrows a run to one server, or to the frontend alone', () => {
    expect(parseOptions(['--only=ours']).servers).toEqual(['ours']);
    expect(parseOptions(['--only=boardgame.io', '--no-frontend'])).toMatchObject({
      servers: ['boardgame.io'],
      frontend: false,
    });
    expect(parseOptions(['--quick', '--only=frontend'])).toMatchObject({ mode: 'quick', servers: [], frontend: true });
  });

  it('measures forged emit-state posts alone, or with every run that loads our server', () => {
    expect(parseOptions(['--only=emit-state'])).toMatchObject({ servers: [], frontend: false, emitState: true });
    expect(parseOptions(['--only=ours']).emitState).toBe(true);
    expect(parseOptions(['--only=boardgame.io']).emitState).toBe(false);
  });

  it('soaks only when asked, for 20 minutes or as many as given, never as part of --quick alone', () => {
    expect(parseOptions([]).soakMinutes).toBe(0);
    expect(parseOptions(['--quick']).soakMinutes).toBe(0);
    expect(parseOptions(['--soak']).soakMinutes).toBe(20);
    expect(parseOptions(['--soak-minutes=5']).soakMinutes).toBe(5);
    expect(parseOptions(['--only=soak'])).toMatchObject({ servers: [], frontend: false, soakMinutes: 20 });
    expect(parseOptions(['--only=soak', '--soak-minutes=3']).soakMinutes).toBe(3);
    expect(() => parseOptions(['--soak-minutes=0'])).toThrow(USAGE);
    expect(() => parseOptions(['--soak-minutes=ten'])).toThrow(USAGE);
  });

  it('runs two instances with every run that loads ours, or alone', () => {
    expect(parseOptions([]).twoInstances).toBe(true);
    expect(parseOptions(['--only=boardgame.io']).twoInstances).toBe(false);
    expect(parseOptions(['--only=two-instances'])).toMatchObject({
      servers: [],
      frontend: false,
      emitState: false,
      twoInstances: true,
      soakMinutes: 0,
    });
  });

  it('refuses unknown options and a run with nothing to measure, showing the usage', () => {
    expect(() => parseOptions(['--only=redis'])).toThrow(USAGE);
    expect(() => parseOptions(['--fast'])).toThrow(USAGE);
    expect(() => parseOptions(['--only=frontend', '--no-frontend'])).toThrow(/nothing to measure/);
  });

  it('names every option in its usage', () => {
    for (const option of [
      '--quick',
      '--readme',
      '--only=frontend',
      '--only=emit-state',
      '--only=two-instances',
      '--only=soak',
      '--soak',
      '--soak-minutes=N',
      '--no-frontend',
      '--seed=N',
    ])
      expect(USAGE).toContain(option);
  });
});
