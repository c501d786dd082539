import {
  CELL_COUNT,
  DIRECTION_VECTORS,
  cellIndex,
  cellPoint,
  distance,
  goalMouthAt,
  isKeeper,
  isOnCourt,
  pawnSide,
  reachOf,
} from './court';
import { isEmpty, pawnAt } from './state';
import type { Cell, Direction, Pawn, Side } from './types';

/** Where a shot ends, before anyone is credited: in a goal mouth, stopped by a pawn, or out elsewhere. */
export type ShotPath =
  | { kind: 'goal'; mouth: Side; path: number[] }
  | { kind: 'saved' | 'blocked'; stoppedBy: Pawn; rest: number; path: number[] }
  | { kind: 'out'; rest: number; path: number[] };

/**
 * The ball's straight run from `ball` in `direction`, cell by cell (RULES.md, "Shot path"). A goalkeeper whose
 * card value is at least `shooterValue` saves; a weaker one is passed over; any other pawn blocks. Stepping beyond
 * an end column on rows 2–3 is a goal in that mouth; leaving the court anywhere else is out. A stopped or out ball
 * rests on the last cell it crossed that holds no pawn (its own start cell when it crossed none).
 */
export function traceShot(court: readonly Cell[], ball: number, shooterValue: number, direction: Direction): ShotPath {
  const { dx, dy } = DIRECTION_VECTORS[direction];
  let { x, y } = cellPoint(ball);
  let rest = ball;
  const path: number[] = [];
  for (let steps = 0; steps < CELL_COUNT; steps++) {
    x += dx;
    y += dy;
    if (!isOnCourt(x, y)) {
      const mouth = goalMouthAt(x, y);
      return mouth ? { kind: 'goal', mouth, path } : { kind: 'out', rest, path };
    }
    const cell = cellIndex(x, y);
    const pawn = pawnAt(court, cell);
    if (pawn && !isKeeper(pawn)) return { kind: 'blocked', stoppedBy: pawn, rest, path };
    if (pawn && court[cell].value >= shooterValue) return { kind: 'saved', stoppedBy: pawn, rest, path };
    path.push(cell);
    if (!pawn) rest = cell;
  }
  return { kind: 'out', rest, path };
}

/** The side in possession after a shot that did not score: the stopping pawn's side, or the other side when out. */
export function possessionAfter(shot: Exclude<ShotPath, { kind: 'goal' }>, shooterSide: Side): Side {
  if (shot.kind === 'out') return shooterSide === 'left' ? 'right' : 'left';
  return pawnSide(shot.stoppedBy);
}

/** Where a pass from `from` may land: empty cells within 2 × R of the passer, next to the teammate at `teammate`. */
export function passTargets(court: readonly Cell[], from: number, teammate: number): number[] {
  if (teammate < 0) return [];
  const range = 2 * reachOf(court[from].value);
  const targets: number[] = [];
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    if (isEmpty(court, cell) && distance(from, cell) <= range && distance(teammate, cell) === 1) targets.push(cell);
  }
  return targets;
}
