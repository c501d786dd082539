import type { GameDefinition, Match, Player } from '../contract';
import { nextInt, seedRandom } from '../random';
import { accept, reject } from '../result';
import { check } from './check';
import { deepFreeze } from './deep-freeze';
import { playGame, randomPolicy, type Policy, type Step } from './play-game';

const ANN: Player = { id: 1, name: 'Ann' };
const BEN: Player = { id: 2, name: 'Ben' };

interface CountState {
  total: number;
  seed: string | null;
}

/** A race to `target`: players take turns adding 1, 2 or 3 to a shared total. */
function countingGame(
  target: number,
  quirks: { refuse?: number; noActionsAt?: number; mutate?: boolean } = {},
): GameDefinition<CountState, number> {
  const legalActions = (match: Match<CountState>, playerId: number) =>
    match.gameOver || match.player?.id !== playerId || match.state.total === quirks.noActionsAt ? [] : [1, 2, 3];
  return {
    url: 'count',
    displayText: 'Count',
    players: [2, 2],
    showScore: false,
    setup: (players, ...seed) => ({
      game: 'count',
      player: players[0],
      score: players.map((player) => ({ player, score: 0 })),
      gameOver: false,
      state: { total: 0, seed: seed.length === 0 ? null : (seed[0] ?? 'undefined') },
    }),
    legalActions,
    apply(match, playerId, step) {
      if (step === quirks.refuse || !legalActions(match, playerId).includes(step)) return reject('illegal', 'no');
      if (quirks.mutate) match.state.total += step;
      const total = match.state.total + step;
      const gameOver = total >= target;
      const player = gameOver ? null : match.player?.id === ANN.id ? BEN : ANN;
      return accept({ ...match, player, gameOver, state: { ...match.state, total } });
    },
  };
}

describe('playGame', () => {
  it('plays from setup to game over with the random policy, handing every step to onStep', () => {
    const steps: Step<CountState, number>[] = [];
    const { end, actions } = playGame(countingGame(20), [ANN, BEN], {
      seed: 's',
      maxActions: 100,
      onStep: (step) => steps.push(step),
    });
    expect(end.gameOver).toBe(true);
    expect(end.state.total).toBeGreaterThanOrEqual(20);
    expect(actions.reduce((sum, step) => sum + step, 0)).toBe(end.state.total);
    expect(steps.map((step) => step.chosen)).toEqual(actions);
    steps.forEach((step, index) => {
      expect(step.index).toBe(index);
      expect(step.legal).toEqual([1, 2, 3]);
      expect(step.mover).toEqual(index % 2 === 0 ? ANN : BEN);
      expect(step.next.state.total).toBe(step.match.state.total + step.chosen);
      if (index > 0) expect(step.match).toBe(steps[index - 1].next);
    });
    expect(steps[steps.length - 1].next).toBe(end);
  });

  it('stops at the bound in a game that runs on', () => {
    const { end, actions } = playGame(countingGame(1000), [ANN, BEN], { seed: 's', maxActions: 7 });
    expect(actions).toHaveLength(7);
    expect(end.gameOver).toBe(false);
  });

  it('draws the same actions from the same seed, and other actions from another seed', () => {
    const play = (seed: string) => playGame(countingGame(200), [ANN, BEN], { seed, maxActions: 1000 }).actions;
    expect(play('a')).toEqual(play('a'));
    expect(play('a')).not.toEqual(play('b'));
  });

  it('draws as nextInt over the legal list, seeded by the seed', () => {
    let random = seedRandom('x');
    const expected: number[] = [];
    for (let i = 0; i < 5; i++) {
      let index: number;
      [index, random] = nextInt(random, 3);
      expected.push([1, 2, 3][index]);
    }
    expect(playGame(countingGame(1000), [ANN, BEN], { seed: 'x', maxActions: 5 }).actions).toEqual(expected);
  });

  it('follows the policy, threading its generator from step to step', () => {
    const seen: number[][] = [];
    const firstThenRandom: Policy<CountState, number> = (match, legal, random) => {
      seen.push(random);
      return match.state.total < 5 ? [legal[0], random] : randomPolicy(match, legal, random);
    };
    const { actions } = playGame(countingGame(1000), [ANN, BEN], {
      seed: 'p',
      maxActions: 8,
      policy: firstThenRandom,
    });
    expect(actions.slice(0, 5)).toEqual([1, 1, 1, 1, 1]);
    expect(seen[0]).toEqual(seedRandom('p'));
    expect(seen[6]).toEqual(nextInt(seedRandom('p'), 3)[1]);
  });

  it('calls setup without a seed unless a setup seed is given', () => {
    const game = countingGame(10);
    expect(playGame(game, [ANN, BEN], { seed: 's', maxActions: 0 }).end.state.seed).toBeNull();
    expect(playGame(game, [ANN, BEN], { seed: 's', maxActions: 0, setupSeed: 'deal' }).end.state.seed).toBe('deal');
  });

  it('freezes every match, so a rule that mutates its input throws', () => {
    const frozen: boolean[] = [];
    playGame(countingGame(10), [ANN, BEN], {
      seed: 's',
      maxActions: 100,
      onStep: ({ match, next }) => frozen.push(Object.isFrozen(match.state), Object.isFrozen(next.score[0].player)),
    });
    expect(frozen.length).toBeGreaterThan(0);
    expect(frozen.every(Boolean)).toBe(true);
    expect(() => playGame(countingGame(10, { mutate: true }), [ANN, BEN], { seed: 's', maxActions: 100 })).toThrow(
      TypeError,
    );
  });

  it('throws when the rules refuse a listed action', () => {
    const game = countingGame(1000, { refuse: 2 });
    expect(() => playGame(game, [ANN, BEN], { seed: 's', maxActions: 100 })).toThrow(/listed action 2 refused: no/);
  });

  it('throws when a running game offers the player to move no legal action', () => {
    const game = countingGame(1000, { noActionsAt: 0 });
    expect(() => playGame(game, [ANN, BEN], { seed: 's', maxActions: 100 })).toThrow(/no legal action/);
  });

  it('throws when a running game has nobody to move', () => {
    const game = countingGame(1000);
    const setup = game.setup;
    game.setup = (players) => ({ ...setup(players), player: null });
    expect(() => playGame(game, [ANN, BEN], { seed: 's', maxActions: 100 })).toThrow(/nobody to move/);
  });
});

describe('deepFreeze', () => {
  it('freezes nested objects and arrays and returns its argument', () => {
    const value = { a: [{ b: 1 }], c: { d: { e: 2 } } };
    expect(deepFreeze(value)).toBe(value);
    expect(Object.isFrozen(value.a[0])).toBe(true);
    expect(Object.isFrozen(value.c.d)).toBe(true);
    expect(deepFreeze(3)).toBe(3);
    expect(deepFreeze(null)).toBeNull();
  });
});

describe('check', () => {
  it('throws the description when the condition fails, and builds it only then', () => {
    const describe = jest.fn(() => 'broken');
    expect(() => check(true, describe)).not.toThrow();
    expect(describe).not.toHaveBeenCalled();
    expect(() => check(false, describe)).toThrow('broken');
  });
});
