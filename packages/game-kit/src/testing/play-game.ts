import type { GameDefinition, Match, Player } from '../contract';
import { nextInt, seedRandom, type RandomState } from '../random';
import { check } from './check';
import { deepFreeze } from './deep-freeze';

/** Picks one of the legal actions (never an empty list), drawing from the seeded generator it is given. */
export type Policy<S, A> = (match: Match<S>, legal: A[], random: RandomState) => [A, RandomState];

/** One applied action: the match it was chosen in, who chose it among which actions, and the match after it. */
export interface Step<S, A> {
  match: Match<S>;
  mover: Player;
  legal: A[];
  chosen: A;
  /** How many actions were applied before this one. */
  index: number;
  next: Match<S>;
}

export interface PlayOptions<S, A> {
  /** Seeds the policy's generator. */
  seed: string;
  /** Stop after this many actions even if the game runs on. */
  maxActions: number;
  /** How to choose an action; uniformly at random by default. */
  policy?: Policy<S, A>;
  /** Passed to setup; setup is called without a seed when absent. */
  setupSeed?: string;
  onStep?: (step: Step<S, A>) => void;
}

/** A uniformly random legal action. */
export function randomPolicy<S, A>(_match: Match<S>, legal: A[], random: RandomState): [A, RandomState] {
  const [index, next] = nextInt(random, legal.length);
  return [legal[index], next];
}

/**
 * Plays a game from setup until it is over or `maxActions` were applied. Every match is deep-frozen, so a rule that
 * mutates its input throws; a running game without a legal action, or a listed action the rules refuse, throws.
 */
export function playGame<S, A>(
  definition: GameDefinition<S, A>,
  players: Player[],
  { seed, maxActions, policy = randomPolicy, setupSeed, onStep }: PlayOptions<S, A>,
): { end: Match<S>; actions: A[] } {
  let random = seedRandom(seed);
  let match = deepFreeze(setupSeed === undefined ? definition.setup(players) : definition.setup(players, setupSeed));
  const actions: A[] = [];
  while (!match.gameOver && actions.length < maxActions) {
    const mover = match.player;
    check(mover !== null, () => `a running game with nobody to move: ${JSON.stringify(match.state)}`);
    const legal = definition.legalActions(match, (mover as Player).id);
    check(legal.length > 0, () => `no legal action in a running game: ${JSON.stringify(match.state)}`);
    let chosen: A;
    [chosen, random] = policy(match, legal, random);
    const result = definition.apply(match, (mover as Player).id, chosen);
    if (!result.ok) throw new Error(`listed action ${JSON.stringify(chosen)} refused: ${result.error.message}`);
    const next = deepFreeze(result.match);
    onStep?.({ match, mover: mover as Player, legal, chosen, index: actions.length, next });
    actions.push(chosen);
    match = next;
  }
  return { end: match, actions };
}
