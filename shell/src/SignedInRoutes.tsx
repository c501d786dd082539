import { Route, Routes } from 'react-router';
import { AppLayout } from './layout/AppLayout';
import { GamePage } from './pages/GamePage';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { RealtimeProvider } from './realtime/RealtimeContext';

/** Every signed-in page and the game's live connection, in one chunk of their own: the login page loads none. */
export default function SignedInRoutes() {
  return (
    <RealtimeProvider>
      <Routes>
        <Route element={<AppLayout />}>
          <Route index element={<HomePage />} />
          <Route path="game/*" element={<GamePage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </RealtimeProvider>
  );
}
