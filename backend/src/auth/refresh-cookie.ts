import type { CookieOptions, Request, Response } from 'express';
import type { Config } from '../config/config';

export const REFRESH_COOKIE = 'refresh_token';
/** Sent only to the auth routes, never to the game API or the static files. */
export const REFRESH_COOKIE_PATH = '/api/auth';

/** How a request reached us, as far as the cookie's Secure attribute cares. */
export interface RequestChannel {
  https: boolean;
  /** The host name the browser asked for, without port (Express's request.hostname). */
  hostname: string;
}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/**
 * Whether the browser will keep a Secure cookie from this request without HTTPS: browsers treat localhost as a
 * secure context, so only plain HTTP to the local machine (development, `npm start`) gets a cookie without Secure.
 */
export function plainLocalHttp(channel: RequestChannel): boolean {
  return !channel.https && LOOPBACK_NAMES.has(channel.hostname.toLowerCase());
}

/**
 * The cookie's attributes (pure). Secure follows COOKIE_SECURE; in `auto`, Secure always except for plain HTTP to
 * localhost, so a deployment behind a proxy that forgot X-Forwarded-Proto still never sends the cookie in clear.
 */
export function refreshCookieOptions(
  config: Pick<Config, 'cookieSecure' | 'refreshTokenTtlMs'>,
  channel: RequestChannel,
): CookieOptions {
  return {
    httpOnly: true,
    sameSite: 'strict',
    path: REFRESH_COOKIE_PATH,
    secure: config.cookieSecure === 'auto' ? !plainLocalHttp(channel) : config.cookieSecure,
    maxAge: config.refreshTokenTtlMs,
  };
}

const channelOf = (request: Request): RequestChannel => ({ https: request.secure, hostname: request.hostname ?? '' });

export function setRefreshCookie(config: Config, request: Request, response: Response, token: string): void {
  response.cookie(REFRESH_COOKIE, token, refreshCookieOptions(config, channelOf(request)));
}

export function clearRefreshCookie(config: Config, request: Request, response: Response): void {
  const { maxAge: _maxAge, ...attributes } = refreshCookieOptions(config, channelOf(request));
  response.clearCookie(REFRESH_COOKIE, attributes);
}

export function readRefreshCookie(request: Request): unknown {
  return (request.cookies as Record<string, unknown> | undefined)?.[REFRESH_COOKIE];
}
