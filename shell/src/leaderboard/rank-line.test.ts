import { rankLine } from './rank-line';

const unlisted = (mine: { rating: number; deviation: number; games: number; active: boolean }) =>
  rankLine({ me: null, mine, players: 12 }, false);

describe('the viewer’s rank line', () => {
  it('gives a listed player their rank', () => {
    const me = { rank: 3, player: { id: 1, name: 'ann' }, rating: 1712, deviation: 60, games: 30 };
    expect(rankLine({ me, players: 12 }, false)).toBe('Your rank: 3 of 12 (rating 1712)');
  });

  it('says why a rated player is not listed yet: too few games, a provisional rating, or no game lately', () => {
    expect(unlisted({ rating: 1662, deviation: 290, games: 1, active: true })).toBe(
      'You are not listed yet: your rating 1662? needs 9 more rated games.',
    );
    expect(unlisted({ rating: 1590, deviation: 80, games: 9, active: true })).toBe(
      'You are not listed yet: your rating 1590 needs 1 more rated game.',
    );
    expect(unlisted({ rating: 1590, deviation: 120, games: 14, active: true })).toBe(
      'You are not listed yet: your rating 1590? is provisional until more rated games settle it.',
    );
    expect(unlisted({ rating: 1590, deviation: 60, games: 40, active: false })).toMatch(/no rated game for 90 days/);
  });

  it('tells guests and players with no rating how to get one', () => {
    expect(rankLine({ me: null, players: 0 }, true)).toBe('Guests are not rated: register to get a rating.');
    expect(rankLine({ me: null, players: 0 }, false)).toMatch(/^You are not ranked in this game yet/);
  });
});
