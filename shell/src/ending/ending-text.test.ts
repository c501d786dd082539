import type { Match } from '@tabletop/game-kit';
import type { RematchOffer } from '@tabletop/protocol';
import { abortNote, endingFor, forfeitNotes, listNames, rematchLine } from './ending-text';

const [ann, ben, cy] = [
  { id: 1, name: 'Ann' },
  { id: 2, name: 'Ben' },
  { id: 3, name: 'Cy' },
];
const guest = { id: 4, name: '8ae5c0de-1111-4222-8333-944445555666' };

function over(scores: number[], forfeited?: Match<null>['forfeited'], players = [ann, ben, cy]) {
  const score = scores.map((points, index) => ({ player: players[index], score: points }));
  return { score, gameOver: true, forfeited };
}

describe('the result line', () => {
  it('says who won, from each side', () => {
    expect(endingFor(over([100, 0]), ann.id)?.headline).toBe('You win');
    expect(endingFor(over([100, 0]), ben.id)?.headline).toBe('Ann wins');
  });

  it('says Draw when everyone shares the best score, and who shares it otherwise', () => {
    expect(endingFor(over([0, 0]), ann.id)?.headline).toBe('Draw');
    expect(endingFor(over([5, 2, 5]), ben.id)?.headline).toBe('Draw: Ann and Cy share the win');
    expect(endingFor(over([5, 2, 5]), ann.id)?.headline).toBe('Draw: you and Cy share the win');
  });

  it('names the forfeit that ended the game, with guests by their display name', () => {
    const walkover = over([0, 3], { players: [guest.id], endedGame: true }, [guest, ben]);
    expect(endingFor(walkover, ben.id)?.headline).toBe('Guest 8AE5 forfeited: you win');
    expect(endingFor(walkover, guest.id)?.headline).toBe('You forfeited: Ben wins');
    const threeWay = over([9, 1, 2], { players: [ann.id, ben.id], endedGame: true });
    expect(endingFor(threeWay, cy.id)?.headline).toBe('Ben forfeited: you win');
    expect(endingFor(threeWay, ann.id)?.headline).toBe('Ben forfeited: Cy wins');
  });

  it('is null while the game runs', () => {
    expect(endingFor({ ...over([0, 0]), gameOver: false }, ann.id)).toBeNull();
  });
});

describe('what a forfeit meant', () => {
  it('tells the others they play on, and the forfeiter that they watch', () => {
    const running = { ...over([4, 1, 2], { players: [ann.id], endedGame: false }), gameOver: false };
    expect(forfeitNotes(running, ben.id)).toEqual([
      'Ann forfeited: out of the turn order and out of the running to win; the others play on.',
    ]);
    expect(forfeitNotes(running, ann.id)).toEqual(['You forfeited: the others play on, and you can watch to the end.']);
  });

  it('says at the end that an earlier forfeiter could not win, and leaves the deciding forfeit to the headline', () => {
    const ended = over([9, 1, 2], { players: [ann.id, ben.id], endedGame: true });
    expect(forfeitNotes(ended, cy.id)).toEqual(['Ann forfeited, so could not win; their points stayed on the board.']);
    expect(forfeitNotes(over([1, 0]), ann.id)).toEqual([]);
  });
});

describe('the rematch line', () => {
  const offer = (more: Partial<RematchOffer>): RematchOffer => ({
    code: 'AB12',
    status: 'open',
    accepted: [],
    waitingFor: [],
    next: null,
    ...more,
  });
  const players = [ann, ben, cy];

  it('says who wants a rematch, or whom the player waits for', () => {
    expect(rematchLine(offer({ accepted: [ann.id] }), players, ben.id)).toBe('Ann wants a rematch');
    expect(rematchLine(offer({ accepted: [ann.id, cy.id] }), players, ben.id)).toBe('Ann and Cy want a rematch');
    expect(rematchLine(offer({ accepted: [ann.id], waitingFor: [ben.id, cy.id] }), players, ann.id)).toBe(
      'Waiting for Ben and Cy to accept',
    );
    expect(rematchLine(offer({}), players, ann.id)).toBeNull();
    expect(rematchLine(null, players, ann.id)).toBeNull();
  });

  it('says when it was declined, or someone left', () => {
    expect(rematchLine(offer({ event: { kind: 'declined', by: ben.id } }), players, ann.id)).toBe(
      'Ben declined the rematch',
    );
    expect(rematchLine(offer({ event: { kind: 'declined', by: ann.id } }), players, ann.id)).toBe(
      'You declined the rematch',
    );
    expect(rematchLine(offer({ status: 'closed', event: { kind: 'left', by: ben.id } }), players, ann.id)).toBe(
      'Ben left: no rematch',
    );
    expect(rematchLine(offer({ event: { kind: 'left', by: cy.id } }), players, ann.id)).toBe(
      'Cy left: the rematch is off',
    );
  });

  it('lists names', () => {
    expect(listNames(['A', 'B', 'C'])).toBe('A, B and C');
  });
});

describe('endings the server makes', () => {
  it('says a game was aborted, with no winner', () => {
    const aborted = { ...over([0, 0]), aborted: { by: ben.id, late: false } };
    expect(endingFor(aborted, ann.id)?.headline).toBe('Game aborted');
    expect(abortNote(aborted, ann.id)).toBe('Ben aborted the game.');
    expect(abortNote(aborted, ben.id)).toBe('You aborted the game.');
    const late = { ...aborted, aborted: { by: ben.id, late: true } };
    expect(abortNote(late, ann.id)).toBe('Ben did not make a first move in time.');
    expect(abortNote(late, ben.id)).toBe('You did not make your first move in time.');
    expect(abortNote(over([1, 0]), ann.id)).toBeNull();
  });

  it('gives the result of a clock that ran out, and says whose ran out under it', () => {
    const flagged = over([0, 0], { players: [ann.id], endedGame: true, timedOut: [ann.id] }, [ann, ben]);
    expect(endingFor(flagged, ben.id)?.headline).toBe('You win');
    expect(endingFor(flagged, ann.id)?.headline).toBe('Ben wins');
    expect(forfeitNotes(flagged, ben.id)).toEqual(['Ann ran out of time']);
    expect(forfeitNotes(flagged, ann.id)).toEqual(['You ran out of time']);
  });

  it('tells the others they play on when one of three ran out of time', () => {
    const running = { ...over([4, 1, 2], { players: [cy.id], endedGame: false, timedOut: [cy.id] }), gameOver: false };
    expect(forfeitNotes(running, ann.id)).toEqual(['Cy ran out of time: the others play on.']);
  });
});
