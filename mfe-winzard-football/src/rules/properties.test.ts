import fc from 'fast-check';
import { nextInt, sameJson, type Match, type Player, type RandomState } from '@tabletop/game-kit';
import {
  check,
  playGame,
  randomPolicy,
  throwingKeysProxy,
  withThrowingGetter,
  type Policy,
  type Step,
} from '@tabletop/game-kit/testing';
import {
  ALL_PAWNS,
  CELL_COUNT,
  DIRECTIONS,
  game,
  halfOf,
  sideOf,
  traceShot,
  type Cell,
  type Side,
  type WinzardAction,
  type WinzardState,
} from './index';
import { PLAYERS } from './test-support/matches';

// Random play rarely scores (a random game measured here takes ~1,000–3,000 actions to end), so random games are
// checked over a bounded number of actions, and goal-seeking games are played to the end.
const RANDOM_ACTIONS = 400;
const GOAL_SEEKING_ACTIONS = 3000;

type WMatch = Match<WinzardState>;

/** Whether a shot from `ball` by a pawn on a card of `value` can score for `side` in some direction. */
function scoringDirection(court: Cell[], ball: number, value: number, side: Side): boolean {
  const theirs: Side = side === 'left' ? 'right' : 'left';
  return DIRECTIONS.some((direction) => {
    const shot = traceShot(court, ball, value, direction);
    return shot.kind === 'goal' && shot.mouth === theirs;
  });
}

/** Draws every time, tackles to a cell it can score from, shoots when it scores, otherwise plays at random. */
const goalSeekingPolicy: Policy<WinzardState, WinzardAction> = (match, legal, random) => {
  const side = sideOf(match, (match.player as Player).id) as Side;
  const court = match.state.unconvertedCourt;
  const pick = (candidates: WinzardAction[]): [WinzardAction, RandomState] | null => {
    if (candidates.length === 0) return null;
    const [index, next] = nextInt(random, candidates.length);
    return [candidates[index], next];
  };
  const theirs: Side = side === 'left' ? 'right' : 'left';
  const ball = court.findIndex((cell) => cell.icon === 'FOOTBALL');
  const scoring = legal.filter((action) => {
    if (action.type === 'shoot') {
      const shot = traceShot(court, ball, court[action.from].value, action.direction);
      return shot.kind === 'goal' && shot.mouth === theirs;
    }
    if (action.type === 'tackle') return scoringDirection(court, action.to, court[action.from].value, side);
    return action.type === 'draw';
  });
  return (
    pick(scoring) ?? pick(legal.filter((action) => action.type === 'tackle')) ?? randomPolicy(match, legal, random)
  );
};

type WStep = Step<WinzardState, WinzardAction>;

/** The policy's generator is seeded apart from the deal, so one seed names the whole game. */
function play(
  seed: string,
  policy: Policy<WinzardState, WinzardAction>,
  maxActions: number,
  onStep?: (step: WStep) => void,
) {
  return playGame(game, PLAYERS, { seed: `policy:${seed}`, setupSeed: seed, maxActions, policy, onStep });
}

const cardKey = (cell: Cell) => `${cell.character}${cell.value}`;

function invariants({ match, mover, legal, next }: WStep): void {
  const other = PLAYERS.find((player) => player.id !== mover.id) as Player;
  check(game.legalActions(match, other.id).length === 0, () => 'the player not to move has legal actions');
  const { state } = next;
  check(state.unconvertedCourt.length === CELL_COUNT, () => 'the court lost cells');
  for (const player of PLAYERS) {
    const left = state.actionsLeft[player.id];
    check(left >= 0 && left <= 2, () => `actions left out of 0..2: ${left}`);
  }
  check(
    next.score.every((entry) => entry.score >= 0 && entry.score <= 3),
    () => 'a score left 0..3',
  );
  check(next.gameOver === next.score.some((entry) => entry.score >= 3), () => 'game over without a score of 3');
  check(
    next.gameOver === (next.player === null),
    () => 'a player to move in a finished game, or none in a running one',
  );
  for (const icon of ['FOOTBALL', ...ALL_PAWNS]) {
    check(state.unconvertedCourt.filter((cell) => cell.icon === icon).length <= 1, () => `${icon} twice`);
  }
  check(
    state.drawValues.every(
      (value) => !state.unconvertedCourt.some((c) => c.character === 'Blaze' && c.value === value),
    ),
    () => 'a Blaze value both in the pile and on the court',
  );
  // Swaps stay within a half; only a new deal changes which cards a half holds (and it holds the same ones).
  for (const side of ['left', 'right'] as Side[]) {
    const cards = (m: WMatch) =>
      m.state.unconvertedCourt
        .filter((_, cell) => halfOf(cell) === side)
        .map(cardKey)
        .filter((key) => !key.startsWith('Blaze'))
        .sort()
        .join();
    check(cards(match) === cards(next), () => `the ${side} half's cards changed`);
  }
  check(legal.length > 0, () => 'no legal action');
}

