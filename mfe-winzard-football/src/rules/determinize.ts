import { nextFloat, shuffle, type Match, type RandomState } from '@tabletop/game-kit';
import { CARD_VALUES } from './deal';
import type { WinzardState, WinzardView } from './types';

/**
 * A full match the view could have come from (GameDefinition.determinize): the draw pile is `pileSize` of the Blaze
 * values not on the court, in a shuffled order, and the generator that later deals and reshuffles is a fresh draw.
 * Every value off the court is taken as possible: the view does not say which of them were drawn since the deal.
 * A full state (not a view) is returned as it is.
 */
export function determinize(
  view: Match<unknown>,
  _viewer: number,
  random: RandomState,
): [Match<WinzardState>, RandomState] {
  const state = view.state as WinzardView | WinzardState | null;
  if (!state || typeof state !== 'object' || 'drawValues' in state) return [view as Match<WinzardState>, random];
  const { pileSize, ...rest } = state;
  const onCourt = rest.unconvertedCourt.filter((cell) => cell.character === 'Blaze').map((cell) => cell.value);
  const [candidates, next] = shuffle(
    random,
    CARD_VALUES.filter((value) => !onCourt.includes(value)),
  );
  const [, generator] = shuffle(next, [0, 1, 2, 3]);
  const full: WinzardState = { ...rest, drawValues: candidates.slice(0, pileSize), random: generator };
  return [{ ...view, state: full }, nextFloat(generator)[1]];
}
