/** The answers of the history and replay endpoints, typed once for the backend and the shell. */
import type { GameState, MoveEntry, Player } from '@tabletop/game-kit';
import type { StatePatch } from './state-patch';

/** One of a player's started games, as the `My games` list and a profile show it. */
export interface HistoryRow {
  id: number;
  /** The game's url. */
  game: string;
  code: string;
  status: 'playing' | 'over';
  /** Played at a public table (quick match or `List publicly`): anyone signed in may watch it while it runs. */
  listed: boolean;
  /** Every seat, in seat order. */
  players: Player[];
  /** The other seats. */
  opponents: Player[];
  /** For the player whose history this is; null while the game runs. */
  result: 'win' | 'loss' | 'draw' | null;
  /** The game's version: how many actions were applied. */
  moves: number;
  startedAt: string;
  endedAt: string | null;
}

/** A page of a history, newest first; `next` is the `before` of the next page, null on the last. */
export interface HistoryPage {
  games: HistoryRow[];
  next: number | null;
}

/** A finished game rebuilt from its seed and log by its own rules, as every spectator could see it. */
export interface Replay {
  id: number;
  game: string;
  code: string;
  players: Player[];
  result: { winners: Player[]; draw: boolean; forfeited: Player[] };
  startedAt: string;
  endedAt: string;
  /** The public view as dealt (version 0). */
  start: GameState;
  /** patches[i] turns position i into position i + 1. */
  patches: StatePatch[];
  /** moves[i] made position i + 1. */
  moves: MoveEntry[];
}

/** The moves of a game after a version. */
export interface MovesPage {
  gameId: number;
  moves: MoveEntry[];
}
