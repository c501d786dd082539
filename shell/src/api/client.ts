import { readToken } from '../auth/credentials';
import { ApiError, isErrorShaped, NETWORK_FAILURE_MESSAGE } from './errors';
import { isUnreachableStatus, retryAfterSeconds } from './failure-text';
import { SAME_SITE_HEADERS } from './same-site';
import { refreshSession } from './session';

export const API_PREFIX = '/api';

/** Calls that start or end a session: a 401 from them is an answer, not an expired token. */
const SESSION_CALLS = new Set(['/auth/login', '/auth/guest', '/auth/google', '/auth/refresh-token', '/auth/logout']);

type Method = 'GET' | 'POST';

/**
 * Calls the API: bearer token from local storage, cookies included, JSON both ways, marked as the shell's own
 * (SAME_SITE_HEADERS, which the session calls need). Resolves to the parsed body, or undefined for 204; rejects with
 * an error-shaped ApiError otherwise.
 *
 * A 401 to a request that carried a token renews the session once (see refreshSession) and retries the
 * request once with the new token. Error answers carry the HTTP status text, not the server's
 * message: the shell shows its own fixed messages for every failure it explains.
 */
export async function apiRequest<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const sentToken = readToken();
  let response = await send(method, path, body, sentToken);
  if (response.status === 401 && sentToken && !SESSION_CALLS.has(path)) {
    // Another call may have renewed the token while this one was under way: then just retry.
    const token = readToken() !== sentToken ? readToken() : await refreshSession();
    if (token) response = await send(method, path, body, token);
  }
  if (!response.ok) throw await errorOf(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

async function send(method: Method, path: string, body: unknown, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...SAME_SITE_HEADERS };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    return await fetch(`${API_PREFIX}${path}`, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    console.error(error);
    throw new ApiError(NETWORK_FAILURE_MESSAGE, 500, { unreachable: true });
  }
}

async function errorOf(response: Response): Promise<ApiError> {
  const { status } = response;
  let reason: string | undefined;
  try {
    const body: unknown = JSON.parse(await response.text());
    if (isErrorShaped(body)) reason = body.message;
  } catch {
    // No JSON body (a proxy's own page): the status says it all.
  }
  return new ApiError(response.statusText || `Request failed with status ${status}`, status, {
    reason,
    retryAfterSeconds: status === 429 ? retryAfterSeconds(response.headers?.get('Retry-After') ?? null) : undefined,
    unreachable: isUnreachableStatus(status),
  });
}

export const api = {
  get: <T>(path: string) => apiRequest<T>('GET', path),
  post: <T>(path: string, body?: unknown) => apiRequest<T>('POST', path, body),
};
