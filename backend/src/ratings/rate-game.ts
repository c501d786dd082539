import { Glicko2 } from 'glicko2';

/** A player's Glicko-2 rating in one game. */
export interface Glicko {
  rating: number;
  deviation: number;
  volatility: number;
}

/** What an unrated player starts from, and the system constant (Glickman's suggested values). */
export const GLICKO_DEFAULTS = { rating: 1500, deviation: 350, volatility: 0.06, tau: 0.5 } as const;

/** [index of a player, index of the other, the first one's score: 1 won, 0.5 drew, 0 lost]. */
export type PairResult = [number, number, number];

/**
 * New ratings of `players` (null: unrated, starts from the defaults) after `results` played as one rating period,
 * by the glicko2 package. A player without results only grows less certain (the paper's step 6).
 */
export function ratePeriod(players: readonly (Glicko | null)[], results: readonly PairResult[]): Glicko[] {
  const system = new Glicko2({
    tau: GLICKO_DEFAULTS.tau,
    rating: GLICKO_DEFAULTS.rating,
    rd: GLICKO_DEFAULTS.deviation,
    vol: GLICKO_DEFAULTS.volatility,
  });
  const made = players.map((player) =>
    player
      ? system.makePlayer(player.rating, player.deviation, player.volatility)
      : system.makePlayer(GLICKO_DEFAULTS.rating, GLICKO_DEFAULTS.deviation, GLICKO_DEFAULTS.volatility),
  );
  system.updateRatings(results.map(([a, b, score]) => [made[a], made[b], score]));
  return made.map((player) => ({ rating: player.getRating(), deviation: player.getRd(), volatility: player.getVol() }));
}

/** Every pair of seats once, scored by rank (lower is better; equal ranks drew): a 2-player game is one pair. */
export function pairwiseResults(ranks: readonly number[]): PairResult[] {
  const results: PairResult[] = [];
  for (let a = 0; a < ranks.length; a++)
    for (let b = a + 1; b < ranks.length; b++)
      results.push([a, b, ranks[a] < ranks[b] ? 1 : ranks[a] === ranks[b] ? 0.5 : 0]);
  return results;
}

export interface RankedSeat {
  /** 1 is best; equal ranks drew (see finalRanks). */
  rank: number;
  rating: Glicko | null;
}

/** Each seat's new rating after one game, as one rating period: pairwise results by final rank. */
export function rateGame(seats: readonly RankedSeat[]): Glicko[] {
  return ratePeriod(
    seats.map((seat) => seat.rating),
    pairwiseResults(seats.map((seat) => seat.rank)),
  );
}
