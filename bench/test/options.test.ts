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
    expect(parseOptions(['--shape=saturated'])).toMatchObject({
      history: false,
      manyLiveServers: [],
      twoInstances: false,
    });
  });

  it('measures the Socket.IO floor alone, or with every run that loads our server, saturated-only runs too', () => {
    expect(parseOptions(['--only=floor'])).toMatchObject({ servers: [], frontend: false, floor: true, history: false });
    expect(parseOptions(['--only=floor', '--shape=saturated'])).toMatchObject({
      saturatedOnly: true,
      servers: [],
      floor: true,
    });
    expect(parseOptions([]).floor).toBe(true);
    expect(parseOptions(['--shape=saturated', '--only=ours']).floor).toBe(true);
    expect(parseOptions(['--only=boardgame.io']).floor).toBe(false);
    expect(parseOptions(['--only=frontend']).floor).toBe(false);
  });

  it('runs the history on ours and many live games on each server loaded, or either alone', () => {
    expect(parseOptions([])).toMatchObject({ history: true, manyLiveServers: ['ours', 'boardgame.io'] });
    expect(parseOptions(['--only=boardgame.io'])).toMatchObject({ history: false, manyLiveServers: ['boardgame.io'] });
    expect(parseOptions(['--only=history'])).toMatchObject({
      servers: [],
      history: true,
      manyLiveServers: [],
      frontend: false,
      emitState: false,
      computer: false,
    });
    expect(parseOptions(['--only=many-live'])).toMatchObject({
      servers: [],
      history: false,
      manyLiveServers: ['ours', 'boardgame.io'],
    });
    expect(parseOptions(['--only=frontend']).history).toBe(false);
  });

  it('keeps a quick run short: a small history database of its own and a few hundred live games', () => {
    const [quick, full] = [parseOptions(['--quick']), parseOptions([])];
    expect(quick.historyDatabase.name).not.toBe(full.historyDatabase.name);
    expect(full.historyDatabase.games).toBe(1_000_000);
    expect(quick.historyDatabase.games).toBeLessThan(full.historyDatabase.games);
    expect(full.manyLive.games).toBe(5000);
    expect(quick.manyLive.games).toBeLessThan(full.manyLive.games);
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

  it('sets other builds of ours against backend/dist on the saturated shape alone, in rounds', () => {
    expect(parseOptions(['--against=backend/dist-before', '--rounds=5'])).toMatchObject({
      against: ['backend/dist-before'],
      rounds: 5,
      saturatedOnly: true,
      servers: ['ours'],
      floor: false,
      frontend: false,
      history: false,
      clocks: false,
    });
    expect(parseOptions(['--against=a', '--against=b'])).toMatchObject({ against: ['a', 'b'], rounds: 3 });
    expect(parseOptions([]).against).toEqual([]);
    expect(() => parseOptions(['--rounds=0'])).toThrow(USAGE);
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
      '--only=history',
      '--only=many-live',
      '--only=two-instances',
      '--only=soak',
      '--soak',
      '--soak-minutes=N',
      '--no-frontend',
      '--shape=saturated',
      '--seed=N',
      '--against=DIR',
      '--rounds=N',
    ])
      expect(USAGE).toContain(option);
  });
});
