import { scoreMargin, type Match } from '@tabletop/game-kit';
import { COURT_WIDTH, distance } from './court';
import { sideOf } from './players';
import { ballCell, pawnCellsOf } from './state';
import type { WinzardState } from './types';

/** How much the goals decide against the position of the ball. */
const GOALS_WEIGHT = 0.7;

/**
 * How a running match looks for each seat (GameDefinition.evaluate), for the computer's search: mostly the goals,
 * then the ball: how far it is towards the other side's goal, who holds it, and whether the holder has a pawn next
 * to it (only then does a round end in a shot or a pass). Goals are rare in play, so a search that read only the
 * score would see every short playout as a draw. Seat 0 plays left and attacks the right-hand goal.
 */
export function evaluate(match: Match<WinzardState>): number[] {
  const goals = scoreMargin(match);
  if (match.score.length !== 2) return goals;
  const left = match.score[0].player.id;
  const court = match.state.unconvertedCourt;
  const ball = ballCell(court);
  if (ball < 0) return goals;
  const advance = (ball % COURT_WIDTH) / (COURT_WIDTH - 1);
  const holder = match.state.possession;
  const holderSide = sideOf(match, holder);
  const canShoot = holderSide !== null && pawnCellsOf(court, holderSide).some((cell) => distance(cell, ball) === 1);
  const mine = holder === left ? 1 : 0;
  const ballValue = 0.4 * advance + 0.3 * mine + 0.3 * (canShoot ? mine : 1 - mine) * (canShoot ? 1 : 0.5);
  const leftValue = GOALS_WEIGHT * goals[0] + (1 - GOALS_WEIGHT) * ballValue;
  return [leftValue, 1 - leftValue];
}
