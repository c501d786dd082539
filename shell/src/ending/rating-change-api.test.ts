import { ratingChangeText } from './rating-change-api';

describe('ratingChangeText', () => {
  it('signs a rated change', () => {
    expect(ratingChangeText({ rated: true, before: 1500, after: 1512, change: 12 })).toBe('Rating +12 → 1512');
    expect(ratingChangeText({ rated: true, before: 1500, after: 1491, change: -9 })).toBe('Rating \u22129 → 1491');
    expect(ratingChangeText({ rated: true, before: 1500, after: 1500, change: 0 })).toBe('Rating ±0 → 1500');
  });

  it('gives the reason an unrated game was not rated', () => {
    expect(ratingChangeText({ rated: false, reason: 'Guests and computer players are not rated' })).toBe(
      'Unrated: guests and computer players are not rated',
    );
  });
});
