import type { GameDefinition, Match } from '../contract';
import { nextInt, seedRandom, shuffle, type RandomState } from '../random';
import { seatOf, standing } from './standing';

// Written here rather than taken from npm: no maintained MCTS package is generic over a (legalActions, apply) rules
// module like GameDefinition, handles more than two players, or samples hidden information.

export interface SearchOptions {
  /** Seeds every random choice: the same seed, match and iteration count give the same action. */
  seed: string;
  /** Stop after this many iterations (playouts). At least one runs. */
  maxIterations?: number;
  /** Stop once `now()` is this many milliseconds past the start (needs `now`; the kit reads no clock itself). */
  budgetMs?: number;
  now?: () => number;
  /**
   * A playout stops after this many actions and is judged by the game's `evaluate`, or on the score so far (Repello
   * and Winzard games run to hundreds of actions).
   */
  maxPlayoutActions?: number;
  /** UCT's exploration constant, for rewards in [0, 1]. */
  exploration?: number;
  /**
   * With the game's `evaluate`, the search weighs only this many of the root's actions: those whose resulting
   * position the game judges best. Default ROOT_CANDIDATES; Infinity weighs them all.
   */
  rootCandidates?: number;
}

export interface SearchResult<A> {
  /** The chosen action, or null when the player has nothing to do. */
  action: A | null;
  iterations: number;
}

export const DEFAULT_PLAYOUT_ACTIONS = 24;
/** A game that judges a running match itself (GameDefinition.evaluate) is better served by more, shorter playouts. */
export const EVALUATED_PLAYOUT_ACTIONS = 4;
export const DEFAULT_ITERATIONS = 1000;
/**
 * Winzard Football offers about 250 actions a turn. Spread over them, a budget of 1,000 iterations gives each a few
 * noisy visits, too few to tell a step towards the ball from a pointless swap; on the 16 the game judges best, each
 * gets dozens.
 */
export const ROOT_CANDIDATES = 16;
const DEFAULT_EXPLORATION = 0.9;

interface SearchNode<A> {
  action: A | null;
  /** The seat that chose `action`; -1 at the root. Rewards are added from its point of view. */
  seat: number;
  visits: number;
  reward: number;
  children: Map<string, SearchNode<A>>;
  /**
   * The root's legal actions and their keys, listed once: they are the searching player's own options, which it sees,
   * so they are the same in every sample of what is hidden. Deeper nodes list theirs anew in each iteration.
   */
  legal?: { actions: A[]; keys: string[] };
}

type Rules<S, A> = Pick<
  GameDefinition<S, A>,
  'legalActions' | 'apply' | 'view' | 'determinize' | 'evaluate' | 'preferredActions'
>;

/**
 * The Hard computer: Monte Carlo tree search (UCT) with uniformly random playouts, on nothing but the game's own
 * rules. It searches from what `playerId` may see (the game's view); a game with hidden information must export
 * `determinize`, and every iteration plays in one sample of what is hidden (single-observer information-set MCTS:
 * the tree is keyed by actions, and only the actions legal in the iteration's sample are considered). When the game
 * names preferred actions (`preferredActions`: sure gains), the root weighs only those.
 */
export function chooseHardAction<S, A>(
  rules: Rules<S, A>,
  match: Match<S>,
  playerId: number,
  options: SearchOptions,
): SearchResult<A> {
  const seen = (rules.view ? rules.view(match, playerId) : match) as Match<S>;
  const rootLegal = preferredOrAll(rules, seen, playerId, rules.legalActions(seen, playerId));
  if (rootLegal.length <= 1) return { action: rootLegal[0] ?? null, iterations: 0 };
  if (rules.view && !rules.determinize) throw new Error('A game with a view needs determinize for the Hard search');

  const maxIterations = options.maxIterations ?? (options.budgetMs === undefined ? DEFAULT_ITERATIONS : Infinity);
  const started = options.now?.() ?? 0;
  const timeLeft = () => options.budgetMs === undefined || !options.now || options.now() - started < options.budgetMs;
  const search = new Search(rules, options);
  const seed = seedRandom(options.seed);
  const [candidates, afterJudging] = bestJudged(rules, seen, playerId, rootLegal, options, seed);
  let random = afterJudging;
  const legal = { actions: candidates, keys: candidates.map(keyOf) };
  const root: SearchNode<A> = { action: null, seat: -1, visits: 0, reward: 0, children: new Map(), legal };
  let iterations = 0;
  while (iterations === 0 || (iterations < maxIterations && timeLeft())) {
    let sample = seen;
    if (rules.determinize) [sample, random] = rules.determinize(seen, playerId, random);
    random = search.iterate(root, sample, random);
    iterations++;
  }
  return { action: mostVisited(root, legal), iterations };
}

/** The game's preferred actions (its sure gains) when it names any, else every legal action. */
function preferredOrAll<S, A>(rules: Rules<S, A>, seen: Match<S>, playerId: number, legal: A[]): A[] {
  const preferred = rules.preferredActions?.(seen, playerId, legal) ?? [];
  return preferred.length > 0 ? preferred : legal;
}

/**
 * The root's actions the game judges best for the player (its `evaluate` of the position each leads to, in one
 * sample of what is hidden), at most `rootCandidates` of them; equally judged ones in a random order, so a pointless
 * action listed first is not always kept.
 */
