import { accessLevel, pathOf } from './access-log';

describe('pathOf', () => {
  it('drops the query and the fragment, where tokens may travel', () => {
    expect(pathOf('/socket.io/?EIO=4&transport=polling&token=secret')).toBe('/socket.io/');
    expect(pathOf('/api/game/current-state?jwt=x')).toBe('/api/game/current-state');
    expect(pathOf('/login#access_token=x')).toBe('/login');
    expect(pathOf('/api/games')).toBe('/api/games');
    expect(pathOf('/?')).toBe('/');
  });
});

describe('accessLevel', () => {
  it('logs API calls at info and server errors as errors', () => {
    expect(accessLevel('/api/game/create', 200)).toBe('info');
    expect(accessLevel('/api/game/create', 404)).toBe('info');
    expect(accessLevel('/api/game/create', 500)).toBe('error');
  });

  it('leaves out probes that succeed and keeps those that fail', () => {
    for (const path of ['/api/health', '/api/health/ready', '/api/metrics'])
      expect(accessLevel(path, 200)).toBe('silent');
    expect(accessLevel('/api/health/ready', 503)).toBe('error');
    expect(accessLevel('/api/metrics', 401)).toBe('info');
    expect(accessLevel('/api/healthy', 200)).toBe('info');
  });

  it('logs static files served successfully only at debug', () => {
    expect(accessLevel('/', 200)).toBe('debug');
    expect(accessLevel('/boards/count-test/remoteEntry.js', 304)).toBe('debug');
    expect(accessLevel('/main.1a2b3c4d.js', 404)).toBe('info');
  });
});
