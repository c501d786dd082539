import type { Leaderboard } from '@tabletop/protocol';
import { api } from '../api/client';

/** The game url is sent as it is: Winzard's `winzards/football` is two path segments on the server too. */
export function fetchLeaderboard(game: string): Promise<Leaderboard> {
  return api.get<Leaderboard>(`/leaderboards/${game.split('/').map(encodeURIComponent).join('/')}`);
}
