import type { Profile } from '@tabletop/protocol';
import { api } from '../api/client';

export function fetchProfile(name: string): Promise<Profile> {
  return api.get<Profile>(`/players/${encodeURIComponent(name)}`);
}
