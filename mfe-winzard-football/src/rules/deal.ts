import { shuffle, type RandomState } from '@tabletop/game-kit';
import { CELL_COUNT, CHARACTERS, ZONES, halfOf } from './court';
import type { Cell, Character, Side } from './types';

/** Every character has one card of each value 1..11: 5 × 11 = 55 cards. */
export const CARD_VALUES: readonly number[] = Array.from({ length: 11 }, (_, i) => i + 1);

/** The centre cells hold the four Blaze cards of the court: each side's ball zone, upper cell first. */
export const CENTRE_CELLS: readonly number[] = [...ZONES.left.ball, ...ZONES.right.ball];

export interface Deal {
  court: Cell[];
  drawValues: number[];
  random: RandomState;
}

/**
 * The deal at every kick-off (RULES.md), the one place it is defined: the Blaze values are shuffled,
 * the first four go to the centre cells (left upper, left lower, right upper, right lower) and the other seven
 * form the draw pile in their shuffled order; then each side's 22 cards are shuffled into the other cells of
 * its half, row by row. No icons.
 */
export function deal(random: RandomState): Deal {
  const [blaze, afterBlaze] = shuffle(random, CARD_VALUES);
  let state = afterBlaze;
  const court: (Cell | undefined)[] = Array(CELL_COUNT).fill(undefined);
  CENTRE_CELLS.forEach((cell, i) => (court[cell] = { character: 'Blaze', value: blaze[i] }));
  for (const side of ['left', 'right'] as Side[]) {
    let cards: Cell[];
    [cards, state] = shuffle(state, sideCards(side));
    const cells = [...Array(CELL_COUNT).keys()].filter((cell) => halfOf(cell) === side && !CENTRE_CELLS.includes(cell));
    cells.forEach((cell, i) => (court[cell] = cards[i]));
  }
  return { court: court as Cell[], drawValues: blaze.slice(CENTRE_CELLS.length), random: state };
}

/** A side's 22 cards: both its characters, values 1..11. */
export function sideCards(side: Side): Cell[] {
  return CHARACTERS[side].flatMap((character: Character) => CARD_VALUES.map((value) => ({ character, value })));
}

/** A new draw pile: the Blaze values not on the court, shuffled. */
export function reshuffledPile(court: readonly Cell[], random: RandomState): [number[], RandomState] {
  const onCourt = court.filter((cell) => cell.character === 'Blaze').map((cell) => cell.value);
  return shuffle(
    random,
    CARD_VALUES.filter((value) => !onCourt.includes(value)),
  );
}
