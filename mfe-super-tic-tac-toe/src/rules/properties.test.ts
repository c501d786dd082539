import fc from 'fast-check';
import { sameJson, type Match, type Player } from '@tabletop/game-kit';
import { check, playGame, type Step } from '@tabletop/game-kit/testing';
import { WIN_LINES, bigWinner, game, hasLine, winnerOf, type TttAction, type TttState } from './index';

const ALICE: Player = { id: 1, name: 'Alice' };
const BOB: Player = { id: 2, name: 'Bob' };
const PLAYERS = [ALICE, BOB];

// Boards are cleared when full, so a game can exceed 81 moves; random games measured here end within
// 131 moves in 100 000 tries (median 60). Reaching this bound means the game failed to end.
const MAX_PLIES = 400;

/** Plays uniformly random legal moves from the start; returns the final match and the number of plies. */
function playRandomGame(
  seed: string,
  onStep?: (step: Step<TttState, TttAction>) => void,
): { end: Match<TttState>; plies: number } {
  const { end, actions } = playGame(game, PLAYERS, { seed, maxActions: MAX_PLIES, onStep });
  return { end, plies: actions.length };
}

const isSortedCells = (cells: number[]) =>
  cells.every((cell, i) => Number.isInteger(cell) && cell >= 0 && cell < 9 && (i === 0 || cells[i - 1] < cell));

function checkWellFormed(state: TttState): void {
  const where = () => JSON.stringify(state);
  check(state.games.length === 9, () => `not nine boards: ${where()}`);
  state.games.forEach((board, index) => {
    check(isSortedCells(board.x) && isSortedCells(board.o), () => `board ${index} cells unsorted: ${where()}`);
    check(!board.x.some((cell) => board.o.includes(cell)), () => `board ${index} has a cell twice: ${where()}`);
    const winner = winnerOf(board);
    if (winner) check(hasLine(winner === 'X' ? board.x : board.o), () => `board ${index} won without a line`);
    else {
      check(!('symbol' in board), () => `unwon board ${index} carries a symbol key: ${where()}`);
      check(!hasLine(board.x) && !hasLine(board.o), () => `board ${index} has an unrecorded line: ${where()}`);
      check(board.x.length + board.o.length < 9, () => `board ${index} is full and was not cleared: ${where()}`);
    }
    if (state.boardToPlayIn === index) check(!winner, () => `forced into won board ${index}: ${where()}`);
  });
}

const seeds = fc.string({ minLength: 1, maxLength: 12 });

describe('random legal games', () => {
  it('end within the bound; only a finished game scores, a winner exactly 100, a draw nobody', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const { end, plies } = playRandomGame(seed, ({ match, mover }) => {
          check(!match.gameOver && match.score.every((entry) => entry.score === 0), () => 'scored before the end');
          const other = mover.id === ALICE.id ? BOB : ALICE;
          check(game.legalActions(match, other.id).length === 0, () => 'the waiting player has moves');
          checkWellFormed(match.state);
        });
        expect(plies).toBeLessThan(MAX_PLIES);
        expect(end.gameOver).toBe(true);
        expect(end.player).toBeNull();
        checkWellFormed(end.state);

        const winner = bigWinner(end.state);
        const scores = end.score.map((entry) => entry.score);
        if (winner === 'X') expect(scores).toEqual([100, 0]);
        else if (winner === 'O') expect(scores).toEqual([0, 100]);
        else {
          expect(scores).toEqual([0, 0]);
          expect(end.state.games.every((board) => winnerOf(board) !== null)).toBe(true);
        }
        // The last mark placed is the winner's.
        if (winner) expect(end.state.player).toBe(winner);
        for (const player of PLAYERS) {
          expect(game.legalActions(end, player.id)).toEqual([]);
          for (let cell = 0; cell < 9; cell++) {
            const result = game.apply(end, player.id, { board: cell, cell });
            expect(result).toMatchObject({ ok: false, error: { code: 'game-over' } });
          }
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('accept every listed action, leave their inputs unchanged and are deterministic', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        playRandomGame(seed, ({ match, mover, legal }) => {
          const before = JSON.stringify(match);
          const copy = structuredClone(match);
          for (const action of legal) {
            const result = game.apply(match, mover.id, action);
            check(result.ok, () => `listed ${JSON.stringify(action)} refused in ${before}`);
            const again = JSON.stringify(game.apply(copy, mover.id, { ...action }));
            check(again === JSON.stringify(result), () => `apply gave two answers for ${JSON.stringify(action)}`);
          }
          check(JSON.stringify(match) === before && JSON.stringify(copy) === before, () => 'apply changed its input');
        });
      }),
      { numRuns: 250 },
    );
  });

  it('reject every unlisted cell with illegal, and agree with the list on any value whatsoever', () => {
    const garbage = fc.oneof(
      fc.anything({ withNullPrototype: true, withBoxedValues: true, withSparseArray: true, withBigInt: true }),
      fc.record({ board: fc.integer({ min: -1, max: 9 }), cell: fc.integer({ min: -1, max: 9 }) }),
      fc.record({ board: fc.nat(8), cell: fc.nat(8), extra: fc.anything() }),
      fc.record({ board: fc.oneof(fc.double(), fc.string(), fc.constant(null)), cell: fc.nat(8) }),
      fc.record({ board: fc.nat(8), cell: fc.nat(8) }, { requiredKeys: [] }),
    );
    fc.assert(
      fc.property(seeds, fc.array(garbage, { minLength: 1, maxLength: 4 }), (seed, candidates) => {
        playRandomGame(seed, ({ match, mover, legal, chosen }) => {
          const before = JSON.stringify(match);
          for (const candidate of [...candidates, { board: chosen.board, cell: chosen.cell, x: 1 }]) {
            const listed = legal.some((action) => sameJson(action, candidate));
            const result = game.apply(match, mover.id, candidate as TttAction);
            check(result.ok === listed, () => `apply and the list disagree on ${fc.stringify(candidate)}`);
          }
          for (let board = 0; board < 9; board++) {
            for (let cell = 0; cell < 9; cell++) {
              if (legal.some((action) => action.board === board && action.cell === cell)) continue;
              const result = game.apply(match, mover.id, { board, cell });
              check(!result.ok && result.error.code === 'illegal', () => `unlisted ${board}/${cell} not illegal`);
            }
          }
          check(JSON.stringify(match) === before, () => 'apply changed its input');
        });
      }),
      { numRuns: 250 },
    );
  });

  it('always offer a move while the game runs: a forced board is never full or won', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        playRandomGame(seed, ({ match, legal }) => {
          const forced = match.state.boardToPlayIn;
          if (forced !== null)
            check(
              legal.every((action) => action.board === forced),
              () => 'left the forced board',
            );
          else {
            const open = match.state.games.filter((board) => !winnerOf(board)).length;
            check(new Set(legal.map((action) => action.board)).size === open, () => 'an open board has no move');
          }
        });
      }),
      { numRuns: 500 },
    );
  });
});

it('uses the same win lines for the big grid as for small boards', () => {
  expect(WIN_LINES).toHaveLength(8);
  for (const line of WIN_LINES) expect(hasLine([...line])).toBe(true);
});
