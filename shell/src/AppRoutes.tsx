import { Route, Routes } from 'react-router';
import { RequireSignedIn, RequireSignedOut } from './auth/route-guards';
import { AppLayout } from './layout/AppLayout';
import { GamePage } from './pages/GamePage';
import { HomePage } from './pages/HomePage';
import { LoginPage } from './pages/LoginPage';
import { NotFoundPage } from './pages/NotFoundPage';

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RequireSignedOut />}>
        <Route path="/login" element={<LoginPage />} />
      </Route>
      <Route element={<RequireSignedIn />}>
        <Route element={<AppLayout />}>
          <Route index element={<HomePage />} />
          <Route path="/game/*" element={<GamePage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
