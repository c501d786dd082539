import type { GameState } from '@tabletop/game-kit';
import type { RematchOffer } from '@tabletop/protocol';
import { api } from '../api/client';

export type RematchAnswer = RematchOffer & { state?: GameState };

export function fetchRematch(code: string): Promise<RematchOffer> {
  return api.get<RematchOffer>(`/game/rematch/${encodeURIComponent(code)}`);
}

/** Says yes; the answer carries the new game when this yes started it. */
export function acceptRematch(code: string): Promise<RematchAnswer> {
  return api.post<RematchAnswer>('/game/rematch', { code });
}

export function declineRematch(code: string): Promise<RematchOffer> {
  return api.post<RematchOffer>('/game/rematch/decline', { code });
}

/** `New game`: puts the finished game away on the server, so a reload no longer shows it. */
export async function dismissGame(code: string): Promise<void> {
  await api.post('/game/dismiss', { code });
}
