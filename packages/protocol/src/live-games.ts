/** A public game being played now, as the home page's `Live games` lists it (GET /api/game/live). */
export interface LiveGame {
  /** The game's url, e.g. 'repello'. */
  game: string;
  /** Its code: anyone signed in watches it at /game/<game>?watch=<code>. */
  code: string;
  /** The display names of its seats, in seat order. */
  players: string[];
  /** How many watch it now. */
  watchers: number;
  /** How many actions have been played. */
  moves: number;
}

/** The newest public games being played, newest first (a short list: a glance, not a directory). */
export interface LiveGames {
  games: LiveGame[];
}

/**
 * What an invite code leads to for the visitor (GET /api/game/invite/<code>): a table waiting for players, which
 * they may join; a game already under way, which they may watch; or their own game. An unknown code, a finished game
 * and a closed table all answer one 404, `No open game with that code`, so the answer tells a guesser nothing more.
 */
export type InviteLookup =
  | { status: 'waiting'; game: string; code: string; host: string; seated: number }
  | { status: 'playing'; game: string; code: string }
  | { status: 'seated'; game: string; code: string };

export const NO_OPEN_GAME_MESSAGE = 'No open game with that code';
