import type { Match } from '@tabletop/game-kit';
import { matchOutcome } from '@tabletop/protocol';

/** A seat's result in a finished game, as game_players.outcome keeps it. */
export type SeatOutcome = 'win' | 'loss' | 'draw';

type Finished = Pick<Match<unknown>, 'gameOver' | 'score' | 'forfeited' | 'aborted'>;

/**
 * Each seat's result by game-kit's matchOutcome: a sole winner wins, winners sharing the best score draw, everyone
 * else (forfeiters included) loses. Empty while the game runs, and for an aborted game (nobody won or lost). The
 * migration that added outcomes backfills finished games with the same rule in SQL.
 */
export function seatOutcomes(match: Finished): Map<number, SeatOutcome> {
  const outcome = matchOutcome(match);
  const outcomes = new Map<number, SeatOutcome>();
  if (!outcome || outcome.aborted) return outcomes;
  const winners = new Set(outcome.winners.map((player) => player.id));
  for (const { player } of match.score)
    outcomes.set(player.id, winners.has(player.id) ? (outcome.draw ? 'draw' : 'win') : 'loss');
  return outcomes;
}

/**
 * Each seat's final rank (1 is best) for rating: those who stayed by score, a shared score a shared rank; then the
 * forfeiters below all of them, the earlier leaver lower. Pairs of equal rank drew.
 */
export function finalRanks(match: Finished): Map<number, number> {
  const left = match.forfeited?.players ?? [];
  const stayed = match.score.filter((entry) => !left.includes(entry.player.id));
  const ranks = new Map<number, number>();
  for (const entry of stayed)
    ranks.set(entry.player.id, 1 + stayed.filter((other) => other.score > entry.score).length);
  left.forEach((id, order) => ranks.set(id, stayed.length + left.length - order));
  return ranks;
}
