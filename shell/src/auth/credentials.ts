/** The signed-in user, kept in local storage: `jwt` holds the token, `user` the rest. */
export interface CurrentUser {
  id: number;
  jwt: string;
  name: string;
  profileUrl?: string;
}

/** What login, register, guest and Google sign-in answer. */
export interface AuthResponse {
  id: number;
  jwt: string;
  name: string;
  url?: string;
}

const TOKEN_KEY = 'jwt';
const USER_KEY = 'user';

export function readToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function saveToken(jwt: string): void {
  localStorage.setItem(TOKEN_KEY, jwt);
}

/** The stored user, or null when no name is stored: then the user counts as logged out. */
export function loadUser(): CurrentUser | null {
  const jwt = readToken();
  let stored: unknown;
  try {
    stored = JSON.parse(localStorage.getItem(USER_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (!jwt || typeof stored !== 'object' || stored === null) return null;
  const { id, name, profileUrl } = stored as Partial<CurrentUser>;
  if (typeof name !== 'string' || !name || typeof id !== 'number') return null;
  return { id, jwt, name, ...(typeof profileUrl === 'string' ? { profileUrl } : {}) };
}

export function saveUser(user: CurrentUser): void {
  saveToken(user.jwt);
  const { id, name, profileUrl } = user;
  localStorage.setItem(USER_KEY, JSON.stringify({ id, name, profileUrl }));
}

export function clearUser(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
}

/** The user a sign-in answer describes; throws when the answer is not one (nothing is stored then). */
export function userFromResponse(response: unknown): CurrentUser {
  const { id, jwt, name, url } = (response ?? {}) as Partial<AuthResponse>;
  if (typeof id !== 'number' || typeof jwt !== 'string' || !jwt || typeof name !== 'string' || !name) {
    throw new Error('The server did not answer with a user');
  }
  return { id, jwt, name, ...(typeof url === 'string' && url ? { profileUrl: url } : {}) };
}
