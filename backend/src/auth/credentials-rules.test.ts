import { MESSAGES, plausibleLogin, registrationProblem } from './credentials-rules';

describe('registration rules', () => {
  const ok = { username: 'alice.b-c_1', password: 'eight ch', repeatPassword: 'eight ch' };

  it('accepts 3-32 letters, digits, _ - . and a password of 8-128 characters repeated', () => {
    expect(registrationProblem(ok)).toBeNull();
    expect(registrationProblem({ ...ok, username: 'abc' })).toBeNull();
    expect(registrationProblem({ ...ok, username: 'a'.repeat(32) })).toBeNull();
    const longest = 'p'.repeat(128);
    expect(registrationProblem({ ...ok, password: longest, repeatPassword: longest })).toBeNull();
  });

  it('names the first problem', () => {
    for (const username of ['ab', 'a'.repeat(33), 'has space', 'émile', '', 'a/b']) {
      expect(registrationProblem({ ...ok, username })).toBe(MESSAGES.usernameShape);
    }
    expect(registrationProblem({ ...ok, password: 'seven c', repeatPassword: 'seven c' })).toBe(MESSAGES.passwordShort);
    const tooLong = 'p'.repeat(129);
    expect(registrationProblem({ ...ok, password: tooLong, repeatPassword: tooLong })).toBe(MESSAGES.passwordLong);
    expect(registrationProblem({ ...ok, repeatPassword: 'eight cH' })).toBe('Passwords are not the same');
  });

  it('counts characters, not UTF-16 units', () => {
    const emoji = '🎲'.repeat(8); // 16 code units, 8 characters
    expect(registrationProblem({ ...ok, password: emoji, repeatPassword: emoji })).toBeNull();
    expect(registrationProblem({ ...ok, password: '🎲'.repeat(7), repeatPassword: '🎲'.repeat(7) })).toBe(
      MESSAGES.passwordShort,
    );
  });

  it('skips the database only for logins that cannot match', () => {
    expect(plausibleLogin('alice', 'x')).toBe(true);
    expect(plausibleLogin('al', 'whatever')).toBe(false);
    expect(plausibleLogin('alice', '')).toBe(false);
    expect(plausibleLogin('alice', 'p'.repeat(129))).toBe(false);
  });
});
