import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { useChunk } from './async/use-chunk';
import { RequireSignedIn, RequireSignedOut } from './auth/route-guards';
import { signedInRoutes } from './signed-in-routes-chunk';

// Each side of the sign-in is a chunk of its own: a visitor of /login loads no game page (nor its socket client),
// and a signed-in player opening a game loads no login form.
const LoginPage = lazy(() => import('./pages/LoginPage').then((module) => ({ default: module.LoginPage })));

export function AppRoutes() {
  return (
    <Suspense fallback={null}>
      <Routes>
        <Route element={<RequireSignedOut />}>
          <Route path="/login" element={<LoginPage />} />
        </Route>
        <Route element={<RequireSignedIn />}>
          <Route path="*" element={<SignedInPages />} />
        </Route>
      </Routes>
    </Suspense>
  );
}

/**
 * The signed-in pages once their chunk is here, nothing until then. Not React.lazy: the chunk is on its way since
 * startup, and a page revealed by a suspended lazy component alone is held back until 300 ms after its fallback showed.
 */
function SignedInPages() {
  const pages = useChunk(signedInRoutes);
  if (!pages) return null;
  const Pages = pages.default;
  return <Pages />;
}
