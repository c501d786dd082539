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

  it('runs the saturated shape alone, of one server or both, and nothing else', () => {
    expect(parseOptions(['--shape=saturated', '--only=ours'])).toMatchObject({
      saturatedOnly: true,
      servers: ['ours'],
      frontend: false,
      emitState: false,
      computer: false,
    });
    expect(parseOptions(['--shape=saturated']).servers).toEqual(['ours', 'boardgame.io']);
    expect(parseOptions([]).saturatedOnly).toBe(false);
    expect(() => parseOptions(['--shape=paced'])).toThrow(USAGE);
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
      '--no-frontend',
      '--shape=saturated',
      '--seed=N',
    ])
      expect(USAGE).toContain(option);
  });
});
