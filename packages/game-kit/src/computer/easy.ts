import type { GameDefinition, Match } from '../contract';
import { nextInt, seedRandom } from '../random';

/**
 * The Easy computer: a uniformly random legal action of `playerId`, drawn from a generator seeded by `seed` (the same
 * seed and match give the same action). Null when the player has nothing to do.
 */
export function chooseEasyAction<S, A>(
  rules: Pick<GameDefinition<S, A>, 'legalActions'>,
  match: Match<S>,
  playerId: number,
  seed: string,
): A | null {
  const legal = rules.legalActions(match, playerId);
  if (legal.length === 0) return null;
  const [index] = nextInt(seedRandom(seed), legal.length);
  return legal[index];
}
