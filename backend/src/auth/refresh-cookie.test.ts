import { refreshCookieOptions } from './refresh-cookie';

describe('the refresh cookie', () => {
  const ttl = { refreshTokenTtlMs: 30 * 86_400_000 };
  const localHttp = { https: false, hostname: 'localhost' };

  it('is HttpOnly, SameSite=Strict, scoped to /api/auth and lives as long as the refresh token', () => {
    expect(refreshCookieOptions({ ...ttl, cookieSecure: 'auto' }, localHttp)).toEqual({
      httpOnly: true,
      sameSite: 'strict',
      path: '/api/auth',
      secure: false,
      maxAge: 30 * 86_400_000,
    });
  });

  it('in auto, is Secure except over plain HTTP to the local machine', () => {
    const secure = (https: boolean, hostname: string) =>
      refreshCookieOptions({ ...ttl, cookieSecure: 'auto' }, { https, hostname }).secure;
    expect(secure(false, 'localhost')).toBe(false);
    expect(secure(false, '127.0.0.1')).toBe(false);
    expect(secure(false, '[::1]')).toBe(false);
    expect(secure(true, 'localhost')).toBe(true);
    expect(secure(true, 'play.example.com')).toBe(true);
    // Plain HTTP to anything else (a proxy that does not say it terminated TLS) still gets Secure.
    expect(secure(false, 'play.example.com')).toBe(true);
    expect(secure(false, '192.0.2.7')).toBe(true);
  });

  it('follows COOKIE_SECURE when it is true or false', () => {
    expect(refreshCookieOptions({ ...ttl, cookieSecure: true }, localHttp).secure).toBe(true);
    expect(refreshCookieOptions({ ...ttl, cookieSecure: false }, { https: true, hostname: 'example.com' }).secure).toBe(
      false,
    );
  });
});
