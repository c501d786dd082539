import { chooseEasyAction, chooseHardAction, type Match, type Player } from '@tabletop/game-kit';
import { evaluate, game, matchFromState, parseState, type C4State } from './index';

const RED: Player = { id: 1, name: 'Rosa' };
const YELLOW: Player = { id: 2, name: 'Yuri' };
const PLAYERS = [RED, YELLOW];
/** The Hard computer's effort in these tests: a fixed number of iterations, so a run is the same every time. */
const HARD = 1500;

function hardMove(match: Match<C4State>, seed: string): number | undefined {
  return chooseHardAction(game, match, match.player!.id, { seed, maxIterations: HARD }).action?.column;
}

describe('the evaluation Hard judges a cut-short playout with', () => {
  it('is even-ish at the start, favours the side to move, and sums to 1', () => {
    const [red, yellow] = evaluate(game.setup(PLAYERS));
    expect(red + yellow).toBeCloseTo(1);
    expect(red).toBeGreaterThan(0.5);
    expect(red).toBeLessThan(0.6);
  });

  it('rewards an open three over a scattered position', () => {
    const three = matchFromState(
      PLAYERS,
      parseState(`
      . . . . . . .
      . . . . . . .
      . . . . . . .
      . . . . . . .
      . . . . . . .
      . R R R . Y Y`),
    );
    const scattered = matchFromState(
      PLAYERS,
      parseState(`
      . . . . . . .
      . . . . . . .
      . . . . . . .
      . . . . . . .
      . . . . . . .
      R . . R Y R Y`),
    );
    expect(evaluate(three)[0]).toBeGreaterThan(evaluate(scattered)[0] + 0.2);
  });
});

describe('the Hard computer', () => {
  it.each(['a', 'b', 'c'])('takes an immediate win (seed %s)', (seed) => {
    const match = matchFromState(
      PLAYERS,
      parseState(`
      . . . . . . .
      . . . . . . .
      . . . . . . .
      . . Y . . . .
      . . Y . . . .
      . R R R . Y .`),
    );
    // Column 4 wins across; column 0 would win across too.
    expect([0, 4]).toContain(hardMove(match, seed));
  });

  it.each(['a', 'b', 'c'])('blocks an immediate loss (seed %s)', (seed) => {
    const match = matchFromState(
      PLAYERS,
      parseState(`
      . . . . . . .
      . . . . . . .
      . . . . . . .
      . . . . Y . .
      . . . . Y . .
      R . R . Y R .`),
    );
    // Yellow threatens four up column 4; Red has no win of its own.
    expect(hardMove(match, seed)).toBe(4);
  });

  it('beats Easy in most games, in bounded time', () => {
    const GAMES = 10;
    let hardWins = 0;
    const started = Date.now();
    for (let g = 0; g < GAMES; g++) {
      // Hard plays Red in even games and Yellow in odd ones.
      const hardSeat = g % 2;
      let match = game.setup(PLAYERS);
      let ply = 0;
      while (!match.gameOver && match.player) {
        const mover = match.player.id;
        const seed = `game-${g}-ply-${ply++}`;
        const action =
          PLAYERS[hardSeat].id === mover
            ? chooseHardAction(game, match, mover, { seed, maxIterations: 300 }).action
            : chooseEasyAction(game, match, mover, seed);
        const result = game.apply(match, mover, action!);
        if (!result.ok) throw new Error(result.error.message);
        match = result.match;
      }
      if (match.score[hardSeat].score === 100) hardWins++;
    }
    console.log(`Hard (300 iterations a move) beat Easy in ${hardWins} of ${GAMES} games`);
    expect(hardWins).toBeGreaterThanOrEqual(9);
    expect(Date.now() - started).toBeLessThan(25_000);
  });

  it('chooses the same column for the same seed', () => {
    const match = game.setup(PLAYERS);
    expect(hardMove(match, 'same')).toBe(hardMove(match, 'same'));
  });
});
