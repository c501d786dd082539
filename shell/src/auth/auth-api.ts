import { api } from '../api/client';
import { userFromResponse, type AuthResponse, type CurrentUser } from './credentials';

export interface Credentials {
  username: string;
  password: string;
}

export async function loginAsGuest(): Promise<CurrentUser> {
  return userFromResponse(await api.post<AuthResponse>('/auth/guest'));
}

export async function login(credentials: Credentials): Promise<CurrentUser> {
  return userFromResponse(await api.post<AuthResponse>('/auth/login', credentials));
}

export async function register(credentials: Credentials & { repeatPassword: string }): Promise<CurrentUser> {
  return userFromResponse(await api.post<AuthResponse>('/auth/register', credentials));
}

/** Tells the server to revoke the refresh cookie; local credentials are cleared whatever it answers. */
export async function logoutOnServer(): Promise<void> {
  try {
    await api.post('/auth/logout');
  } catch {
    // Logging out locally must not depend on the server.
  }
}
