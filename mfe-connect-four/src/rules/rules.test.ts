import type { Player } from '@tabletop/game-kit';
import { playScenario, type SidedScenario } from '@tabletop/game-kit/testing';
import { WIN_SCORE, discOf, discToMove, game, matchFromState, parseState, playerOf, type Disc } from './index';

const RED: Player = { id: 1, name: 'Rosa' };
const YELLOW: Player = { id: 2, name: 'Yuri' };
const PLAYERS = [RED, YELLOW];

const EMPTY = `
  . . . . . . .
  . . . . . . .
  . . . . . . .
  . . . . . . .
  . . . . . . .
  . . . . . . .`;

const scenarios: SidedScenario<Disc>[] = [
  {
    rule: 'Red moves first; the disc falls to the bottom of the column',
    position: EMPTY,
    action: { column: 3 },
    after: `
      . . . . . . .
      . . . . . . .
      . . . . . . .
      . . . . . . .
      . . . . . . .
      . . . R . . .`,
  },
  {
    rule: 'Yellow may not make the first move',
    position: EMPTY,
    by: 'Y',
    action: { column: 3 },
    rejected: 'not-your-turn',
  },
  {
    rule: 'a disc lands on top of the discs already in its column',
    position: `
      . . . . . . .
      . . . . . . .
      . . . . . . .
      . . . . . . .
      . . . Y . . .
      . . . R . . .`,
    action: { column: 3 },
    after: `
      . . . . . . .
      . . . . . . .
      . . . . . . .
      . . . R . . .
      . . . Y . . .
      . . . R . . .`,
  },
  {
    rule: 'column 0 is the leftmost and column 6 the rightmost',
    position: `
      . . . . . . .
      . . . . . . .
      . . . . . . .
      . . . . . . .
      . . . . . . .
      R . . . . . .`,
    action: { column: 6 },
    after: `
      . . . . . . .
      . . . . . . .
      . . . . . . .
      . . . . . . .
      . . . . . . .
      R . . . . . Y`,
  },
  {
    rule: 'four across wins for Red (score 100)',
    position: `
      . . . . . . .
      . . . . . . .
      . . . . . . .
      . . . . . . .
      . Y Y Y . . .
      . R R R . . .`,
    action: { column: 4 },
    after: `
      . . . . . . .
      . . . . . . .
      . . . . . . .
      . . . . . . .
      . Y Y Y . . .
      . R R R R . .`,
    ends: { winner: 'R' },
  },
  {
    rule: 'four up a column wins for Yellow',
    position: `
      . . . . . . .
      . . . . . . .
      . . . . . . .
      . . . . . Y .
      R . . . . Y .
      R R R . . Y .`,
    action: { column: 5 },
    after: `
      . . . . . . .
      . . . . . . .
      . . . . . Y .
      . . . . . Y .
      R . . . . Y .
      R R R . . Y .`,
    ends: { winner: 'Y' },
  },
  {
    rule: 'four on a rising diagonal wins',
    position: `
      . . . . . . .
      . . . . . . .
      . . . . . . .
      . . . R Y . .
      . . R Y Y . .
      . R Y R R Y .`,
    action: { column: 4 },
    after: `
      . . . . . . .
      . . . . . . .
      . . . . R . .
      . . . R Y . .
      . . R Y Y . .
      . R Y R R Y .`,
    ends: { winner: 'R' },
  },
  {
    rule: 'four on a falling diagonal wins',
    position: `
      . . . . . . .
      . . . . . . .
      R . . . . . .
      Y R . . . . .
      R Y R . . . .
      Y R Y . . . Y`,
    action: { column: 3 },
    after: `
      . . . . . . .
      . . . . . . .
      R . . . . . .
      Y R . . . . .
      R Y R . . . .
      Y R Y R . . Y`,
    ends: { winner: 'R' },
  },
  {
    rule: 'three in a line, or four broken by a gap, is no win',
    position: `
      . . . . . . .
      . . . . . . .
      . . . . . . .
      . . . . . . .
      . . . . . Y .
      R R . R . Y Y`,
    action: { column: 6 },
    after: `
      . . . . . . .
      . . . . . . .
      . . . . . . .
      . . . . . . .
      . . . . . Y R
      R R . R . Y Y`,
  },
  {
    rule: 'a full column is refused',
    position: `
      . . . Y . . .
      . . . R . . .
      . . . Y . . .
      . . . R . . .
      . . . Y . . .
      . . . R . . .`,
    action: { column: 3 },
    rejected: 'illegal',
  },
  {
    rule: 'filling the grid without a four is a draw: game over, nobody scores',
    position: `
      Y Y R Y Y R .
      R R Y R R Y R
      Y Y R Y Y R Y
      R R Y R R Y R
      Y Y R Y Y R Y
      R R Y R R Y R`,
    action: { column: 6 },
    after: `
      Y Y R Y Y R Y
      R R Y R R Y R
      Y Y R Y Y R Y
      R R Y R R Y R
      Y Y R Y Y R Y
      R R Y R R Y R`,
    ends: { winner: null },
  },
  {
    rule: 'the last cell can still win rather than draw',
    position: `
      Y R R Y Y Y .
      R R Y R R Y R
      Y Y R Y Y R Y
      R R Y R R Y R
      Y Y R Y Y R Y
      R R Y R R Y R`,
    action: { column: 6 },
    after: `
      Y R R Y Y Y Y
      R R Y R R Y R
      Y Y R Y Y R Y
      R R Y R R Y R
      Y Y R Y Y R Y
      R R Y R R Y R`,
    ends: { winner: 'Y' },
  },
  {
    rule: 'every move after a win is refused with game-over',
    position: `
      . . . . . . .
      . . . . . . .
      . . . . . . .
      . . . . . . .
      Y Y Y . . . .
      R R R R . . .`,
    action: { column: 4 },
    by: 'Y',
    rejected: 'game-over',
  },
  {
    rule: 'after game over even the side whose colour would be next is refused with game-over',
    position: `
      . . . . . . .
      . . . . . . .
      . . . . . . .
      . . . . . . .
      Y Y Y . . . .
      R R R R . . .`,
    action: { column: 4 },
    by: 'R',
    rejected: 'game-over',
  },
];

