import {
  cleanDisplayName,
  DISPLAY_NAME_MAX,
  displayNameCandidates,
  displayNameKey,
  googleDisplayName,
  reservedDisplayName,
} from '../display-names/display-name-rules';

describe('cleaning a display name', () => {
  it('removes controls, bidirectional overrides and isolates, and zero-width characters', () => {
    expect(cleanDisplayName('Grace\u0000 Hop\u0007per')).toBe('Grace Hopper');
    expect(cleanDisplayName('\u202Eesrever\u202C \u2066Ada\u2069 \u200Fx')).toBe('esrever Ada x');
    expect(cleanDisplayName('Al\u200Bi\u200Cc\u200De\u2060\uFEFF\u00AD')).toBe('Alice');
    expect(cleanDisplayName('\u3164\u2800 \u115F')).toBe('');
  });

  it('makes every run of spaces one space, trims, and composes accents', () => {
    expect(cleanDisplayName('  Grace\t\n\u00A0\u2003 Hopper\u2028 ')).toBe('Grace Hopper');
    expect(cleanDisplayName('Jose\u0301')).toBe('José');
  });

  it('keeps at most four combining marks on a character', () => {
    expect(cleanDisplayName(`Z${'\u0301\u0300\u0302\u0303\u0304\u0305'.repeat(3)}algo`)).toBe(
      'Z\u0301\u0300\u0302\u0303algo'.normalize('NFC'),
    );
  });

  it(`cuts a long name at a character boundary, to ${DISPLAY_NAME_MAX} code points at most`, () => {
    expect(cleanDisplayName('n'.repeat(300))).toBe('n'.repeat(DISPLAY_NAME_MAX));
    const flags = '🇫🇷'.repeat(20); // two code points each
    expect([...cleanDisplayName(flags)]).toHaveLength(DISPLAY_NAME_MAX);
    expect([...cleanDisplayName(`${'a'.repeat(DISPLAY_NAME_MAX - 1)}🇫🇷`)]).toHaveLength(DISPLAY_NAME_MAX - 1);
  });
});

describe("a Google account's display name", () => {
  it("is the token's name, else the e-mail's local part, else Player, each cleaned", () => {
    expect(googleDisplayName({ name: '  Grace Hopper ', email: 'g@x.org' })).toBe('Grace Hopper');
    expect(googleDisplayName({ email: 'ada@x.org' })).toBe('ada');
    expect(googleDisplayName({ name: '\u200B\u202E', email: 'a\u200Bda@x.org' })).toBe('ada');
    expect(googleDisplayName({ name: 42 })).toBe('Player');
    expect(googleDisplayName({ name: 'n'.repeat(300) })).toHaveLength(DISPLAY_NAME_MAX);
  });
});

describe('the key two names share when they read as one', () => {
  it('ignores case, compatibility forms and invisible characters', () => {
    expect(displayNameKey('ALICE')).toBe(displayNameKey('alice'));
    expect(displayNameKey('ａｌｉｃｅ')).toBe(displayNameKey('alice'));
    expect(displayNameKey('al\u200Bice')).toBe(displayNameKey('alice'));
    expect(displayNameKey('José')).toBe(displayNameKey('Jose\u0301'));
  });

  it('gives look-alikes from other scripts the same key', () => {
    expect(displayNameKey('Воris')).toBe(displayNameKey('Boris')); // Cyrillic В and о
    expect(displayNameKey('МАGNUS')).toBe(displayNameKey('magnus')); // Cyrillic М and А
    expect(displayNameKey('ρaypal')).toBe(displayNameKey('paypal')); // Greek rho
    expect(displayNameKey('rnagnus')).toBe(displayNameKey('MAGNUS'));
    expect(displayNameKey('AIice')).toBe(displayNameKey('alice')); // a capital I for the l
  });

  it('keeps different names apart', () => {
    expect(displayNameKey('Boris')).not.toBe(displayNameKey('Doris'));
    expect(displayNameKey('Grace Hopper')).not.toBe(displayNameKey('GraceHopper'));
  });
});

describe('names the site gives, which nobody may take', () => {
  it.each([
    'Computer (Hard)',
    'Computer (Easy)',
    'computer (hard)',
    'Сomputer (Наrd)', // Cyrillic С, Н and а
    'Computer  (Hard)\u200B',
    'Computer (Expert)',
    'Guest 8AE5',
    'guest 8ae5',
    'Guest ZZ01',
    'Gսest 8АЕ5', // Armenian ս, Cyrillic А and Е
    'Guest 8AE\u0405', // Cyrillic Ѕ for the last character
    'Guest\u00A08AE5',
    '5f2a0000-0000-4000-8000-000000000000',
  ])('refuses %s', (name) => {
    expect(reservedDisplayName(name)).toBe(true);
  });

  it.each(['Computer', 'Computer (Hard)-2', 'Guest', 'Guest 8AE', 'Guest 8AE55', 'Guest 8AE5-2', 'Guest House'])(
    'allows %s',
    (name) => {
      expect(reservedDisplayName(name)).toBe(false);
    },
  );
});

describe('the names tried for a new display name', () => {
  it('are the name, then numbered, less those the site gives', () => {
    expect(displayNameCandidates('alice', 3)).toEqual(['alice', 'alice-2', 'alice-3']);
    expect(displayNameCandidates('Computer (Hard)', 3)).toEqual(['Computer (Hard)-2', 'Computer (Hard)-3']);
    expect(displayNameCandidates('Guest 8AE5', 2)).toEqual(['Guest 8AE5-2']);
  });
});
