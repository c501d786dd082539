import { createContext, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { onUnauthorized } from '../api/session';
import { useRequiredContext } from '../context/required-context';
import { logoutOnServer } from './auth-api';
import { clearUser, loadUser, saveUser, type CurrentUser } from './credentials';

export interface AuthContextValue {
  user: CurrentUser | null;
  signIn(user: CurrentUser): void;
  /** Clears credentials; the socket closes and the route guard sends the user to /login. */
  signOut(): void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<CurrentUser | null>(loadUser);

  const signIn = useCallback((next: CurrentUser) => {
    saveUser(next);
    setUser(next);
  }, []);

  const signOut = useCallback(() => {
    void logoutOnServer();
    clearUser();
    setUser(null);
  }, []);

  useEffect(() => {
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
