import { refreshCookieOptions } from './refresh-cookie';

describe('the refresh cookie', () => {
  const ttl = { refreshTokenTtlMs: 30 * 86_400_000 };

  it('is HttpOnly, SameSite=Strict, scoped to /api/auth and lives as long as the refresh token', () => {
    expect(refreshCookieOptions({ ...ttl, cookieSecure: 'auto' }, false)).toEqual({
      httpOnly: true,
      sameSite: 'strict',
      path: '/api/auth',
      secure: false,
      maxAge: 30 * 86_400_000,
    });
  });

  it('is Secure over HTTPS in auto, and as COOKIE_SECURE says otherwise', () => {
    expect(refreshCookieOptions({ ...ttl, cookieSecure: 'auto' }, true).secure).toBe(true);
    expect(refreshCookieOptions({ ...ttl, cookieSecure: true }, false).secure).toBe(true);
    expect(refreshCookieOptions({ ...ttl, cookieSecure: false }, true).secure).toBe(false);
  });
});
