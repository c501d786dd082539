import type { Replay } from '@tabletop/protocol';
import { api } from '../api/client';

export type { Replay } from '@tabletop/protocol';

export function fetchReplay(id: string): Promise<Replay> {
  return api.get<Replay>(`/replays/${encodeURIComponent(id)}`);
}
