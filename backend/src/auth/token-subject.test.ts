import { userIdOfSubject } from './token-subject';

describe('userIdOfSubject', () => {
  it('reads the positive integer ids we issue, and their canonical decimal text', () => {
    expect(userIdOfSubject(7)).toBe(7);
    expect(userIdOfSubject(2147483647)).toBe(2147483647);
    expect(userIdOfSubject('15')).toBe(15);
  });

  it('refuses anything coercion would turn into an id', () => {
    for (const sub of [
      [7],
      ['7'],
      { id: 7 },
      true,
      null,
      undefined,
      '',
      ' 7',
      '07',
      '7.0',
      '0x7',
      '7 OR 1=1',
      0,
      -7,
      7.5,
      1e300,
      NaN,
    ])
      expect(userIdOfSubject(sub)).toBeNull();
  });
});
