import { Route, Routes } from 'react-router';
import { AppLayout } from './layout/AppLayout';
import { GamePage } from './pages/GamePage';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { QueryProvider } from './query/QueryProvider';
import { RealtimeProvider } from './realtime/RealtimeContext';

/**
 * Every signed-in page, the game's live connection and the query cache, in one chunk of their own: the login page
 * loads none of them.
 */
export default function SignedInRoutes() {
  return (
    <QueryProvider>
      <RealtimeProvider>
        <Routes>
          <Route element={<AppLayout />}>
            <Route index element={<HomePage />} />
            <Route path="game/*" element={<GamePage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </RealtimeProvider>
    </QueryProvider>
  );
}
