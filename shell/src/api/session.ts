import { readToken, saveToken } from '../auth/credentials';
import { ApiError, NETWORK_FAILURE_MESSAGE } from './errors';
import { SAME_SITE_HEADERS } from './same-site';

export const REFRESH_PATH = '/api/auth/refresh-token';
/** The Web Lock that lets one tab at a time spend the refresh cookie, which all tabs share. */
export const REFRESH_LOCK = 'tabletop-refresh-token';

type LogoutCallback = () => void;
let logoutCallback: LogoutCallback | null = null;
let refreshing: Promise<string | null> | null = null;

/** Registers what happens when the session cannot be renewed: the auth provider logs out. */
export function onUnauthorized(callback: LogoutCallback | null): void {
  logoutCallback = callback;
}

/**
 * Trades the HttpOnly refresh cookie for a new access token and stores it. Callers that arrive while a
 * refresh is in flight share it, so a burst of 401s spends the single-use refresh token once.
 * Resolves to the new token, or to null after a refusal, when the logout callback has run.
 * Rejects with the network-failure ApiError when the server cannot be reached: that is no reason to log out.
 */
export function refreshSession(): Promise<string | null> {
  refreshing ??= renewOnce(readToken()).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * Refresh tokens are single-use, and a reused one ends the session: two tabs must not both spend the
 * cookie. Under the lock, a stored token other than the one that failed means another tab has renewed.
 * Without Web Locks (plain-http origins) each tab simply asks.
 */
function renewOnce(staleToken: string | null): Promise<string | null> {
  const renew = () => {
    const stored = readToken();
    return stored && stored !== staleToken ? Promise.resolve(stored) : requestNewToken();
  };
  const locks = globalThis.navigator?.locks;
  return locks ? locks.request(REFRESH_LOCK, renew) : renew();
}

async function requestNewToken(): Promise<string | null> {
  let response: Response;
  try {
    response = await fetch(REFRESH_PATH, {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', ...SAME_SITE_HEADERS },
    });
  } catch (error) {
    console.error(error);
    throw new ApiError(NETWORK_FAILURE_MESSAGE, 500);
  }
  const jwt = response.ok ? await tokenOf(response) : null;
  if (jwt) {
    saveToken(jwt);
    return jwt;
  }
  logoutCallback?.();
  return null;
}

async function tokenOf(response: Response): Promise<string | null> {
  try {
    const body: unknown = await response.json();
    const jwt = (body as { jwt?: unknown } | null)?.jwt;
    return typeof jwt === 'string' && jwt ? jwt : null;
  } catch {
    return null;
  }
}
