import type { Match } from '@tabletop/game-kit';
import { COURT_WIDTH, DIRECTIONS, distance, otherSide, reachOf } from './court';
import { sideOf } from './players';
import { traceShot } from './shot';
import { ballCell, pawnCellsOf } from './state';
import type { Cell, Side, WinzardState } from './types';

/**
 * What a position is worth to the side holding the ball, in goals it may expect from it soon. A goal is always worth
 * more than the best chance before it, so the search takes a goal when it can. Goals come only from a shot at a round
 * end after a red card, by a pawn next to the ball: the values climb towards that.
 */
const CHANCE = {
  /** A pawn next to the ball has a shot that scores now, and a red card has been drawn this round. */
  shotWithRedCard: 0.8,
  /** The same shot, waiting for a red card. */
  shot: 0.45,
  /** A pawn next to the ball, without a clear shot. */
  nextToBall: 0.2,
  /** Holding the ball with no pawn next to it: a little, more the nearer the ball is to the other goal... */
  holding: 0.05,
  advance: 0.05,
  /** ...and the nearer a pawn of the holder's is to the ball (a pawn far from it makes no shot for many rounds). */
  closeness: 0.08,
};
/** What the side without the ball has: a pawn within its reach of the ball can tackle, else some for nearness. */
const PRESSURE = { tackle: 0.1, closeness: 0.05 };
/** Beyond this many king steps from the ball a pawn counts as far away (the court is 8 wide). */
const FAR = 7;
/** How sharply a lead in (expected) goals turns into a reward near 1: a one-goal lead is worth about 0.77. */
const STEEPNESS = 1.2;

/**
 * How a running match looks for each seat (GameDefinition.evaluate), for the computer's search: the goals' lead plus
 * the chance the ball's holder has of scoring soon, as a reward in [0, 1]. Goals are rare in play, so a search that
 * read only the score would see every short playout as a draw. Seat 0 plays left and attacks the right-hand goal.
 */
export function evaluate(match: Match<WinzardState>): number[] {
  const [left, right] = match.score;
  if (!left || !right || match.score.length !== 2) return match.score.map(() => 0.5);
  let lead = left.score - right.score;
  const holder = sideOf(match, match.state.possession);
  const ball = ballCell(match.state.unconvertedCourt);
  if (holder && ball >= 0) {
    const forHolder =
      chanceOf(match.state, holder, ball) - pressureOn(match.state.unconvertedCourt, otherSide(holder), ball);
    lead += (holder === 'left' ? 1 : -1) * forHolder;
  }
  const leftValue = 1 / (1 + Math.exp(-STEEPNESS * lead));
  return [leftValue, 1 - leftValue];
}

/** The holder's chance of a goal soon (CHANCE), from where the ball and the holder's pawns stand. */
function chanceOf(state: WinzardState, holder: Side, ball: number): number {
  const court = state.unconvertedCourt;
  const pawns = pawnCellsOf(court, holder);
  const shooters = pawns.filter((cell) => distance(cell, ball) === 1);
  if (shooters.length === 0) {
    const column = ball % COURT_WIDTH;
    const advance = (holder === 'left' ? column : COURT_WIDTH - 1 - column) / (COURT_WIDTH - 1);
    return CHANCE.holding + CHANCE.advance * advance + CHANCE.closeness * closeness(pawns, ball);
  }
  if (!shooters.some((from) => scoresFrom(court, ball, from, holder))) return CHANCE.nextToBall;
  return state.redCard >= 1 ? CHANCE.shotWithRedCard : CHANCE.shot;
}

/** What the side without the ball threatens (PRESSURE): a tackle now, or pawns drawing near. */
function pressureOn(court: readonly Cell[], side: Side, ball: number): number {
  const pawns = pawnCellsOf(court, side);
  const canTackle = pawns.some((cell) => distance(cell, ball) <= reachOf(court[cell].value));
  return canTackle ? PRESSURE.tackle : PRESSURE.closeness * closeness(pawns, ball);
}

/** 1 when one of the pawns stands next to the ball, falling to 0 at FAR king steps. */
function closeness(pawns: readonly number[], ball: number): number {
  const nearest = Math.min(FAR, ...pawns.map((cell) => distance(cell, ball)));
  return (FAR - nearest) / (FAR - 1);
}

/** Whether the pawn at `from` has a shot in some direction that ends in the other side's goal. */
function scoresFrom(court: readonly Cell[], ball: number, from: number, side: Side): boolean {
  const target = otherSide(side);
  return DIRECTIONS.some((direction) => {
    const shot = traceShot(court, ball, court[from].value, direction);
    return shot.kind === 'goal' && shot.mouth === target;
  });
}
