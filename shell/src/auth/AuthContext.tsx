import { createContext, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { onUnauthorized } from '../api/session';
import { useRequiredContext } from '../context/required-context';
import { logoutOnServer } from './auth-api';
import { clearUser, loadUser, saveUser, type CurrentUser } from './credentials';

export interface AuthContextValue {
  /**
   * The signed-in user. Its `jwt` is the token at sign-in; the API client renews the stored token
   * behind it, so read the current one with readToken().
   */
  user: CurrentUser | null;
  /** Stores the user (also after a guest registers in place) and signs them in. */
  signIn(user: CurrentUser): void;
  /** Revokes the session on the server, clears credentials; the socket closes and the guard shows /login. */
  signOut(): Promise<void>;
}

/** How long logging out waits for the server to revoke the session before clearing locally anyway. */
export const LOGOUT_WAIT_MS = 3000;

const AuthContext = createContext<AuthContextValue | null>(null);

/** The stored user; a token left without a user is dropped so it cannot ride along on a later call. */
function startingUser(): CurrentUser | null {
  const user = loadUser();
  if (!user) clearUser();
  return user;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<CurrentUser | null>(startingUser);

  const signIn = useCallback((next: CurrentUser) => {
    saveUser(next);
    setUser(next);
  }, []);

  const signOut = useCallback(async () => {
    // Wait (briefly) so the refresh cookie is revoked before anything else can use it. Written out rather than with
    // async/wait-at-most: this module is in the login page's scripts, which sit at their 150 kB budget.
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([logoutOnServer(), new Promise((resolve) => (timer = setTimeout(resolve, LOGOUT_WAIT_MS)))]);
    clearTimeout(timer);
    clearUser();
    setUser(null);
  }, []);

  useEffect(() => {
    // The session could not be renewed: it is over already, so only local credentials are left to clear.
    onUnauthorized(() => {
      clearUser();
      setUser(null);
    });
    return () => onUnauthorized(null);
  }, []);

  const value = useMemo(() => ({ user, signIn, signOut }), [user, signIn, signOut]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  return useRequiredContext(AuthContext);
}

/** For pages behind the login guard, where a user is always present. */
export function useCurrentUser(): CurrentUser {
  const { user } = useAuth();
  if (!user) throw new Error('No user is signed in');
  return user;
}
