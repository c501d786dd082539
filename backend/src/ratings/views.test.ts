import { leaderboardEntry, profileView, ratingChangeView, RATINGS_MESSAGES } from './views';

const user = (kind: 'guest' | 'registered' | 'google') => ({
  id: 4,
  name: 'ann',
  kind,
  createdAt: new Date('2026-01-02T03:04:05.000Z'),
});

describe('ratingChangeView', () => {
  it('shows whole points, the change being the shown after less the shown before', () => {
    expect(ratingChangeView({ unratedSeat: false, change: { before: 1500.4, after: 1662.6 } })).toEqual({
      rated: true,
      before: 1500,
      after: 1663,
      change: 163,
    });
    expect(ratingChangeView({ unratedSeat: false, change: { before: 1600.5, after: 1590.2 } })).toMatchObject({
      change: -11,
    });
  });

  it('says why a game is not rated', () => {
    expect(ratingChangeView({ unratedSeat: true, change: null })).toEqual({
      rated: false,
      reason: RATINGS_MESSAGES.unrated,
    });
    expect(ratingChangeView({ unratedSeat: false, change: null })).toEqual({
      rated: false,
      reason: RATINGS_MESSAGES.notRecorded,
    });
    const reason = (unrated: string) =>
      ratingChangeView({ unratedSeat: false, change: null, unrated, opponent: 'Bo' }, 3);
    expect(reason('aborted')).toEqual({ rated: false, reason: 'Aborted' });
    expect(reason('clock')).toEqual({ rated: false, reason: 'No clock' });
    expect(reason('moves')).toEqual({ rated: false, reason: 'Fewer than two moves each' });
    expect(reason('pair')).toEqual({ rated: false, reason: 'You have played Bo 3 times today' });
  });
});

describe('leaderboardEntry', () => {
  it('rounds rating and deviation and names the player', () => {
    expect(leaderboardEntry({ userId: 3, name: 'bo', rating: 1712.5, deviation: 61.2, games: 9 }, 2)).toEqual({
      rank: 2,
      player: { id: 3, name: 'bo' },
      rating: 1713,
      deviation: 61,
      games: 9,
    });
  });
});

describe('profileView', () => {
  const records = [
    { game: 'repello', wins: 1, losses: 2, draws: 0 },
    { game: 'ttt', wins: 3, losses: 0, draws: 1 },
  ];
  const ratings = [
    {
      game: 'repello',
      rating: 1490.6,
      deviation: 200.2,
      games: 3,
      history: [{ at: new Date('2026-02-01T00:00:00.000Z'), rating: 1490.6 }],
    },
    { game: 'football', rating: 1520, deviation: 300, games: 1, history: [] },
  ];

  it('lists each game played or rated in the registry order, with records, rating and history', () => {
    const view = profileView(user('registered'), 9, records, ratings, ['ttt', 'repello', 'football', 'other']);
    expect(view).toEqual({
      player: { id: 4, name: 'ann' },
      kind: 'registered',
      memberSince: '2026-01-02T03:04:05.000Z',
      gamesPlayed: 7,
      perGame: [
        { game: 'ttt', wins: 3, losses: 0, draws: 1, rating: null, history: [] },
        {
          game: 'repello',
          wins: 1,
          losses: 2,
          draws: 0,
          rating: { rating: 1491, deviation: 200, games: 3 },
          history: [{ at: '2026-02-01T00:00:00.000Z', rating: 1491 }],
        },
        {
          game: 'football',
          wins: 0,
          losses: 0,
          draws: 0,
          rating: { rating: 1520, deviation: 300, games: 1 },
          history: [],
        },
      ],
    });
  });

  it("shows a guest's games to that guest only", () => {
    expect(profileView(user('guest'), 4, records, [], ['ttt'])).toMatchObject({ gamesPlayed: 7 });
    expect(profileView(user('guest'), 5, records, [], ['ttt'])).toEqual({
      player: { id: 4, name: 'ann' },
      kind: 'guest',
      memberSince: '2026-01-02T03:04:05.000Z',
      private: true,
    });
  });
});
