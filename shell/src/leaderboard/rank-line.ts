import { isProvisional, LEADERBOARD_MIN_GAMES, ratingText, type Leaderboard } from '@tabletop/protocol';

/** The viewer's line above a leaderboard: their rank, or why they are not listed yet. */
export function rankLine(board: Pick<Leaderboard, 'me' | 'mine' | 'players'>, guest: boolean): string {
  const { me, mine, players } = board;
  if (me) return `Your rank: ${me.rank} of ${players} (rating ${me.rating})`;
  if (guest) return 'Guests are not rated: register to get a rating.';
  if (!mine) return 'You are not ranked in this game yet: play a rated game against a registered player.';
  const yours = `your rating ${ratingText(mine.rating, mine.deviation)}`;
  if (!mine.active) return `You are not listed: ${yours} has had no rated game for 90 days. Play one to come back.`;
  if (mine.games < LEADERBOARD_MIN_GAMES) {
    const more = LEADERBOARD_MIN_GAMES - mine.games;
    return `You are not listed yet: ${yours} needs ${more} more rated game${more === 1 ? '' : 's'}.`;
  }
  if (isProvisional(mine.deviation))
    return `You are not listed yet: ${yours} is provisional until more rated games settle it.`;
  return `You are not listed yet: ${yours}.`;
}
