import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { boardFirstOfOpenedPage } from './games/board-first';
import { BoardFirstProvider } from './games/BoardFirstContext';
import { AppLayout } from './layout/AppLayout';
import { GamePage } from './pages/GamePage';
import { MatchProvider } from './match/MatchContext';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { PageLoading } from './pages/PageStatus';
import { replayPageChunk } from './pages/replay-page-chunk';
import { QueryProvider } from './query/QueryProvider';
import { RealtimeProvider } from './realtime/RealtimeContext';
import { registerServiceWorkerWhenIdle } from './service-worker/register-service-worker';

// The history, replay, leaderboard and profile pages are chunks of their own: playing loads none of them (nor the
// profile's chart library).
const MyGamesPage = lazy(() => import('./pages/MyGamesPage').then((module) => ({ default: module.MyGamesPage })));
const ReplayPage = replayPageChunk.Page;
const LeaderboardPage = lazy(() =>
  import('./pages/LeaderboardPage').then((module) => ({ default: module.LeaderboardPage })),
);
const PlayerPage = lazy(() => import('./pages/PlayerPage').then((module) => ({ default: module.PlayerPage })));

/**
 * Every signed-in page, the user's game, its live connection and the query cache, in one chunk of their own: the
 * login page loads none of them (nor the service worker's registration: a guest or a player signing in registers it on
 * their first page). The opened page's board-loading state is made here, once, for all of them.
 */
export default function SignedInRoutes() {
  const [boardFirst] = useState(boardFirstOfOpenedPage);
  useEffect(() => void registerServiceWorkerWhenIdle(boardFirst), [boardFirst]);
  return (
    <BoardFirstProvider gate={boardFirst}>
      <QueryProvider>
        <MatchProvider>
          <RealtimeProvider>
            <Routes>
              <Route element={<AppLayout />}>
                <Route index element={<HomePage />} />
                <Route path="game/*" element={<GamePage />} />
                <Route path="my-games" element={lazyPage(<MyGamesPage />)} />
                <Route path="replay/:id" element={lazyPage(<ReplayPage />)} />
                <Route path="leaderboard/*" element={lazyPage(<LeaderboardPage />)} />
                <Route path="player/:name" element={lazyPage(<PlayerPage />)} />
                <Route path="*" element={<NotFoundPage />} />
              </Route>
            </Routes>
          </RealtimeProvider>
        </MatchProvider>
      </QueryProvider>
    </BoardFirstProvider>
  );
}

function lazyPage(page: ReactNode) {
  return <Suspense fallback={<PageLoading label="Loading the page" />}>{page}</Suspense>;
}
