// What a page built outside the shell needs to draw a board as the shell does (the bench's game-page floor): the
// shell's API client and stored user, the board-loading state, the federation runtime's board loader, the service
// worker's registration and the theme. The shell's own pages import these from their modules.
export { api } from './api/client';
export { loadUser } from './auth/credentials';
export { boardFirstOfOpenedPage } from './games/board-first';
export { BoardFirstProvider, useBoardFirst } from './games/BoardFirstContext';
export { loadBoard } from './games/remote-boards';
export { registerServiceWorkerWhenIdle } from './service-worker/register-service-worker';
export { ColorModeProvider } from './theme/ColorModeContext';
