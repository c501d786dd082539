import { api } from '../api/client';
import { refreshSession } from '../api/session';
import { readToken, userFromResponse, type AuthResponse, type CurrentUser } from './credentials';
import { expiresWithin } from './token-expiry';

export interface Credentials {
  username: string;
  password: string;
}

export interface Registration extends Credentials {
  repeatPassword: string;
}

/** Renew a guest's token this close to its expiry before upgrading, so the upgrade is not refused. */
const UPGRADE_TOKEN_MARGIN_MS = 30_000;

export async function loginAsGuest(): Promise<CurrentUser> {
  return userFromResponse(await api.post<AuthResponse>('/auth/guest'));
}

/** Sends exactly the fields the call takes: the server refuses unknown ones. */
export async function login({ username, password }: Credentials): Promise<CurrentUser> {
  return userFromResponse(await api.post<AuthResponse>('/auth/login', { username, password }));
}

export async function register({ username, password, repeatPassword }: Registration): Promise<CurrentUser> {
  return userFromResponse(await api.post<AuthResponse>('/auth/register', { username, password, repeatPassword }));
}

/**
 * Registers the signed-in guest in place: the request carries the guest's bearer token, so the server
 * keeps the id and the games. The token is renewed first when it is about to expire: a guest may have
 * idled on the home page far longer than an access token lives.
 */
export async function upgradeGuest(registration: Registration): Promise<CurrentUser> {
  const token = readToken();
  if (token && expiresWithin(token, UPGRADE_TOKEN_MARGIN_MS) && !(await refreshSession())) {
    throw new Error('The guest session has ended');
  }
  return register(registration);
}

/** Exchanges a Google Identity Services credential (an ID token) for our own session. */
export async function signInWithGoogle(credential: string): Promise<CurrentUser> {
  return userFromResponse(await api.post<AuthResponse>('/auth/google', { token: credential }));
}

/** The Google client id the server is configured with, or null: then Google sign-in is not offered. */
/** How this server offers Google sign-in: its client id (null: off), and whether the redirect sign-in is on. */
export interface GoogleSignInOptions {
  clientId: string | null;
  redirect: boolean;
}

export const GOOGLE_OFF: GoogleSignInOptions = { clientId: null, redirect: false };

/** Where the browser goes for the redirect sign-in (a full page load: the server sends it on to Google). */
export const GOOGLE_REDIRECT_START = '/api/auth/google/start';

export async function fetchGoogleSignInOptions(): Promise<GoogleSignInOptions> {
  try {
    const config = await api.get<{ googleClientId?: unknown; googleRedirect?: unknown } | undefined>('/auth/config');
    const id = config?.googleClientId;
    const clientId = typeof id === 'string' && id ? id : null;
    return { clientId, redirect: clientId !== null && config?.googleRedirect === true };
  } catch {
    return GOOGLE_OFF;
  }
}

/**
 * Finishes the redirect sign-in: the server has set the refresh cookie, which is renewed for an access token; who
 * is signed in is read from that token's claims. Null when the session could not be renewed.
 */
export async function finishGoogleRedirect(): Promise<CurrentUser | null> {
  const jwt = await refreshSession();
  if (!jwt) return null;
  const claims = claimsOf(jwt);
  const id = Number(claims?.sub);
  if (!Number.isSafeInteger(id) || id <= 0 || typeof claims?.name !== 'string') return null;
  return { id, jwt, name: claims.name };
}

function claimsOf(jwt: string): { sub?: unknown; name?: unknown } | null {
  try {
    const base64 = (jwt.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/');
    return JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))) as { sub?: unknown; name?: unknown };
  } catch {
    return null;
  }
}

/** Tells the server to revoke the session; local credentials are cleared whatever it answers. */
export async function logoutOnServer(): Promise<void> {
  try {
    await api.post('/auth/logout');
  } catch {
    // Logging out locally must not depend on the server.
  }
}
