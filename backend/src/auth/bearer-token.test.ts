import { bearerToken, MAX_AUTHORIZATION_HEADER } from './bearer-token';

describe('bearerToken', () => {
  it('reads the token of a Bearer header, whatever the scheme case and spacing', () => {
    expect(bearerToken('Bearer a.b.c')).toBe('a.b.c');
    expect(bearerToken('bearer a.b.c')).toBe('a.b.c');
    expect(bearerToken('Bearer  a.b.c ')).toBe('a.b.c');
  });

  it('refuses other schemes, missing tokens, extra parts and non-strings', () => {
    for (const header of [
      'Basic a.b.c',
      'a.b.c',
      'Bearer',
      'Bearer ',
      'Bearer a b',
      'Bearera.b.c',
      undefined,
      ['Bearer a'],
    ])
      expect(bearerToken(header)).toBeNull();
  });

  it('refuses an over-long header unread, and reads one up to the limit', () => {
    expect(bearerToken(`Bearer ${'x'.repeat(MAX_AUTHORIZATION_HEADER)}`)).toBeNull();
    expect(bearerToken('x'.repeat(MAX_AUTHORIZATION_HEADER))).toBeNull();
    expect(bearerToken(`Bearer ${'x'.repeat(MAX_AUTHORIZATION_HEADER - 7)}`)).toHaveLength(
      MAX_AUTHORIZATION_HEADER - 7,
    );
  });
});
