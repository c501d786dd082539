import type { Match } from '@tabletop/game-kit';
import { COLUMNS, FOURS, discAt, discToMove } from './grid';
import type { C4State } from './types';

/**
 * What a line of four cells holding only one colour is worth to that colour, by how many of its discs are in it
 * (0..3; a full four has ended the game). Three with the fourth cell open is a threat the opponent must answer.
 */
const OPEN_LINE = [0, 1, 4, 16];
/** A disc in the middle column is in the most lines (up to seven of them). */
const CENTRE = 3;
/** The side to move is a tempo ahead: its threats are played first. */
const TEMPO = 4;
/** How sharply a lead in points turns into a reward near 1: a lead of one open three (16) is worth about 0.73. */
const STEEPNESS = 1 / 16;

/**
 * How a running match looks for each seat (GameDefinition.evaluate), for the computer's search: the lines of four
 * each colour can still complete, weighed by how full they are, plus the middle column and the move, turned into a
 * reward in [0, 1]. Seat 0 plays Red.
 */
export function evaluate(match: Match<C4State>): number[] {
  if (match.score.length !== 2) return match.score.map(() => 0.5);
  const state = match.state;
  let lead = 0;
  for (const four of FOURS) {
    let reds = 0;
    let yellows = 0;
    for (const cell of four) {
      const disc = discAt(state, cell);
      if (disc === 'R') reds++;
      else if (disc === 'Y') yellows++;
    }
    if (yellows === 0) lead += OPEN_LINE[reds] ?? 0;
    else if (reds === 0) lead -= OPEN_LINE[yellows] ?? 0;
  }
  const middle = state.columns[Math.floor(COLUMNS / 2)] ?? [];
  for (const disc of middle) lead += disc === 'R' ? CENTRE : -CENTRE;
  lead += discToMove(state) === 'R' ? TEMPO : -TEMPO;
  const red = 1 / (1 + Math.exp(-STEEPNESS * lead));
  return [red, 1 - red];
}
