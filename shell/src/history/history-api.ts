import type { HistoryPage } from '@tabletop/protocol';
import { api } from '../api/client';

// The answers' shapes are game-kit's, shared with the backend.
export type { HistoryPage, HistoryRow } from '@tabletop/protocol';

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
