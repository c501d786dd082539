import type { Match, Player } from '../contract';
import { playScenario, type ScenarioGame } from './sided-scenario';

/** A game of two sides: 'pass' hands the turn over, 'win' wins; the state is the side to move, or who won. */
type Side = 'A' | 'B';
type State = { toMove: Side; won?: Side };
const PLAYERS: Player[] = [
  { id: 1, name: 'Ann' },
  { id: 2, name: 'Ben' },
];
const playerOf = (match: Pick<Match<unknown>, 'score'>, side: Side) => match.score[side === 'A' ? 0 : 1].player;
const matchFromState = (players: Player[], state: State): Match<State> => {
  const winner = state.won === undefined ? undefined : players[state.won === 'A' ? 0 : 1];
  const score = players.map((player) => ({ player, score: player === winner ? 5 : 0 }));
  return {
    game: 'sides',
    player: state.won ? null : players[state.toMove === 'A' ? 0 : 1],
    score,
    gameOver: !!state.won,
    state,
  };
};
const game: ScenarioGame<State, Side, string> = {
  players: PLAYERS,
  parseState: (position) => JSON.parse(position) as State,
  matchFromState,
  sideToMove: (state) => state.toMove,
  playerOf,
  winScore: 5,
  rules: {
    legalActions: (match) => (match.gameOver ? [] : ['pass', 'win']),
    apply(match, _playerId, action) {
      if (action !== 'pass' && action !== 'win')
        return { ok: false, error: { code: 'illegal', message: 'no such move' } };
      const { toMove } = match.state;
      const next: State = action === 'win' ? { toMove, won: toMove } : { toMove: toMove === 'A' ? 'B' : 'A' };
      return { ok: true, match: matchFromState(PLAYERS, next) };
    },
  },
};

describe('playScenario', () => {
  it('sets a move beside what the scenario says of it: equal when the rules agree', () => {
    const { actual, expected } = playScenario(game, {
      rule: 'a pass hands the turn over',
      position: '{"toMove":"A"}',
      action: 'pass',
      after: '{"toMove":"B"}',
    });
    expect(actual).toStrictEqual(expected);
  });

  it('shows the difference when they disagree: a win the scenario did not expect', () => {
    const { actual, expected } = playScenario(game, {
      rule: 'claims a win is a pass',
      position: '{"toMove":"A"}',
      action: 'win',
      after: '{"toMove":"B"}',
    });
    expect(actual).toMatchObject({ gameOver: true, player: null });
    expect(expected).toMatchObject({ gameOver: false, player: PLAYERS[1] });
  });

  it('compares a refusal by its code', () => {
    const scenario = { rule: 'no such move', position: '{"toMove":"B"}', action: 'jump' };
    expect(playScenario(game, { ...scenario, rejected: 'illegal' as const })).toStrictEqual({
      actual: { refused: 'illegal', explained: true },
      expected: { refused: 'illegal', explained: true },
    });
    expect(playScenario(game, { ...scenario, after: '{"toMove":"A"}' }).actual).toStrictEqual({
      refused: 'illegal',
      explained: true,
    });
  });
});
