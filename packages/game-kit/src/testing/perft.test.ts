import type { GameDefinition, Match } from '../contract';
import { perft } from './perft';

/** A counting game: each turn adds 1 or 2 to a total; reaching 4 or more ends it. */
type Total = { total: number };
const seats = [
  { id: 1, name: 'A' },
  { id: 2, name: 'B' },
];
const at = (total: number, turn = 0): Match<Total> => ({
  game: 'counting',
  player: total >= 4 ? null : seats[turn % 2],
  score: seats.map((player) => ({ player, score: 0 })),
  gameOver: total >= 4,
  state: { total },
});
const counting: Pick<GameDefinition<Total, number>, 'legalActions' | 'apply'> = {
  legalActions: (match) => (match.gameOver ? [] : [1, 2]),
  apply: (match, playerId, step) => ({ ok: true, match: at(match.state.total + step, playerId) }),
};

describe('perft', () => {
  it('counts every line of play, a finished game being a leaf', () => {
    // Depth 1: 1, 2. Depth 2: 1+1, 1+2, 2+1, 2+2 (four leaves). Depth 3 from 0: lines reaching 4 stop early.
    expect([0, 1, 2, 3].map((depth) => perft(counting, at(0), depth))).toEqual([1, 2, 4, 7]);
  });

  it('names an action the rules list and then refuse', () => {
    const refusing: typeof counting = {
      ...counting,
      apply: () => ({ ok: false, error: { code: 'illegal', message: 'no' } }),
    };
    expect(() => perft(refusing, at(0), 1)).toThrow('listed action 1 refused: no');
  });
});
