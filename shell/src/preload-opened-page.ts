// Imported first by index.tsx, so it runs before React and MUI are evaluated: a signed-in player's pages (and, on a
// game page, its board) are on their way while the shell starts, instead of once its first render asks for them.
import { loadUser } from './auth/credentials';
import { preloadBoard } from './games/board-preload';
import { prefetchCurrentState } from './match/current-state-prefetch';
import { signedInRoutes } from './signed-in-routes-chunk';

const GAME_PAGE = /^\/game\/(.+)$/;
const REPLAY_PAGE = /^\/replay\/(\d+)$/;

const user = loadUser();
if (user) {
  // The chunk AppRoutes shows the signed-in pages from; a failure is left for the page's own load to meet and show.
  signedInRoutes.load().catch(() => undefined);
  prefetchCurrentState(user.id);
  const openedGame = GAME_PAGE.exec(window.location.pathname)?.[1];
  if (openedGame) {
    preloadBoard(openedGame);
    // The board's module itself (the federation runtime, the board's entry and code, evaluated) while React and MUI
    // are evaluated and the page renders: the page then draws the board at once, without suspending. A failure is
    // left for the page's own load to meet and show.
    void import('./games/remote-boards').then(({ loadBoard }) => loadBoard(openedGame)).catch(() => undefined);
  }
  const openedReplay = REPLAY_PAGE.exec(window.location.pathname)?.[1];
  if (openedReplay) {
    // A replay's data and then its game's board, while the shell starts (the prefetch is a chunk of its own: the
    // login page loads none of it).
    void import('./replay/replay-prefetch')
      .then(({ prefetchReplay }) => prefetchReplay(openedReplay))
      .then((replay) => preloadBoard(replay.game))
      .catch(() => undefined);
  }
}
