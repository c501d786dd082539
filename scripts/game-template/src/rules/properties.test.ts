import fc from 'fast-check';
import { sameJson, type Player } from '@tabletop/game-kit';
import { check, playGame } from '@tabletop/game-kit/testing';
import { TARGET, game, type RaceAction } from './index';

const ALICE: Player = { id: 1, name: 'Alice' };
const BOB: Player = { id: 2, name: 'Bob' };
const PLAYERS = [ALICE, BOB];
/** Every step adds at least 1, so a game ends within TARGET actions; reaching this bound means it did not. */
const MAX_ACTIONS = TARGET + 1;

const seeds = fc.string({ minLength: 1, maxLength: 12 });

describe('random legal games (game-kit’s test driver)', () => {
  it('end exactly at the target, the last mover winning 100 and the other nothing', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const movers: Player[] = [];
        const { end, actions } = playGame(game, PLAYERS, {
          seed,
          maxActions: MAX_ACTIONS,
          onStep: ({ match, mover }) => {
            movers.push(mover);
            check(match.state.total < TARGET, () => `still playing at ${match.state.total}`);
            check(!match.score.some((entry) => entry.score !== 0), () => 'scored before the end');
          },
        });
        expect(actions.length).toBeLessThan(MAX_ACTIONS);
        expect(end).toMatchObject({ gameOver: true, player: null, state: { total: TARGET } });
        const winner = movers[movers.length - 1];
        expect(end.score.map((entry) => entry.score)).toEqual(PLAYERS.map((p) => (p.id === winner.id ? 100 : 0)));
        for (const player of PLAYERS) expect(game.legalActions(end, player.id)).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  it('accept exactly the listed actions, whatever value is sent, without changing their input', () => {
    const candidates = fc.oneof(
      fc.anything({ withNullPrototype: true, withBoxedValues: true, withSparseArray: true, withBigInt: true }),
      fc.record({ add: fc.integer({ min: -1, max: 5 }) }),
      fc.record({ add: fc.oneof(fc.double(), fc.string(), fc.constant(null)) }),
      fc.record({ add: fc.integer({ min: 1, max: 3 }), extra: fc.anything() }),
    );
    fc.assert(
      fc.property(seeds, fc.array(candidates, { minLength: 1, maxLength: 4 }), (seed, sent) => {
        playGame(game, PLAYERS, {
          seed,
          maxActions: MAX_ACTIONS,
          onStep: ({ match, mover, legal }) => {
            const before = JSON.stringify(match);
            for (const candidate of [...sent, { add: 1 }, { add: 2 }, { add: 3 }]) {
              const listed = legal.some((action) => sameJson(action, candidate));
              const result = game.apply(match, mover.id, candidate as RaceAction);
              check(result.ok === listed, () => `apply and the list disagree on ${fc.stringify(candidate)}`);
            }
            check(JSON.stringify(match) === before, () => 'apply changed its input');
          },
        });
      }),
      { numRuns: 300 },
    );
  });
});
