import fc from 'fast-check';
import { sameJson, viewState, type Match, type RandomState } from '@tabletop/game-kit';
import { check, playGame, randomPolicy, type Policy } from '@tabletop/game-kit/testing';
import { game, turnOptions, view, type WinzardAction, type WinzardState, type WinzardView } from './index';
import { PLAYERS } from './test-support/matches';

const VIEWERS = [...PLAYERS.map((player) => player.id), null];
const ACTIONS_PER_GAME = 120;

/** Draws whenever it may (so piles run out and are reshuffled), otherwise plays at random. */
const drawing: Policy<WinzardState, WinzardAction> = (match, legal, random) => {
  const draw = legal.find((action) => action.type === 'draw');
  return draw ? [draw, random] : randomPolicy(match, legal, random);
};

/** Every match of a random game from `seed`, the setup's included. */
function matchesOf(seed: string, policy: Policy<WinzardState, WinzardAction>): Match<WinzardState>[] {
  const matches: Match<WinzardState>[] = [];
  const { end } = playGame(game, PLAYERS, {
    seed: `view:${seed}`,
    setupSeed: seed,
    maxActions: ACTIONS_PER_GAME,
    policy,
    onStep: ({ match }) => matches.push(match),
  });
  return [...matches, end];
}

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => [key, ...keysOf(child)]);
}

const seeds = fc.string({ minLength: 1, maxLength: 12 });
const policies = fc.constantFrom(randomPolicy as Policy<WinzardState, WinzardAction>, drawing);

describe("Winzard Football's view", () => {
  it('never holds the draw pile or the generator, only the pile size; everything else is the match', () => {
    fc.assert(
      fc.property(seeds, policies, (seed, policy) => {
        for (const match of matchesOf(seed, policy)) {
          const { drawValues, random: _random, ...visible } = match.state;
          for (const viewer of VIEWERS) {
            const seen = game.view!(match, viewer);
            const keys = keysOf(seen);
            check(!keys.includes('drawValues') && !keys.includes('random'), () => `hidden keys in ${keys.join()}`);
            const expected = { ...match, state: { ...visible, pileSize: drawValues.length } };
            check(sameJson(seen, expected), () => `the view of ${JSON.stringify(match)} is ${JSON.stringify(seen)}`);
          }
        }
      }),
      { numRuns: 10 },
    );
  });

  it('is the same whatever the pile’s order and the generator’s state: nothing in it tells the next draw', () => {
    const matches = matchesOf('hidden', drawing);
    const anyRandom = fc.tuple(fc.nat(), fc.nat(), fc.nat(), fc.nat()) as fc.Arbitrary<RandomState>;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: matches.length - 1 }), anyRandom, fc.nat(), (index, random, turn) => {
        const match = matches[index];
        const pile = match.state.drawValues;
        // Another pile of the same cards in another order (rotated by `turn`), and another generator.
        const shift = pile.length === 0 ? 0 : turn % pile.length;
        const other = {
          ...match,
          state: { ...match.state, drawValues: [...pile.slice(shift), ...pile.slice(0, shift)], random },
        };
        for (const viewer of VIEWERS)
          check(sameJson(game.view!(other, viewer), game.view!(match, viewer)), () => 'differs');
      }),
      { numRuns: 300 },
    );
  });

  it('offers each seat the same legal actions and board options as the full match', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        for (const match of matchesOf(seed, drawing)) {
          // The other seat has nothing to do, from the view as from the match (legalActions is [] out of turn).
          for (const player of match.player ? [match.player] : []) {
            const seen = view(match, player.id);
            const legal = game.legalActions(match, player.id);
            check(sameJson(game.legalActions(seen as never, player.id), legal), () => 'other legal actions');
            check(sameJson(turnOptions(seen, player.id), turnOptions(match, player.id)), () => 'other options');
          }
        }
      }),
      { numRuns: 6 },
    );
  });

  it('shows a waiting game and a view as they are, and keeps the code and version of a GameState', () => {
    const waiting = { game: game.url, player: null, score: [], gameOver: false, state: null };
    expect(game.view!(waiting as never, null)).toBe(waiting);
    const match = game.setup(PLAYERS, 'seed');
    const seen = view(match, 1);
    expect(view(seen as unknown as Match<WinzardState>, 2)).toBe(seen);
    const state = viewState(game, { ...match, code: 'AB12', version: 3 }, null);
    expect(state).toMatchObject({ code: 'AB12', version: 3 });
    expect((state.state as WinzardView).pileSize).toBe(7);
  });
});
