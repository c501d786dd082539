import type { RatingChange } from '@tabletop/game-kit';
import { api } from '../api/client';

export function fetchRatingChange(code: string): Promise<RatingChange> {
  return api.get<RatingChange>(`/game/rating-change?${new URLSearchParams({ code }).toString()}`);
}

/** `Rating +12`, `Rating -9`, `Rating ±0`; or `Unrated: ` and the server's reason. */
export function ratingChangeText(change: RatingChange): string {
  if (!change.rated) return `Unrated: ${change.reason.charAt(0).toLowerCase()}${change.reason.slice(1)}`;
  if (change.change === 0) return 'Rating ±0';
  return `Rating ${change.change > 0 ? '+' : '-'}${Math.abs(change.change)}`;
}
