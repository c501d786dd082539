import type { Player } from '@tabletop/game-kit';
import { api } from '../api/client';

export interface LeaderboardEntry {
  rank: number;
  player: Player;
  rating: number;
  deviation: number;
  games: number;
}

/** GET /api/leaderboards/:game: the top 50 active players, and the viewer's own row when ranked. */
export interface Leaderboard {
  game: string;
  entries: LeaderboardEntry[];
  me: LeaderboardEntry | null;
  /** How many players are ranked. */
  players: number;
}

/** The game url is sent as it is: Winzard's `winzards/football` is two path segments on the server too. */
export function fetchLeaderboard(game: string): Promise<Leaderboard> {
  return api.get<Leaderboard>(`/leaderboards/${game.split('/').map(encodeURIComponent).join('/')}`);
}