function bestJudged<S, A>(
  rules: Rules<S, A>,
  seen: Match<unknown>,
  playerId: number,
  legal: A[],
  options: SearchOptions,
  random: RandomState,
): [A[], RandomState] {
  const limit = options.rootCandidates ?? ROOT_CANDIDATES;
  if (!rules.evaluate || legal.length <= limit) return [legal, random];
  let sample = seen as Match<S>;
  if (rules.determinize) [sample, random] = rules.determinize(seen, playerId, random);
  const seat = seatOf(sample, playerId);
  let shuffled: A[];
  [shuffled, random] = shuffle(random, legal);
  const judged = shuffled.map((action) => {
    const next = rules.apply(sample, playerId, action);
    const match = next.ok ? next.match : null;
    const value = match ? (judge(rules, match)[seat] ?? 0) : -Infinity;
    return { action, value };
  });
  judged.sort((a, b) => b.value - a.value);
  return [judged.slice(0, limit).map((entry) => entry.action), random];
}

class Search<S, A> {
  private readonly maxPlayout: number;
  private readonly exploration: number;

  constructor(
    private readonly rules: Rules<S, A>,
    options: SearchOptions,
  ) {
    this.maxPlayout =
      options.maxPlayoutActions ?? (rules.evaluate ? EVALUATED_PLAYOUT_ACTIONS : DEFAULT_PLAYOUT_ACTIONS);
    this.exploration = options.exploration ?? DEFAULT_EXPLORATION;
  }

  /** One selection, expansion, playout and back-propagation; returns the generator's next state. */
  iterate(root: SearchNode<A>, start: Match<S>, random: RandomState): RandomState {
    const path = [root];
    let node = root;
    let match = start;
    for (;;) {
      const mover = match.player;
      if (match.gameOver || !mover) break;
      const legal = node.legal?.actions ?? this.rules.legalActions(match, mover.id);
      if (legal.length === 0) break;
      const seat = seatOf(match, mover.id);
      let index: number;
      let key: string;
      [index, key, random] = this.choose(node, legal, random);
      const next = this.rules.apply(match, mover.id, legal[index]);
      if (!next.ok) break;
      let child = node.children.get(key);
      const expanded = !child;
      if (!child) {
        child = { action: legal[index], seat, visits: 0, reward: 0, children: new Map() };
        node.children.set(key, child);
      }
      path.push(child);
      node = child;
      match = next.match;
      if (expanded) break;
    }
    let end: Match<S>;
    [end, random] = this.playout(match, random);
    const rewards = judge(this.rules, end);
    for (const visited of path) {
      visited.visits++;
      if (visited.seat >= 0) visited.reward += rewards[visited.seat] ?? 0;
    }
    return random;
  }

  /**
   * The action to follow from `node` and its key: an untried one at random while there is one, else UCB1's pick.
   * While the node has fewer children than legal actions, some action is surely untried, and a few random draws find
   * one without keying every action: the keys cost more than the rules in games with hundreds of actions a turn.
   */
  private choose(node: SearchNode<A>, legal: A[], random: RandomState): [number, string, RandomState] {
    if (node.children.size < legal.length) {
      for (let draw = 0; draw < UNTRIED_DRAWS; draw++) {
        let index: number;
        [index, random] = nextInt(random, legal.length);
        const key = keyOf(legal[index]);
        if (!node.children.has(key)) return [index, key, random];
      }
    }
    const keys = node.legal?.keys ?? legal.map(keyOf);
    const untried = keys.flatMap((key, index) => (node.children.has(key) ? [] : [index]));
    let index: number;
    if (untried.length > 0) [index, random] = pick(random, untried);
    else index = this.selectIndex(node, keys);
    return [index, keys[index], random];
  }

  /** UCB1 over the children legal in this sample (every one of them is expanded already). */
  private selectIndex(node: SearchNode<A>, keys: string[]): number {
    const logVisits = Math.log(Math.max(1, node.visits));
    let best = 0;
    let bestValue = -Infinity;
    keys.forEach((key, index) => {
      const child = node.children.get(key) as SearchNode<A>;
      const value =
        child.reward / Math.max(1, child.visits) + this.exploration * Math.sqrt(logVisits / Math.max(1, child.visits));
      if (value > bestValue) {
        bestValue = value;
        best = index;
      }
    });
    return best;
  }

  private playout(start: Match<S>, random: RandomState): [Match<S>, RandomState] {
    let match = start;
    for (let step = 0; step < this.maxPlayout && !match.gameOver && match.player; step++) {
      const legal = this.rules.legalActions(match, match.player.id);
      if (legal.length === 0) break;
      let index: number;
      [index, random] = nextInt(random, legal.length);
      const next = this.rules.apply(match, match.player.id, legal[index]);
      if (!next.ok) break;
      match = next.match;
    }
    return [match, random];
  }
}

/** Random draws for an untried action before every action is keyed (Search.choose). */
const UNTRIED_DRAWS = 8;

function keyOf(action: unknown): string {
  return JSON.stringify(action);
}

function pick(random: RandomState, items: number[]): [number, RandomState] {
  const [index, next] = nextInt(random, items.length);
  return [items[index], next];
}

/** The root's most visited child among the actions legal now; ties go to the first listed. */
function mostVisited<A>(root: SearchNode<A>, legal: { actions: A[]; keys: string[] }): A {
  let best = legal.actions[0];
  let most = -1;
  legal.keys.forEach((key, index) => {
    const visits = root.children.get(key)?.visits ?? 0;
    if (visits > most) {
      most = visits;
      best = legal.actions[index];
    }
  });
  return best;
}

/** Each seat's reward for a match: its standing once the game is over, else the game's `evaluate` if it has one. */
function judge<S, A>(rules: Rules<S, A>, match: Match<S>): number[] {
  return match.gameOver || !rules.evaluate ? standing(match) : rules.evaluate(match);
}
