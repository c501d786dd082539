import fc from 'fast-check';
import { sameJson, type Player } from '@tabletop/game-kit';
import { check, playGame, type Step } from '@tabletop/game-kit/testing';
import {
  COLUMNS,
  ROWS,
  discCount,
  game,
  outcomeOf,
  parseState,
  printState,
  winningFour,
  type C4Action,
  type C4State,
} from './index';

const RED: Player = { id: 1, name: 'Rosa' };
const YELLOW: Player = { id: 2, name: 'Yuri' };
const PLAYERS = [RED, YELLOW];
/** A game cannot outlast the 42 cells; reaching more means it failed to end. */
const MAX_PLIES = COLUMNS * ROWS + 1;

function playRandomGame(seed: string, onStep?: (step: Step<C4State, C4Action>) => void) {
  const { end, actions } = playGame(game, PLAYERS, { seed, maxActions: MAX_PLIES, onStep });
  return { end, plies: actions.length };
}

function checkWellFormed(state: C4State): void {
  const where = () => printState(state);
  check(state.columns.length === COLUMNS, () => `not seven columns:\n${where()}`);
  check(
    state.columns.every((column) => column.length <= ROWS && column.every((disc) => disc === 'R' || disc === 'Y')),
    () => `a column too tall or holding something else:\n${where()}`,
  );
  const reds = state.columns.flat().filter((disc) => disc === 'R').length;
  const yellows = discCount(state) - reds;
  check(reds === yellows || reds === yellows + 1, () => `Red ${reds}, Yellow ${yellows}:\n${where()}`);
}

const seeds = fc.string({ minLength: 1, maxLength: 12 });

describe('random legal games', () => {
  it('end by the 42nd disc; only a finished game scores, the winner (the last mover) 100, a draw nobody', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const { end, plies } = playRandomGame(seed, ({ match, mover, next }) => {
          check(
            match.score.every((entry) => entry.score === 0),
            () => 'scored before the end',
          );
          const other = mover.id === RED.id ? YELLOW : RED;
          check(game.legalActions(match, other.id).length === 0, () => 'the waiting player has moves');
          check(
            sameJson(outcomeOf(next.state).over, next.gameOver),
            () => `over disagrees:\n${printState(next.state)}`,
          );
          checkWellFormed(next.state);
          // The notation reads back every position a game reaches.
          check(sameJson(parseState(printState(next.state)), next.state), () => 'notation round trip failed');
        });
        expect(plies).toBeLessThanOrEqual(COLUMNS * ROWS);
        expect(end).toMatchObject({ gameOver: true, player: null });

        const four = winningFour(end.state);
        const scores = end.score.map((entry) => entry.score);
        if (!four) {
          expect(plies).toBe(COLUMNS * ROWS);
          expect(scores).toEqual([0, 0]);
        } else {
          expect(four.disc).toBe(plies % 2 === 1 ? 'R' : 'Y');
          expect(scores).toEqual(four.disc === 'R' ? [100, 0] : [0, 100]);
        }
        for (const player of PLAYERS) {
          check(game.legalActions(end, player.id).length === 0, () => 'a finished game lists actions');
          for (let column = 0; column < COLUMNS; column++) {
            const result = game.apply(end, player.id, { column });
            check(!result.ok && result.error.code === 'game-over', () => `column ${column} not refused as game-over`);
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it('accept every listed action, leave their inputs unchanged and are deterministic', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        playRandomGame(seed, ({ match, mover, legal }) => {
          const before = JSON.stringify(match);
          for (const action of legal) {
            const result = game.apply(match, mover.id, action);
            check(result.ok, () => `listed ${JSON.stringify(action)} refused in ${before}`);
            const again = JSON.stringify(game.apply(structuredClone(match), mover.id, { ...action }));
            check(again === JSON.stringify(result), () => `apply gave two answers for ${JSON.stringify(action)}`);
          }
          check(JSON.stringify(match) === before, () => 'apply changed its input');
        });
      }),
      { numRuns: 300 },
    );
  });

  it('list exactly the columns with room, refuse the full ones as illegal, and agree with the list on any value', () => {
    const garbage = fc.oneof(
      fc.anything({ withNullPrototype: true, withBoxedValues: true, withSparseArray: true, withBigInt: true }),
      fc.record({ column: fc.integer({ min: -2, max: 8 }) }),
      fc.record({ column: fc.nat(6), extra: fc.anything() }),
      fc.record({ column: fc.oneof(fc.double(), fc.string(), fc.constant(null)) }),
      fc.record({ column: fc.nat(6) }, { requiredKeys: [] }),
    );
    fc.assert(
      fc.property(seeds, fc.array(garbage, { minLength: 1, maxLength: 4 }), (seed, candidates) => {
        playRandomGame(seed, ({ match, mover, legal }) => {
          for (const candidate of candidates) {
            const listed = legal.some((action) => sameJson(action, candidate));
            const result = game.apply(match, mover.id, candidate as C4Action);
            check(result.ok === listed, () => `apply and the list disagree on ${fc.stringify(candidate)}`);
          }
          for (let column = 0; column < COLUMNS; column++) {
            const room = match.state.columns[column].length < ROWS;
            check(legal.some((action) => action.column === column) === room, () => `column ${column} mislisted`);
            if (room) continue;
            const result = game.apply(match, mover.id, { column });
            check(!result.ok && result.error.code === 'illegal', () => `full column ${column} not illegal`);
          }
        });
      }),
      { numRuns: 300 },
    );
  });
});
