import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from './AuthContext';
import { returnPathAfterLogin, type FromLocation } from './return-path';

interface LoginState {
  from?: FromLocation;
}

/** Logged-out visitors of any page go to /login, remembering where they were going. */
export function RequireSignedIn() {
  const { user } = useAuth();
  const { pathname, search } = useLocation();
  const state: LoginState = { from: { pathname, search } };
  return user ? <Outlet /> : <Navigate to="/login" replace state={state} />;
}

/** Logged-in visitors of /login go home, or back to the invite link they came from. */
export function RequireSignedOut() {
  const { user } = useAuth();
  const state = useLocation().state as LoginState | null;
  return user ? <Navigate to={returnPathAfterLogin(state?.from)} replace /> : <Outlet />;
}
