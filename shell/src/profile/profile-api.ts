import type { Profile } from '@tabletop/game-kit';
import { api } from '../api/client';

export function fetchProfile(name: string): Promise<Profile> {
  return api.get<Profile>(`/players/${encodeURIComponent(name)}`);
}
