import type { GameDefinition, GameState } from '@tabletop/game-kit';
import { viewState } from '@tabletop/game-kit';
import { toGameState, type StoredGame } from '../match/game-state';

/** The newest game under a code, with every seat's user (in seat order, forfeited seats too). */
export interface WatchedGame extends StoredGame {
  seats: number[];
  /** At a public table: its replay is anyone's once it is over. */
  listed: boolean;
}

export const WATCH_MESSAGES = {
  unknownGame: 'Unknown game',
  seated: 'You play in this game',
  notStarted: 'The game has not started',
  gameOver: 'Game over',
} as const;

export type WatchDecision =
  | { ok: true; gameId: number; state: GameState; seats: number[] }
  | {
      ok: false;
      error: string;
      /** A finished public game's id, for its replay (a private game's replay is its seats' only). */
      replay?: number;
      /** Whether the answer tells a code guesser anything a seat would not: counted as a failed lookup. */
      guess: boolean;
    };

/**
 * Whether `userId` may watch `game` and, if so, what they are shown: the public view (viewer null) of a game with
 * hidden information, the state itself of a public one. Their own game is theirs to play, not to watch.
 */
export function decideWatch(
  game: WatchedGame | null,
  userId: number,
  rulesFor: (url: string) => Pick<GameDefinition, 'view'> | undefined,
): WatchDecision {
  const rules = game ? rulesFor(game.game) : undefined;
  if (!game || !rules) return { ok: false, error: WATCH_MESSAGES.unknownGame, guess: true };
  if (game.seats.includes(userId)) return { ok: false, error: WATCH_MESSAGES.seated, guess: false };
  if (game.status === 'waiting') return { ok: false, error: WATCH_MESSAGES.notStarted, guess: true };
  if (game.status === 'over')
    return game.listed
      ? { ok: false, error: WATCH_MESSAGES.gameOver, replay: game.id, guess: true }
      : { ok: false, error: WATCH_MESSAGES.gameOver, guess: true };
  return { ok: true, gameId: game.id, state: viewState(rules, toGameState(game), null), seats: game.seats };
}
