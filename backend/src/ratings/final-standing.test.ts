import type { Match, Player } from '@tabletop/game-kit';
import { finalRanks, seatOutcomes } from './final-standing';

const [ann, ben, cid, dot] = ['Ann', 'Ben', 'Cid', 'Dot'].map((name, index): Player => ({ id: index + 1, name }));

function finished(scores: number[], forfeited?: number[]): Match<null> {
  const score = [ann, ben, cid, dot].slice(0, scores.length).map((player, index) => ({ player, score: scores[index] }));
  const match: Match<null> = { game: 'g', player: null, score, gameOver: true, state: null };
  return forfeited ? { ...match, forfeited: { players: forfeited, endedGame: true } } : match;
}

describe('seatOutcomes', () => {
  it('is empty while the game runs', () => {
    expect(seatOutcomes({ ...finished([1, 0]), gameOver: false }).size).toBe(0);
  });

  it('gives a sole winner a win, the best score shared a draw, everyone else a loss', () => {
    expect(Object.fromEntries(seatOutcomes(finished([3, 5])))).toEqual({ 1: 'loss', 2: 'win' });
    expect(Object.fromEntries(seatOutcomes(finished([2, 2])))).toEqual({ 1: 'draw', 2: 'draw' });
    expect(Object.fromEntries(seatOutcomes(finished([7, 3, 7])))).toEqual({ 1: 'draw', 2: 'loss', 3: 'draw' });
  });

  it('makes a forfeit a loss whatever the score', () => {
    expect(Object.fromEntries(seatOutcomes(finished([9, 0], [1])))).toEqual({ 1: 'loss', 2: 'win' });
  });
});

describe('finalRanks', () => {
  it('ranks by score, a shared score a shared rank', () => {
    expect(Object.fromEntries(finalRanks(finished([4, 9, 4, 1])))).toEqual({ 1: 2, 2: 1, 3: 2, 4: 4 });
  });

  it('puts forfeiters below everyone who stayed, the earlier leaver lower', () => {
    expect(Object.fromEntries(finalRanks(finished([9, 1, 8, 2], [3, 1])))).toEqual({ 2: 2, 4: 1, 1: 3, 3: 4 });
    expect(Object.fromEntries(finalRanks(finished([9, 0], [1])))).toEqual({ 2: 1, 1: 2 });
  });
});