describe('random legal games', () => {
  it('keep every invariant, never refuse a listed action, and end or reach the bound', () => {
    for (let g = 0; g < 6; g++) {
      const { end, actions } = play(`random-${g}`, randomPolicy, RANDOM_ACTIONS, invariants);
      expect(end.gameOver || actions.length === RANDOM_ACTIONS).toBe(true);
    }
  });

  it('are reached to the end by goal-seeking players, every invariant kept', () => {
    const lengths: number[] = [];
    for (let g = 0; g < 4; g++) {
      const { end, actions } = play(`goal-${g}`, goalSeekingPolicy, GOAL_SEEKING_ACTIONS, invariants);
      expect(end.gameOver).toBe(true);
      expect(end.score.some((entry) => entry.score === 3)).toBe(true);
      lengths.push(actions.length);
    }
    expect(Math.max(...lengths)).toBeLessThan(GOAL_SEEKING_ACTIONS);
  });

  it('replay exactly from the seed and the actions', () => {
    const { end, actions } = play('replay', goalSeekingPolicy, GOAL_SEEKING_ACTIONS);
    let match = game.setup(PLAYERS, 'replay');
    for (const action of actions) {
      const result = game.apply(match, (match.player as Player).id, action);
      if (!result.ok) throw new Error(result.error.message);
      match = result.match;
    }
    expect(match).toEqual(end);
    // JSON in, JSON out: a state sent over the wire plays on the same.
    expect(JSON.parse(JSON.stringify(end))).toEqual(end);
  });
});

describe('untrusted actions', () => {
  const positions: WMatch[] = [];
  play('garbage', randomPolicy, 120, ({ match }) => positions.push(match));

  it('are refused without throwing or mutating, unless they equal a listed action', () => {
    fc.assert(
      fc.property(
        fc.nat(positions.length - 1),
        fc.oneof(
          fc.anything(),
          fc.record({
            type: fc.constantFrom(
              'placeBall',
              'placeKeeper',
              'move',
              'swap',
              'tackle',
              'draw',
              'skipDraw',
              'shoot',
              'pass',
              'skipShot',
              'dance',
            ),
            cell: fc.option(fc.integer({ min: -2, max: 50 }), { nil: undefined }),
            from: fc.option(fc.integer({ min: -2, max: 50 }), { nil: undefined }),
            to: fc.option(fc.integer({ min: -2, max: 50 }), { nil: undefined }),
            direction: fc.option(fc.integer({ min: 0, max: 10 }), { nil: undefined }),
          }),
        ),
        fc.constantFrom(...PLAYERS.map((player) => player.id), 99),
        (index, action, playerId) => {
          const match = positions[index];
          const before = JSON.stringify(match);
          const result = game.apply(match, playerId, action as WinzardAction);
          const listed = game.legalActions(match, playerId).some((candidate) => sameJson(candidate, action));
          expect(result.ok).toBe(listed);
          expect(JSON.stringify(match)).toBe(before);
        },
      ),
      { numRuns: 1500 },
    );
  });

  it('do not throw on hostile objects', () => {
    const match = positions[positions.length - 1];
    const hostile = throwingKeysProxy();
    const getter = withThrowingGetter({ type: 'draw' }, 'from');
    for (const action of [hostile, getter, JSON.parse('{"type":"draw","__proto__":1}'), null, 7, 'draw', []]) {
      expect(() => game.apply(match, (match.player as Player).id, action as WinzardAction)).not.toThrow();
      expect(game.apply(match, (match.player as Player).id, action as WinzardAction).ok).toBe(false);
    }
  });
});
