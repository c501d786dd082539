import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { RequireSignedIn, RequireSignedOut } from './auth/route-guards';

// Each side of the sign-in is a chunk of its own: a visitor of /login loads no game page (nor its socket client),
// and a signed-in player opening a game loads no login form.
const LoginPage = lazy(() => import('./pages/LoginPage').then((module) => ({ default: module.LoginPage })));
const SignedInRoutes = lazy(() => import('./SignedInRoutes'));

export function AppRoutes() {
  return (
    <Suspense fallback={null}>
      <Routes>
        <Route element={<RequireSignedOut />}>
          <Route path="/login" element={<LoginPage />} />
        </Route>
        <Route element={<RequireSignedIn />}>
          <Route path="*" element={<SignedInRoutes />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
