import * as path from 'node:path';
import { boardUrlVariable, gameSlug, type ClockSetting, type GameDefinition } from '@tabletop/game-kit';
import { discoverGames, type DiscoveredGame } from './discover-games';

/** A game the server can host: its pure rules and where its board (a Module Federation remote) is served from. */
export interface RegisteredGame {
  // The registry holds games of different state types; each is only ever used with its own matches.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  definition: GameDefinition<any, any>;
  /** One line for the game's home-page card, from the game's own folder. */
  description: string;
  /** The GAMES menu's entry. */
  menuLabel: string;
  /** The remote's container name. */
  remoteName: string;
  /** Served at /boards/<boardSlug>/. */
  boardSlug: string;
  /** The board's build output, relative to BOARDS_DIR: <game folder>/<manifest's boardDist>. */
  boardDist: string;
  /** The environment variable that overrides where the shell loads the board's manifest from. */
  boardUrlEnv: string;
  /** The clock of its quick matches and listed tables unless the player picks another (the manifest's). */
  defaultClock: ClockSetting;
}

export function registeredGame({ packageName, folder, game, manifest }: DiscoveredGame): RegisteredGame {
  const slug = gameSlug(packageName);
  return {
    definition: game,
    description: manifest.description,
    menuLabel: manifest.menuLabel,
    remoteName: manifest.remoteName,
    boardSlug: slug,
    boardDist: path.join(folder, manifest.boardDist),
    boardUrlEnv: boardUrlVariable(slug),
    defaultClock: { initial: manifest.clock.initial, increment: manifest.clock.increment },
  };
}

/** The backend's package.json: backend/src/games or backend/dist/games → two levels up. */
const BACKEND_PACKAGE_JSON = path.resolve(__dirname, '..', '..', 'package.json');

/**
 * Every hosted game: each dependency in backend/package.json marked `"tabletop": "game"`, in its manifest's order.
 * Adding a game is adding it as a dependency; no source here names one.
 */
export const GAMES: readonly RegisteredGame[] = discoverGames(BACKEND_PACKAGE_JSON, (specifier: string) =>
  // Loaded by name at run time, resolved as this module's own imports are (under Jest: its source export).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require(specifier),
).map(registeredGame);

export function defaultBoardUrl(entry: Pick<RegisteredGame, 'boardSlug'>): string {
  return `/boards/${entry.boardSlug}/mf-manifest.json`;
}

/** The board's picture, shipped beside its manifest (the board build copies src/board/thumbnail.svg there). */
export function boardPictureUrl(boardUrl: string): string {
  return boardUrl.replace(/[^/?#]*([?#].*)?$/, 'thumbnail.svg');
}

export function findGame(url: string): RegisteredGame | undefined {
  return GAMES.find((entry) => entry.definition.url === url);
}
