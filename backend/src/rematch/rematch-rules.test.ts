import { rematchOffer, rematchPlayers, rematchStanding, type RematchSeat } from './rematch-rules';

const seat = (id: number, more: Partial<RematchSeat> = {}): RematchSeat => ({
  player: { id, name: `P${id}` },
  forfeited: false,
  dismissed: false,
  accepted: false,
  computer: false,
  ...more,
});

describe('rematch standing', () => {
  it('waits for every seat that stayed, then is ready', () => {
    expect(rematchStanding([seat(1, { accepted: true }), seat(2)], 2)).toEqual({
      status: 'open',
      ready: false,
      accepted: [1],
      waitingFor: [2],
    });
    expect(rematchStanding([seat(1, { accepted: true }), seat(2, { accepted: true })], 2)).toMatchObject({
      ready: true,
      waitingFor: [],
    });
  });

  it('does not wait for a forfeiter when the others are enough, and takes one who accepts along', () => {
    const seats = [seat(1, { forfeited: true }), seat(2, { accepted: true }), seat(3, { accepted: true })];
    expect(rematchStanding(seats, 2)).toMatchObject({ ready: true, accepted: [2, 3] });
    const withForfeiter = [seat(1, { forfeited: true, accepted: true }), seats[1], seat(3)];
    expect(rematchStanding(withForfeiter, 2)).toMatchObject({ ready: false, accepted: [1, 2], waitingFor: [3] });
  });

  it('waits for the forfeiter of a two-player game, whose opponent alone is too few', () => {
    const seats = [seat(1, { forfeited: true }), seat(2, { accepted: true })];
    expect(rematchStanding(seats, 2)).toMatchObject({ status: 'open', ready: false, waitingFor: [1] });
  });

  it('is closed once too few are left at the table', () => {
    expect(rematchStanding([seat(1, { dismissed: true }), seat(2, { accepted: true })], 2)).toEqual({
      status: 'closed',
      ready: false,
      accepted: [],
      waitingFor: [],
    });
  });
});

describe('rematch players', () => {
  it('turns the seat order by one, so the first player rotates', () => {
    const seats = [seat(1, { accepted: true }), seat(2, { accepted: true }), seat(3, { accepted: true })];
    expect(rematchPlayers(seats).map((player) => player.id)).toEqual([2, 3, 1]);
  });

  it('leaves out who did not accept or went away', () => {
    const seats = [seat(1, { accepted: true }), seat(2, { forfeited: true }), seat(3, { accepted: true })];
    expect(rematchPlayers(seats).map((player) => player.id)).toEqual([3, 1]);
  });
});

describe('a computer seat', () => {
  it('accepts by itself: the person alone decides', () => {
    expect(rematchStanding([seat(1), seat(2, { computer: true })], 2)).toMatchObject({ ready: false, waitingFor: [1] });
    expect(rematchStanding([seat(1, { accepted: true }), seat(2, { computer: true })], 2)).toMatchObject({
      ready: true,
      accepted: [1, 2],
      waitingFor: [],
    });
  });
});

describe('the offer as sent', () => {
  it('names the rematch once it started', () => {
    expect(rematchOffer('AB12', [seat(1), seat(2)], 2, 'CD34')).toEqual({
      code: 'AB12',
      status: 'started',
      accepted: [],
      waitingFor: [],
      next: 'CD34',
    });
  });
});
