import type { GameDefinition } from '@tabletop/game-kit';
import { game as repello, manifest as repelloManifest } from '@tabletop/repello/rules';
import { game as superTicTacToe, manifest as superTicTacToeManifest } from '@tabletop/super-tic-tac-toe/rules';
import { game as winzardFootball, manifest as winzardFootballManifest } from '@tabletop/winzard-football/rules';

/** A game the server can host: its pure rules and where its board (a Module Federation remote) is served from. */
export interface RegisteredGame {
  // The registry holds games of different state types; each is only ever used with its own matches.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  definition: GameDefinition<any, any>;
  /** One line for the game's home-page card, from the game's own folder. */
  description: string;
  /** The remote's container name. */
  remoteName: string;
  /** Served at /boards/<boardSlug>/. */
  boardSlug: string;
  /** The board's build output, relative to BOARDS_DIR. */
  boardDist: string;
  /** The environment variable that overrides where the shell loads the board's manifest from. */
  boardUrlEnv: string;
}

/** Every hosted game. Adding a game is one entry here. */
export const GAMES: readonly RegisteredGame[] = [
  {
    definition: superTicTacToe,
    description: superTicTacToeManifest.description,
    remoteName: 'super_tic_tac_toe',
    boardSlug: 'super-tic-tac-toe',
    boardDist: 'mfe-super-tic-tac-toe/dist/board',
    boardUrlEnv: 'BOARD_URL_SUPER_TIC_TAC_TOE',
  },
  {
    definition: repello,
    description: repelloManifest.description,
    remoteName: 'repello',
    boardSlug: 'repello',
    boardDist: 'mfe-repello/dist/board',
    boardUrlEnv: 'BOARD_URL_REPELLO',
  },
  {
    definition: winzardFootball,
    description: winzardFootballManifest.description,
    remoteName: 'winzard_football',
    boardSlug: 'winzard-football',
    boardDist: 'mfe-winzard-football/dist/board',
    boardUrlEnv: 'BOARD_URL_WINZARD_FOOTBALL',
  },
];

export function defaultBoardUrl(entry: RegisteredGame): string {
  return `/boards/${entry.boardSlug}/mf-manifest.json`;
}

/** The board's picture, shipped beside its manifest (the board build copies src/board/thumbnail.svg there). */
export function boardPictureUrl(boardUrl: string): string {
  return boardUrl.replace(/[^/?#]*([?#].*)?$/, 'thumbnail.svg');
}

export function findGame(url: string): RegisteredGame | undefined {
  return GAMES.find((entry) => entry.definition.url === url);
}
