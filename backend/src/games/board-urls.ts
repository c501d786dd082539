import type { Config } from '../config/config';
import { GAMES, defaultBoardUrl, type RegisteredGame } from './registry';

type BoardUrlSettings = Pick<Config, 'boardUrlVariables'>;

/** Where browsers load a game's board manifest: its BOARD_URL_<GAME> when set, else this server's /boards/<game>/. */
export function boardUrl(entry: RegisteredGame, config: BoardUrlSettings): string {
  return config.boardUrlVariables[entry.boardUrlEnv] ?? defaultBoardUrl(entry);
}

/** Every hosted game's board URL (the Content-Security-Policy admits their origins). */
export function boardUrls(config: BoardUrlSettings, games: readonly RegisteredGame[] = GAMES): string[] {
  return games.map((entry) => boardUrl(entry, config));
}

/** BOARD_URL_* variables that name no hosted game: most likely a typo, which would silently leave the default. */
export function unknownBoardUrlVariables(config: BoardUrlSettings, games: readonly RegisteredGame[] = GAMES): string[] {
  const known = new Set(games.map((entry) => entry.boardUrlEnv));
  return Object.keys(config.boardUrlVariables).filter((name) => !known.has(name));
}
