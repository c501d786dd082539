import type { Replay } from '@tabletop/game-kit';
import { api } from '../api/client';

export type { Replay } from '@tabletop/game-kit';

export function fetchReplay(id: string): Promise<Replay> {
  return api.get<Replay>(`/replays/${encodeURIComponent(id)}`);
}