describe('Connect Four rules, position by position', () => {
  const positions = {
    rules: game,
    players: PLAYERS,
    parseState,
    matchFromState,
    sideToMove: discToMove,
    playerOf,
    winScore: WIN_SCORE,
  };

  it.each(scenarios)('$rule', (scenario) => {
    const { actual, expected } = playScenario(positions, scenario);
    expect(actual).toStrictEqual(expected);
  });
});

describe('seats and colours', () => {
  const match = game.setup(PLAYERS);

  it('describes the game as the contract and the manifest say', () => {
    expect(game).toMatchObject({ url: 'connect_four', displayText: 'Connect Four', players: [2, 2], showScore: false });
  });

  it('starts with seven empty columns, Red (seat 0) to move', () => {
    expect(match.state).toStrictEqual({ columns: [[], [], [], [], [], [], []] });
    expect(match.player).toEqual(RED);
    expect(match.gameOver).toBe(false);
    expect(match.score).toEqual([
      { player: RED, score: 0 },
      { player: YELLOW, score: 0 },
    ]);
    expect(discOf(match, RED.id)).toBe('R');
    expect(discOf(match, YELLOW.id)).toBe('Y');
    expect(discOf(match, 99)).toBeNull();
  });

  it('lists the seven columns for Red and nothing for Yellow or a stranger', () => {
    expect(game.legalActions(match, RED.id)).toEqual([0, 1, 2, 3, 4, 5, 6].map((column) => ({ column })));
    expect(game.legalActions(match, YELLOW.id)).toEqual([]);
    expect(game.legalActions(match, 99)).toEqual([]);
  });

  it('hands the turn to Yellow after Red drops, and refuses Red dropping twice', () => {
    const result = game.apply(match, RED.id, { column: 0 });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.match.player).toEqual(YELLOW);
    expect(game.apply(result.match, RED.id, { column: 0 })).toMatchObject({
      ok: false,
      error: { code: 'not-your-turn' },
    });
  });

  it('refuses a player who is not seated', () => {
    expect(game.apply(match, 99, { column: 0 })).toMatchObject({ ok: false, error: { code: 'not-your-turn' } });
  });

  it('says which column is full', () => {
    const full = matchFromState(
      PLAYERS,
      parseState(`
      . . Y . . . .
      . . R . . . .
      . . Y . . . .
      . . R . . . .
      . . Y . . . .
      . . R . . . .`),
    );
    expect(game.apply(full, RED.id, { column: 2 })).toEqual({
      ok: false,
      error: { code: 'illegal', message: 'Column 3 is full' },
    });
    expect(game.legalActions(full, RED.id).map((action) => action.column)).toEqual([0, 1, 3, 4, 5, 6]);
  });

  it('lists nothing for anyone once the game is over', () => {
    const over = matchFromState(
      PLAYERS,
      parseState(`
      . . . . . . .
      . . . . . . .
      . . . . . . .
      . . . . . . .
      Y Y Y . . . .
      R R R R . . .`),
    );
    expect(over).toMatchObject({ gameOver: true, player: null });
    expect(over.score.map((entry) => entry.score)).toEqual([100, 0]);
    expect(game.legalActions(over, RED.id)).toEqual([]);
    expect(game.legalActions(over, YELLOW.id)).toEqual([]);
  });
});
