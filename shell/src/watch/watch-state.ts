import type { GameState } from '@tabletop/game-kit';
import { normaliseCode, type WatchAck, type WatcherCount } from '@tabletop/protocol';
import { shouldReplace } from '../match/match-state';

/** A game the user watches without a seat in it (/game/<url>?watch=<code>), as the watch page shows it. */
export interface WatchedGame {
  /** The code it was opened by, as the server writes it (upper case). */
  code: string;
  /** Its public view, kept up to date from the server's pushes; null until the first answer. */
  state: GameState | null;
  /** How many people watch it, the user included. */
  watchers: number;
  /** Why the server refused to show it (unknown code, not started, too many attempts...). */
  error: string | null;
  /** Its id once it is over, for its replay. */
  replay: number | null;
  /** The user has a seat in it: they play it, not watch it. */
  seated: boolean;
}

/** The server's refusal of a seated player (backend spectate/watch-decision.ts). */
export const SEATED_ERROR = 'You play in this game';
/** What a board's click is answered in watch mode: the server would refuse it anyway. */
export const WATCHING_ERROR = 'You are watching';

export function initialWatch(code: string): WatchedGame {
  return { code: normaliseCode(code), state: null, watchers: 0, error: null, replay: null, seated: false };
}

/**
 * What an answer to `watch` makes of the game on screen. Asked again after a missed push or a reconnect, a newer state
 * replaces the one held; once over, the game keeps its last position and learns its replay.
 */
export function afterWatchAnswer(watched: WatchedGame, answer: WatchAck): WatchedGame {
  if (answer.ok) {
    const state = keepNewer(watched.state, answer.state);
    return { ...watched, state, watchers: answer.watchers, error: null };
  }
  if (answer.replay !== undefined) return { ...watched, replay: answer.replay, error: null };
  return { ...watched, error: answer.error, seated: answer.error === SEATED_ERROR };
}

/** A pushed full state of the watched game (another game's is ignored). */
export function afterPushedState(watched: WatchedGame, state: GameState): WatchedGame {
  if (state.code !== watched.code) return watched;
  return { ...watched, state: keepNewer(watched.state, state) };
}

/** A pushed count of the watched game's watchers. */
export function afterWatcherCount(watched: WatchedGame, count: WatcherCount): WatchedGame {
  return count.code === watched.code ? { ...watched, watchers: count.count } : watched;
}

function keepNewer(held: GameState | null, incoming: GameState): GameState {
  return held && !shouldReplace(held, incoming) ? held : incoming;
}

/** `{n} watching` for the players, or nothing when nobody watches. */
export function watchingLabel(count: number): string | null {
  return count > 0 ? `${count} watching` : null;
}
