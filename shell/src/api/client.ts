import { readToken } from '../auth/credentials';
import { ApiError, isErrorShaped, NETWORK_FAILURE_MESSAGE } from './errors';

export const API_PREFIX = '/api';

type UnauthorizedHandler = () => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/**
 * Registers what happens when the server answers 401: the auth provider logs out. This is the seam
 * where a refresh-once-and-retry will go.
 */
export function onUnauthorized(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler;
}

/**
 * Calls the API: bearer token from local storage, cookies included, JSON both ways. Resolves to the
 * parsed body, or undefined for 204; rejects with an error-shaped ApiError otherwise.
 */
export async function apiRequest<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`${API_PREFIX}${path}`, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    console.error(error);
    throw new ApiError(NETWORK_FAILURE_MESSAGE, 500);
  }

  if (response.status === 401 && !path.startsWith('/auth/')) unauthorizedHandler?.();
  if (!response.ok) throw new ApiError(await errorMessageOf(response), response.status);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

async function errorMessageOf(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (isErrorShaped(body) && body.message) return body.message;
  } catch {
    // Not JSON: the status text says enough.
  }
  return response.statusText || `Request failed with status ${response.status}`;
}

export const api = {
  get: <T>(path: string) => apiRequest<T>('GET', path),
  post: <T>(path: string, body?: unknown) => apiRequest<T>('POST', path, body),
};
