import { Navigate, Outlet } from 'react-router';
import { useAuth } from './AuthContext';

/** Logged-out visitors of any page go to /login. */
export function RequireSignedIn() {
  const { user } = useAuth();
  return user ? <Outlet /> : <Navigate to="/login" replace />;
}

/** Logged-in visitors of /login go home. */
export function RequireSignedOut() {
  const { user } = useAuth();
  return user ? <Navigate to="/" replace /> : <Outlet />;
}
