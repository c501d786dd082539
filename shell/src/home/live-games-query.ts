import type { LiveGame, LiveGames } from '@tabletop/protocol';
import { api } from '../api/client';

export const LIVE_GAMES_QUERY_KEY = ['live-games'] as const;
/**
 * How often the home page reads the list again while it is open. A glance at what is on needs no push per move; the
 * server serves one read to every caller for a few seconds, so a page's reads cost it little.
 */
export const LIVE_GAMES_REFRESH_MS = 15_000;

export async function fetchLiveGames(): Promise<LiveGames> {
  const list = readLiveGames(await api.get<unknown>('/game/live'));
  if (!list) throw new Error('The server did not answer with the live games');
  return list;
}

/** The list in a server answer, without any entry that is not a live game; null when it is not a list. */
export function readLiveGames(value: unknown): LiveGames | null {
  const list = value as LiveGames | null;
  if (typeof list !== 'object' || list === null || !Array.isArray(list.games)) return null;
  return { games: list.games.filter(isLiveGame) };
}

function isLiveGame(value: unknown): value is LiveGame {
  const game = value as LiveGame;
  return (
    typeof game === 'object' &&
    game !== null &&
    typeof game.game === 'string' &&
    typeof game.code === 'string' &&
    Array.isArray(game.players) &&
    game.players.every((name) => typeof name === 'string') &&
    typeof game.watchers === 'number' &&
    typeof game.moves === 'number'
  );
}
