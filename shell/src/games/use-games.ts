import { useQuery } from '@tanstack/react-query';
import { toCatalogueGame, type CatalogueGame } from './catalogue';
import { fetchGameManifest } from './manifest';

export const GAMES_QUERY_KEY = ['games'] as const;

export interface GamesQuery {
  /** The games on offer; empty until they have loaded. */
  games: readonly CatalogueGame[];
  status: 'pending' | 'error' | 'success';
  retry: () => void;
}

/** The games from GET /api/games (the same answer the boards are loaded from), fetched once per page load. */
export function useGames(): GamesQuery {
  const query = useQuery({
    queryKey: GAMES_QUERY_KEY,
    queryFn: async () => (await fetchGameManifest()).map(toCatalogueGame),
    staleTime: Infinity,
  });
  return { games: query.data ?? [], status: query.status, retry: () => void query.refetch() };
}
