// The game page's floor (webpack.board-floor.js builds it with the shell's build; nothing deploys it): a signed-in
// player's running game drawn by its real board through the federation runtime, in the shell's theme, with none of the
// rest of the shell (no router, providers, app bar, connection or chunks of pages). Timed side by side with the shell,
// it shows what a board page could take at best on this stack, and so what the shell adds.
import type { BoardModule, BoardProps } from '@tabletop/board-kit';
import type { GameState, Player } from '@tabletop/game-kit';
import { useEffect, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import {
  api,
  BoardFirstProvider,
  boardFirstOfOpenedPage,
  ColorModeProvider,
  loadBoard,
  loadUser,
  registerServiceWorkerWhenIdle,
  useBoardFirst,
} from '../../shell/src/board-page';

const GAME_PAGE = /^\/game\/(.+)$/;

const user = loadUser();
const game = GAME_PAGE.exec(window.location.pathname)?.[1];
const container = document.getElementById('root');
if (user && game && container) {
  const me = { id: user.id, name: user.name };
  const boardFirst = boardFirstOfOpenedPage();
  // Both on their way at once, as the shell's startup sends them (preload-opened-page.ts).
  const match = api.get<GameState>('/game/current-state');
  void Promise.all([loadBoard(game), match]).then(([board, state]) => {
    createRoot(container).render(
      <ColorModeProvider>
        <BoardFirstProvider gate={boardFirst}>
          <FloorBoard board={board} match={state} me={me} />
        </BoardFirstProvider>
      </ColorModeProvider>,
    );
  });
  // The same worker as the shell's, registered after the board the same way: a repeat visit reads compiled code.
  void registerServiceWorkerWhenIdle(boardFirst);
}

interface FloorBoardProps {
  board: BoardModule;
  match: GameState;
  me: Player;
}

function FloorBoard({ board, match, me }: FloorBoardProps) {
  const boardFirst = useBoardFirst();
  useEffect(() => boardFirst.markShown(), [boardFirst]);
  const Board = board.default as unknown as ComponentType<BoardProps>;
  // Moves are not the floor's business: a click's action stays pending.
  return <Board match={match} me={me} onAction={() => new Promise(() => undefined)} />;
}
