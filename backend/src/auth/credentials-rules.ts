/** What a user name and password must look like, and the messages for each refusal (pure). */

export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]{3,32}$/;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const MESSAGES = {
  usernameShape: 'User Name must be 3 to 32 letters, digits, _ - or .',
  passwordShort: `Password must be at least ${PASSWORD_MIN} characters`,
  passwordLong: `Password must be at most ${PASSWORD_MAX} characters`,
  notSame: 'Passwords are not the same',
  taken: 'User Name is already taken',
  invalid: 'Invalid User Name or Password',
  googleOff: 'Google sign-in is not configured',
} as const;

export interface Registration {
  username: string;
  password: string;
  repeatPassword: string;
}

/** The first thing wrong with a registration, or null when it may go ahead. */
export function registrationProblem({ username, password, repeatPassword }: Registration): string | null {
  if (!USERNAME_PATTERN.test(username)) return MESSAGES.usernameShape;
  if ([...password].length < PASSWORD_MIN) return MESSAGES.passwordShort;
  if ([...password].length > PASSWORD_MAX) return MESSAGES.passwordLong;
  if (password !== repeatPassword) return MESSAGES.notSame;
  return null;
}

/** Whether a login attempt is even worth checking against the database (the answer is the same either way). */
export function plausibleLogin(username: string, password: string): boolean {
  return USERNAME_PATTERN.test(username) && password.length > 0 && [...password].length <= PASSWORD_MAX;
}
