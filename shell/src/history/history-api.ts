import type { Player } from '@tabletop/game-kit';
import { api } from '../api/client';

/** One game of a player's history (GET /api/history, GET /api/players/:name/games). */
export interface HistoryRow {
  id: number;
  game: string;
  code: string;
  status: 'playing' | 'over';
  /** Every seat, in seat order. */
  players: Player[];
  opponents: Player[];
  /** From the player's side; null while the game runs. */
  result: 'win' | 'loss' | 'draw' | null;
  /** The game's version: how many actions were played. */
  moves: number;
  startedAt: string;
  endedAt: string | null;
}

/** A page of history, newest first; `next` is the `before` of the following page, null on the last. */
export interface HistoryPage {
  games: HistoryRow[];
  next: number | null;
}

export interface HistoryQuery {
  /** Only games of this url; all games when absent. */
  game?: string;
  /** The `next` of the previous page. */
  before?: number | null;
  limit?: number;
}

/** `?game=…&before=…&limit=…` with only the values given. */
export function historySearch({ game, before, limit }: HistoryQuery): string {
  const search = new URLSearchParams();
  if (game) search.set('game', game);
  if (before) search.set('before', String(before));
  if (limit) search.set('limit', String(limit));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The signed-in player's own games. */
export function fetchMyGames(query: HistoryQuery): Promise<HistoryPage> {
  return api.get<HistoryPage>(`/history${historySearch(query)}`);
}

/** Any player's games; a guest's are private to that guest (403). */
export function fetchPlayerGames(name: string, query: HistoryQuery): Promise<HistoryPage> {
  return api.get<HistoryPage>(`/players/${encodeURIComponent(name)}/games${historySearch(query)}`);
}
