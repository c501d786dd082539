import { ConfigError, loadConfig } from './config';

describe('the settings of the limits across instances', () => {
  it('have the documented defaults', () => {
    const config = loadConfig({});
    expect(config.rateLimits.emitState).toEqual({ limit: 60, windowMs: 60_000 });
    expect(config.loginFailures).toEqual({ limit: 5, windowMs: 15 * 60_000, backoffMaxMs: 15 * 60_000 });
    expect(config.lookupFailures).toEqual({ limit: 20, windowMs: 10 * 60_000 });
    expect(config.socketLookupRateLimit).toEqual({ limit: 10, windowMs: 10_000 });
  });

  it('read their variables', () => {
    const config = loadConfig({
      EMIT_STATE_RATE_LIMIT: '5/10s',
      LOGIN_FAILURE_LIMIT: '3/1m',
      LOGIN_BACKOFF_MAX: '30s',
      LOOKUP_FAILURE_LIMIT: '4 60',
      SOCKET_SYNC_RATE_LIMIT: '2/1s',
      PLAY_RATE_LIMIT: '4/10s',
      PLAY_IP_RATE_LIMIT: '40/10s',
      READ_RATE_LIMIT: '5/10s',
      READ_IP_RATE_LIMIT: '50/10s',
      WATCH_RATE_LIMIT: '6/10s',
      WATCH_IP_RATE_LIMIT: '60/10s',
    });
    expect(config.rateLimits.emitState).toEqual({ limit: 5, windowMs: 10_000 });
    expect(config.loginFailures).toEqual({ limit: 3, windowMs: 60_000, backoffMaxMs: 30_000 });
    expect(config.lookupFailures).toEqual({ limit: 4, windowMs: 60_000 });
    expect(config.socketLookupRateLimit).toEqual({ limit: 2, windowMs: 1000 });
    expect(config.rateLimits).toMatchObject({
      emitState: { limit: 5, windowMs: 10_000 },
      play: { limit: 40, windowMs: 10_000 },
      read: { limit: 50, windowMs: 10_000 },
      watch: { limit: 60, windowMs: 10_000 },
    });
    expect(config.userRateLimits).toEqual({
      emitState: { limit: 5, windowMs: 10_000 },
      play: { limit: 4, windowMs: 10_000 },
      read: { limit: 5, windowMs: 10_000 },
      watch: { limit: 6, windowMs: 10_000 },
    });
  });

  it('list every bad value at once', () => {
    const env = {
      EMIT_STATE_RATE_LIMIT: 'many',
      LOGIN_FAILURE_LIMIT: '0/1m',
      LOGIN_BACKOFF_MAX: 'long',
      LOOKUP_FAILURE_LIMIT: '5',
      SOCKET_SYNC_RATE_LIMIT: '1/never',
      PLAY_RATE_LIMIT: '0/1m',
      READ_IP_RATE_LIMIT: 'lots',
      WATCH_RATE_LIMIT: '3',
    };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    let message = '';
    try {
      loadConfig(env);
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of Object.keys(env)) expect(message).toContain(name);
  });
});
