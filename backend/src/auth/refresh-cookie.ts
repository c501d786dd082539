import type { CookieOptions, Request, Response } from 'express';
import type { Config } from '../config/config';

export const REFRESH_COOKIE = 'refresh_token';
/** Sent only to the auth routes, never to the game API or the static files. */
export const REFRESH_COOKIE_PATH = '/api/auth';

/** The cookie's attributes (pure): Secure follows COOKIE_SECURE, or in `auto` whether the request came over HTTPS. */
export function refreshCookieOptions(
  config: Pick<Config, 'cookieSecure' | 'refreshTokenTtlMs'>,
  requestIsHttps: boolean,
): CookieOptions {
  return {
    httpOnly: true,
    sameSite: 'strict',
    path: REFRESH_COOKIE_PATH,
    secure: config.cookieSecure === 'auto' ? requestIsHttps : config.cookieSecure,
    maxAge: config.refreshTokenTtlMs,
  };
}

export function setRefreshCookie(config: Config, request: Request, response: Response, token: string): void {
  response.cookie(REFRESH_COOKIE, token, refreshCookieOptions(config, request.secure));
}

export function clearRefreshCookie(config: Config, request: Request, response: Response): void {
  const { maxAge: _maxAge, ...attributes } = refreshCookieOptions(config, request.secure);
  response.clearCookie(REFRESH_COOKIE, attributes);
}

export function readRefreshCookie(request: Request): unknown {
  return (request.cookies as Record<string, unknown> | undefined)?.[REFRESH_COOKIE];
}
