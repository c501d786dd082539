import { scoreMargin, type Match } from '@tabletop/game-kit';
import { COURT_WIDTH } from './court';
import { ballCell } from './state';
import type { WinzardState } from './types';

/** How much the goals decide against where the ball is and who holds it. */
const GOALS_WEIGHT = 0.8;

/**
 * How a running match looks for each seat (GameDefinition.evaluate), for the computer's search: mostly the goals,
 * then how far the ball is towards the other side's goal and who holds it. Goals are rare in play, so a search that
 * read only the score would see every short playout as a draw. Seat 0 plays left and attacks the right-hand goal.
 */
export function evaluate(match: Match<WinzardState>): number[] {
  // The lead, not the rank: 2-0 must look better than 1-0, or a leader stops trying to score.
  const goals = scoreMargin(match);
  if (match.score.length !== 2) return goals;
  const ball = ballCell(match.state.unconvertedCourt);
  const advance = ball < 0 ? 0.5 : (ball % COURT_WIDTH) / (COURT_WIDTH - 1);
  const holdsBall = match.state.possession === match.score[0].player.id ? 1 : 0;
  const left = GOALS_WEIGHT * goals[0] + (1 - GOALS_WEIGHT) * (0.6 * advance + 0.4 * holdsBall);
  return [left, 1 - left];
}
