import { ConfigError, ENV_DEFAULTS, loadConfig } from './config';
import { durationMs, originList, rateLimit, trustProxy } from './values';

describe('setting parsers', () => {
  it('reads durations, bare numbers as seconds', () => {
    expect(durationMs('3600')).toBe(3_600_000);
    expect(durationMs('15m')).toBe(900_000);
    expect(durationMs('30d')).toBe(2_592_000_000);
    expect(durationMs('500ms')).toBe(500);
    for (const bad of ['', '15 minutes', '-1s', '1.5h', 'm']) expect(durationMs(bad)).toBeUndefined();
  });

  it('reads rate limits as count/window or two numbers', () => {
    expect(rateLimit('20/60s')).toEqual({ limit: 20, windowMs: 60_000 });
    expect(rateLimit('20/1m')).toEqual({ limit: 20, windowMs: 60_000 });
    expect(rateLimit('10 60')).toEqual({ limit: 10, windowMs: 60_000 });
    expect(rateLimit('10,30')).toEqual({ limit: 10, windowMs: 30_000 });
    for (const bad of ['20', '0/60s', '20/0s', 'a/b', '20/60x']) expect(rateLimit(bad)).toBeUndefined();
  });

  it('reads origin lists, normalised, and refuses paths and other schemes', () => {
    expect(originList('')).toEqual([]);
    expect(originList('https://A.example.com, http://localhost:8080/')).toEqual([
      'https://a.example.com',
      'http://localhost:8080',
    ]);
    for (const bad of ['example.com', 'ftp://x.example', 'https://x.example/app', '*']) {
      expect(originList(bad)).toBeUndefined();
    }
  });

  it('reads trust proxy as Express takes it', () => {
    expect(trustProxy('')).toBe(false);
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('true')).toBe(true);
    expect(trustProxy('2')).toBe(2);
    expect(trustProxy('loopback, 10.0.0.0/8')).toBe('loopback, 10.0.0.0/8');
  });
});

describe('the auth settings', () => {
  it('have the documented defaults', () => {
    const config = loadConfig({});
    expect(config.jwtTtl).toBe('15m');
    expect(config.refreshTokenTtlMs).toBe(30 * 86_400_000);
    expect(config.cookieSecure).toBe('auto');
    expect(config.sessionMaxAgeMs).toBe(90 * 86_400_000);
    expect(config.socketTokenInQuery).toBe(false);
    expect(config.googleClientSecret).toBeUndefined();
    expect(config.googleCallbackUrl).toBeUndefined();
    expect(config.trustProxy).toBe(false);
    expect(config.corsOrigins).toEqual([]);
    expect(config.googleClientId).toBeUndefined();
    expect(config.googleJwksUrl).toBe(ENV_DEFAULTS.GOOGLE_JWKS_URL);
    expect(config.googleIssuers).toEqual(['https://accounts.google.com', 'accounts.google.com']);
    expect(config.rateLimits).toEqual({
      auth: { limit: 20, windowMs: 60_000 },
      guest: { limit: 10, windowMs: 60_000 },
      join: { limit: 30, windowMs: 60_000 },
      emitState: { limit: 60, windowMs: 60_000 },
      play: { limit: 300, windowMs: 60_000 },
      read: { limit: 3000, windowMs: 60_000 },
      watch: { limit: 300, windowMs: 60_000 },
    });
    expect(config.userRateLimits).toEqual({
      emitState: { limit: 60, windowMs: 60_000 },
      play: { limit: 30, windowMs: 60_000 },
      read: { limit: 300, windowMs: 60_000 },
      watch: { limit: 30, windowMs: 60_000 },
    });
  });

  it('reads COOKIE_SECURE as auto, true or false', () => {
    expect(loadConfig({ COOKIE_SECURE: 'true' }).cookieSecure).toBe(true);
    expect(loadConfig({ COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
    expect(loadConfig({ COOKIE_SECURE: 'AUTO' }).cookieSecure).toBe('auto');
  });

  it('stops on a JWT_SECRET shorter than 32 bytes, saying so', () => {
    expect(() => loadConfig({ JWT_SECRET: 'a'.repeat(31) })).toThrow(/JWT_SECRET must be at least 32 bytes/);
    // Bytes, not characters: 16 two-byte characters are enough.
    expect(loadConfig({ JWT_SECRET: 'é'.repeat(16) }).jwtSecret).toBe('é'.repeat(16));
    expect(loadConfig({ JWT_SECRET: 'a'.repeat(32) }).jwtSecret).toBe('a'.repeat(32));
  });

  it('lists every bad auth setting at once', () => {
    const env = {
      REFRESH_TOKEN_TTL: 'forever',
      COOKIE_SECURE: 'sometimes',
      CORS_ORIGINS: 'example.com',
      GOOGLE_JWKS_URL: 'not a url',
      GOOGLE_ISSUERS: ' , ',
      AUTH_RATE_LIMIT: 'lots',
      SESSION_MAX_AGE: 'ages',
      SOCKET_TOKEN_IN_QUERY: 'maybe',
      GOOGLE_TOKEN_URL: 'ftp://example.com/token',
    };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    const message = (() => {
      try {
        loadConfig(env);
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    for (const name of Object.keys(env)) expect(message).toContain(name);
  });
});
