import type { GameRecordSummary, LeaderboardEntry, Profile, RatingChange } from '@tabletop/protocol';
import { displayName } from '@tabletop/game-kit';
import type { GameRating, GameRatingChange, GameRecord, ProfileUser, RatingRow } from './ports';

export const RATINGS_MESSAGES = {
  unrated: 'Guests and computer players are not rated',
  notRecorded: 'This game was not rated',
  aborted: 'Aborted',
  noClock: 'No clock',
  fewMoves: 'Fewer than two moves each',
  pairLimit: (opponent: string, limit: number) => `You have played ${opponent} ${limit} times today`,
} as const;

/**
 * What a finished game did to the caller's rating, in whole points (change is after - before as shown), or why it
 * was not rated. `pairLimit`: RATED_PAIR_LIMIT, which the pair limit's reason names.
 */
export function ratingChangeView(
  found: Pick<GameRatingChange, 'unratedSeat' | 'change'> & Partial<Pick<GameRatingChange, 'unrated' | 'opponent'>>,
  pairLimit = 3,
): RatingChange {
  if (found.unratedSeat) return { rated: false, reason: RATINGS_MESSAGES.unrated };
  if (found.unrated === 'aborted') return { rated: false, reason: RATINGS_MESSAGES.aborted };
  if (found.unrated === 'clock') return { rated: false, reason: RATINGS_MESSAGES.noClock };
  if (found.unrated === 'moves') return { rated: false, reason: RATINGS_MESSAGES.fewMoves };
  if (found.unrated === 'pair')
    return { rated: false, reason: RATINGS_MESSAGES.pairLimit(displayName(found.opponent ?? ''), pairLimit) };
  if (!found.change) return { rated: false, reason: RATINGS_MESSAGES.notRecorded };
  const before = Math.round(found.change.before);
  const after = Math.round(found.change.after);
  return { rated: true, before, after, change: after - before };
}

/** The viewer's own rating where the leaderboard does not list them, rounded, for the page to say why. */
export function unlistedRating(standing: RatingRow & { active: boolean }) {
  const { rating, deviation, games, active } = standing;
  return { rating: Math.round(rating), deviation: Math.round(deviation), games, active };
}

export function leaderboardEntry(row: RatingRow, rank: number): LeaderboardEntry {
  return {
    rank,
    player: { id: row.userId, name: row.name },
    rating: Math.round(row.rating),
    deviation: Math.round(row.deviation),
    games: row.games,
  };
}

/**
 * A player's profile as `viewerId` may see it: a guest's games are theirs alone (others get who and since when, and
 * `private`). One entry per game played or rated, in `gameOrder` (the registry's).
 */
export function profileView(
  user: ProfileUser,
  viewerId: number,
  records: readonly GameRecord[],
  ratings: readonly GameRating[],
  gameOrder: readonly string[],
): Profile {
  const who = { player: { id: user.id, name: user.name }, kind: user.kind, memberSince: user.createdAt.toISOString() };
  if (user.kind === 'guest' && user.id !== viewerId) return { ...who, private: true };
  const perGame = gameOrder.flatMap((game): GameRecordSummary[] => {
    const record = records.find((entry) => entry.game === game);
    const rating = ratings.find((entry) => entry.game === game);
    if (!record && !rating) return [];
    return [
      {
        game,
        wins: record?.wins ?? 0,
        losses: record?.losses ?? 0,
        draws: record?.draws ?? 0,
        rating: rating
          ? { rating: Math.round(rating.rating), deviation: Math.round(rating.deviation), games: rating.games }
          : null,
        history: (rating?.history ?? []).map((point) => ({
          at: point.at.toISOString(),
          rating: Math.round(point.rating),
        })),
      },
    ];
  });
  const gamesPlayed = records.reduce((sum, entry) => sum + entry.wins + entry.losses + entry.draws, 0);
  return { ...who, gamesPlayed, perGame };
}
