import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import type { Config } from '../config/config';
import { plainLocalHttp } from './refresh-cookie';

export const STATE_COOKIE = 'google_oauth_state';
/** Sent back only to the redirect sign-in's own routes. */
const STATE_COOKIE_PATH = '/api/auth/google';
/** Long enough to pick an account on Google's page; a stale state is refused. */
const STATE_LIFETIME_MS = 10 * 60_000;
const STATE_SHAPE = /^[A-Za-z0-9_-]{43}$/;

type Callback = (error: Error | null, ok: boolean, state?: string) => void;

/**
 * passport-oauth2's state store without a server-side session: the state is a random value sent to Google and kept
 * in an HttpOnly cookie of this browser; the callback must bring back the same value, so a sign-in can only finish in
 * the browser that started it (no login CSRF). SameSite=Lax, because the callback is a top-level navigation from
 * Google's page; each state is used once.
 */
export class CookieStateStore {
  constructor(private readonly config: Pick<Config, 'cookieSecure'>) {}

  store(request: Request, _meta: unknown, callback: (error: Error | null, state?: string) => void): void {
    const state = randomBytes(32).toString('base64url');
    request.res?.cookie(STATE_COOKIE, state, { ...this.attributes(request), maxAge: STATE_LIFETIME_MS });
    callback(null, state);
  }

  verify(request: Request, provided: unknown, callback: Callback): void {
    const kept = (request.cookies as Record<string, unknown> | undefined)?.[STATE_COOKIE];
    request.res?.clearCookie(STATE_COOKIE, this.attributes(request));
    const ok =
      typeof kept === 'string' &&
      typeof provided === 'string' &&
      STATE_SHAPE.test(kept) &&
      STATE_SHAPE.test(provided) &&
      timingSafeEqual(Buffer.from(kept), Buffer.from(provided));
    callback(null, ok, ok ? provided : undefined);
  }

  private attributes(request: Request) {
    const secure =
      this.config.cookieSecure === 'auto'
        ? !plainLocalHttp({ https: request.secure, hostname: request.hostname ?? '' })
        : this.config.cookieSecure;
    return { httpOnly: true, sameSite: 'lax' as const, path: STATE_COOKIE_PATH, secure };
  }
}
