import { forfeitMatch, type Match } from '@tabletop/game-kit';
import { hasForfeited, matchOutcome } from './outcome';

const [ann, ben, cid] = [
  { id: 1, name: 'Ann' },
  { id: 2, name: 'Ben' },
  { id: 3, name: 'Cid' },
];

function finished(scores: number[], players = [ann, ben, cid].slice(0, scores.length)): Match<null> {
  const score = players.map((player, index) => ({ player, score: scores[index] }));
  return { game: 'g', player: null, score, gameOver: true, state: null };
}

describe('matchOutcome', () => {
  it('is null while the game runs', () => {
    expect(matchOutcome({ ...finished([0, 0]), gameOver: false })).toBeNull();
  });

  it('names the one best score as the winner', () => {
    expect(matchOutcome(finished([0, 100]))).toEqual({
      winners: [ben],
      draw: false,
      forfeited: [],
      endedBy: null,
      timedOut: [],
      aborted: false,
    });
  });

  it('is a draw when the best score is shared, by all or by some', () => {
    expect(matchOutcome(finished([0, 0]))).toMatchObject({ winners: [ann, ben], draw: true });
    expect(matchOutcome(finished([7, 3, 7]))).toMatchObject({ winners: [ann, cid], draw: true });
  });

  it('gives a game ended by a forfeit to the one left, whatever the walkover score', () => {
    const running = { ...finished([1, 2]), player: ann, gameOver: false };
    const walkover = { ...running, player: null, gameOver: true, score: [running.score[0], { player: ben, score: 3 }] };
    const ended = forfeitMatch(running, ben.id, { players: [2, 2], forfeit: () => walkover });
    expect(matchOutcome(ended)).toMatchObject({ winners: [ann], draw: false, forfeited: [ben], endedBy: ben });
  });

  it('never lets a forfeiter win a game that went on without them', () => {
    const running = { ...finished([9, 2, 4]), player: ann, gameOver: false };
    const left = forfeitMatch(running, ann.id, { players: [2, 4] });
    const over = { ...left, player: null, gameOver: true };
    expect(matchOutcome(over)).toMatchObject({ winners: [cid], draw: false, forfeited: [ann], endedBy: null });
    expect(hasForfeited(over, ann.id)).toBe(true);
    expect(hasForfeited(over, cid.id)).toBe(false);
  });
});

describe('matchOutcome of the endings the server makes', () => {
  it('has no winner for an aborted game', () => {
    const aborted = { ...finished([0, 100]), aborted: { by: ann.id, late: false } };
    expect(matchOutcome(aborted)).toEqual({
      winners: [],
      draw: false,
      forfeited: [],
      endedBy: null,
      timedOut: [],
      aborted: true,
    });
  });

  it('names who ran out of time among those who forfeited', () => {
    const running = { ...finished([1, 2]), player: ann, gameOver: false };
    const over = {
      ...running,
      player: null,
      gameOver: true,
      forfeited: { players: [ann.id], endedGame: true, timedOut: [ann.id] },
    };
    expect(matchOutcome(over)).toMatchObject({ winners: [ben], endedBy: ann, timedOut: [ann] });
  });
});
