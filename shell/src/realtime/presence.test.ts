import { presenceOf, readPresence } from './presence';

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
});
