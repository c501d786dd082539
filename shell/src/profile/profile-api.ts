import type { Player } from '@tabletop/game-kit';
import { api } from '../api/client';

export interface GameRecord {
  game: string;
  wins: number;
  losses: number;
  draws: number;
  rating: { rating: number; deviation: number; games: number } | null;
  /** Oldest first. */
  history: { at: string; rating: number }[];
}

/** GET /api/players/:name; another viewer of a guest gets `private: true` and no record. */
export interface Profile {
  player: Player;
  kind: 'guest' | 'registered' | 'google';
  memberSince: string;
  gamesPlayed?: number;
  perGame?: GameRecord[];
  private?: boolean;
}

export function fetchProfile(name: string): Promise<Profile> {
  return api.get<Profile>(`/players/${encodeURIComponent(name)}`);
}
