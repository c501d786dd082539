import { matchInPosition, seatSides, type SidedPositions } from './seat-sides';

const ann = { id: 1, name: 'Ann' };
const ben = { id: 2, name: 'Ben' };
const score = [
  { player: ann, score: 0 },
  { player: ben, score: 0 },
];

describe('seatSides', () => {
  const { sideOf, playerOf } = seatSides(['X', 'O'] as const);

  it('gives seat 0 the first side and seat 1 the second, both ways round', () => {
    expect([sideOf({ score }, ann.id), sideOf({ score }, ben.id)]).toEqual(['X', 'O']);
    expect([playerOf({ score }, 'X'), playerOf({ score }, 'O')]).toEqual([ann, ben]);
  });

  it('answers null for someone not seated and for a side whose seat is empty', () => {
    expect(sideOf({ score }, 99)).toBeNull();
    expect(playerOf({ score: score.slice(0, 1) }, 'O')).toBeNull();
  });
});

describe('matchInPosition', () => {
  /** A position: the marks so far, X first; `X!` or `O!` has won, `=` is drawn. */
  const positions: SidedPositions<string, 'X' | 'O'> = {
    url: 'marks',
    winScore: 100,
    sides: ['X', 'O'],
    sideToMove: (state) => (state.length % 2 === 0 ? 'X' : 'O'),
    outcomeOf: (state) => {
      if (state.endsWith('!')) return { over: true, winner: state[state.length - 2] as 'X' | 'O' };
      return state.endsWith('=') ? { over: true, winner: null } : { over: false };
    },
  };

  it('puts the player of the side to move to move in a running position', () => {
    expect(matchInPosition(positions, [ann, ben], 'XO')).toEqual({
      game: 'marks',
      player: ann,
      score,
      gameOver: false,
      state: 'XO',
    });
    expect(matchInPosition(positions, [ann, ben], 'X').player).toEqual(ben);
  });

  it('ends a finished position with winScore for the winner, or nothing for a draw', () => {
    expect(matchInPosition(positions, [ann, ben], 'XOO!')).toEqual({
      game: 'marks',
      player: null,
      score: [
        { player: ann, score: 0 },
        { player: ben, score: 100 },
      ],
      gameOver: true,
      state: 'XOO!',
    });
    expect(matchInPosition(positions, [ann, ben], 'XO=')).toMatchObject({ player: null, gameOver: true, score });
  });
});
