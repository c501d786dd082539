import type { Match } from '../contract';

/**
 * Each seat's reward in [0, 1] from the score as it stands, in seat order: the share of the other seats it is ahead
 * of, a tie counting half. A finished two-player game gives 1 to the winner, 0 to the loser and 0.5 each for a draw;
 * a playout cut short is judged the same way on the score so far.
 */
export function standing(match: Pick<Match<unknown>, 'score'>): number[] {
  const scores = match.score.map((entry) => entry.score);
  const others = Math.max(1, scores.length - 1);
  return scores.map((mine, seat) => {
    let ahead = 0;
    scores.forEach((theirs, other) => {
      if (other === seat) return;
      if (mine > theirs) ahead += 1;
      else if (mine === theirs) ahead += 0.5;
    });
    return ahead / others;
  });
}

/** The seat of a player in the score list, or -1. */
export function seatOf(match: Pick<Match<unknown>, 'score'>, playerId: number): number {
  return match.score.findIndex((entry) => entry.player.id === playerId);
}

/**
 * Each seat's reward in [0, 1] from its lead over the best other seat, relative to the scores' size: level is 0.5,
 * 3-1 about 0.7. For a game that scores as it goes (Repello's points), a finer judge of a cut-short playout than
 * `standing`.
 */
export function scoreMargin(match: Pick<Match<unknown>, 'score'>): number[] {
  const scores = match.score.map((entry) => entry.score);
  return scores.map((mine, seat) => {
    const best = Math.max(...scores.filter((_, other) => other !== seat));
    return 0.5 + (0.5 * (mine - best)) / (Math.abs(mine) + Math.abs(best) + 1);
  });
}
