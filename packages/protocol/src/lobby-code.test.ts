import { CODE_LENGTH, isValidCode, normaliseCode } from './lobby-code';

describe('invite codes', () => {
  it('are 4 characters long', () => {
    expect(CODE_LENGTH).toBe(4);
  });

  it.each(['AB12', 'ab12', 'aB1c', '0000', 'ZZZZ'])('accepts %p', (code) => {
    expect(isValidCode(code)).toBe(true);
  });

  it.each([
    ['3 characters', 'AB1'],
    ['5 characters', 'AB123'],
    ['empty', ''],
    ['a symbol', 'AB-1'],
    ['a space', 'AB 1'],
    ['surrounding spaces', ' AB12 '],
    ['a trailing newline', 'AB12\n'],
    ['a non-ASCII letter', 'ÄB12'],
    ['a number', 1234],
    ['null', null],
    ['undefined', undefined],
    ['an object', { code: 'AB12' }],
    ['an array', ['AB12']],
  ])('refuses %s', (_name, code) => {
    expect(isValidCode(code)).toBe(false);
  });

  it('normalises to upper case, so codes match case-insensitively', () => {
    expect(normaliseCode('ab12')).toBe('AB12');
    expect(normaliseCode('AB12')).toBe('AB12');
  });
});
