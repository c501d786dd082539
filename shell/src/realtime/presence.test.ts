import { computerSeats, presenceOf, readPresence } from './presence';

const view = { myId: 1, connected: true, presence: { code: 'AB12', online: [1, 2] }, code: 'AB12' };

describe('presenceOf', () => {
  it('reads other players from the server report', () => {
    expect(presenceOf(2, view)).toBe('online');
    expect(presenceOf(3, view)).toBe('offline');
  });

  it("trusts this tab's own connection for me", () => {
    expect(presenceOf(1, { ...view, connected: false })).toBe('offline');
    expect(presenceOf(1, { ...view, presence: null })).toBe('online');
  });

  it('is unknown without a report for this game', () => {
    expect(presenceOf(2, { ...view, presence: null })).toBe('unknown');
    expect(presenceOf(2, { ...view, presence: { code: 'ZZ99', online: [2] } })).toBe('unknown');
  });
});

describe('readPresence', () => {
  it('accepts a report and refuses anything else', () => {
    expect(readPresence({ code: 'AB12', online: [1] })).toEqual({ code: 'AB12', online: [1] });
    expect(readPresence({ code: 'AB12', online: ['1'] })).toBeNull();
    expect(readPresence({ online: [1] })).toBeNull();
    expect(readPresence(null)).toBeNull();
  });

  it('keeps the computer seats when the server names them', () => {
    expect(readPresence({ code: 'AB12', online: [1, 2], computers: [2] })).toEqual({
      code: 'AB12',
      online: [1, 2],
      computers: [2],
    });
    expect(readPresence({ code: 'AB12', online: [1, 2], computers: 'all' })).toEqual({ code: 'AB12', online: [1, 2] });
  });
});

describe('computerSeats', () => {
  it('are the report’s for the game on screen, and unknown otherwise', () => {
    const report = { code: 'AB12', online: [1, 2], computers: [2] };
    expect(computerSeats(report, 'AB12')).toEqual([2]);
    expect(computerSeats(report, 'ZZ99')).toBeUndefined();
    expect(computerSeats({ code: 'AB12', online: [1, 2] }, 'AB12')).toBeUndefined();
    expect(computerSeats(null, 'AB12')).toBeUndefined();
  });
});
