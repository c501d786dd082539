import type { RatingChange } from '@tabletop/protocol';
import { api } from '../api/client';

export function fetchRatingChange(code: string): Promise<RatingChange> {
  return api.get<RatingChange>(`/game/rating-change?${new URLSearchParams({ code }).toString()}`);
}

/**
 * `Rating +12 → 1512`, `Rating −9 → 1491` (a minus sign), `Rating ±0 → 1500`: the change and the new rating; or
 * `Unrated: ` and the server's reason.
 */
export function ratingChangeText(change: RatingChange): string {
  if (!change.rated) return `Unrated: ${change.reason.charAt(0).toLowerCase()}${change.reason.slice(1)}`;
  const sign = change.change > 0 ? '+' : change.change < 0 ? '\u2212' : '±';
  return `Rating ${sign}${Math.abs(change.change)} → ${change.after}`;
}
