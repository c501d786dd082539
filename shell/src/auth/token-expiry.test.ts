import { expiresWithin } from './token-expiry';

function jwtWith(claims: object): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

describe('expiresWithin', () => {
  const now = 1_700_000_000_000;

  it('is false for a token that lives past the margin', () => {
    expect(expiresWithin(jwtWith({ sub: 7, exp: now / 1000 + 600 }), 30_000, now)).toBe(false);
  });

  it('is true for a token that expires within the margin or has expired', () => {
    expect(expiresWithin(jwtWith({ sub: 7, exp: now / 1000 + 10 }), 30_000, now)).toBe(true);
    expect(expiresWithin(jwtWith({ sub: 7, exp: now / 1000 - 1 }), 0, now)).toBe(true);
  });

  it('reads base64url payloads whose characters differ from base64', () => {
    const token = jwtWith({ name: '??>>~~', exp: now / 1000 + 600 });
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(expiresWithin(token, 0, now)).toBe(false);
  });

  it.each(['', 'not-a-jwt', 'a.!!!.c', jwtWith({ sub: 7 }), jwtWith({ exp: 'soon' })])(
    'treats an unreadable token %p as expiring',
    (token) => {
      expect(expiresWithin(token, 0, now)).toBe(true);
    },
  );
});
