import type { RegisterOptions } from 'react-hook-form';

export type LoginMode = 'login' | 'register';

export interface LoginFields {
  username: string;
  password: string;
  repeatPassword: string;
}

export const REQUIRED_MESSAGE = 'This field is required';
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid User Name or Password';
export const PASSWORDS_DIFFER_MESSAGE = 'Passwords are not the same';

/** The server's limits on new accounts, checked before asking it. */
export const USERNAME_LENGTH = { min: 3, max: 32 } as const;
export const PASSWORD_MIN_LENGTH = 8;
export const USERNAME_LENGTH_MESSAGE = `User Name must be ${USERNAME_LENGTH.min} to ${USERNAME_LENGTH.max} characters`;
export const PASSWORD_LENGTH_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;

export const EMPTY_LOGIN_FIELDS: LoginFields = { username: '', password: '', repeatPassword: '' };

type Rules<K extends keyof LoginFields> = RegisterOptions<LoginFields, K>;

/**
 * The rules for each field. Logging in only needs the fields filled: the server's answer decides. A new
 * account also gets the server's length limits, and the repeated password must match (spec §5).
 */
export function fieldRules(mode: LoginMode): {
  username: Rules<'username'>;
  password: Rules<'password'>;
  repeatPassword: Rules<'repeatPassword'>;
} {
  if (mode === 'login') {
    return {
      username: { required: REQUIRED_MESSAGE },
      password: { required: REQUIRED_MESSAGE },
      repeatPassword: {},
    };
  }
  return {
    username: {
      required: REQUIRED_MESSAGE,
      validate: (username) => usernameLengthOk(username) || USERNAME_LENGTH_MESSAGE,
    },
    password: {
      required: REQUIRED_MESSAGE,
      minLength: { value: PASSWORD_MIN_LENGTH, message: PASSWORD_LENGTH_MESSAGE },
    },
    repeatPassword: { required: REQUIRED_MESSAGE, validate: samePassword },
  };
}

/** Counted as sent: trimmed (see trimmedFields). */
function usernameLengthOk(username: string): boolean {
  const { length } = username.trim();
  return length >= USERNAME_LENGTH.min && length <= USERNAME_LENGTH.max;
}

/** What is sent: the name without surrounding spaces; passwords exactly as typed. */
export function trimmedFields(fields: LoginFields): LoginFields {
  return { ...fields, username: fields.username.trim() };
}

/** The repeat-password rule: it must equal the password (spec §5). */
export function samePassword(repeatPassword: string, fields: LoginFields): true | string {
  return repeatPassword === fields.password || PASSWORDS_DIFFER_MESSAGE;
}

/** Field errors are shown as '*message' under the input (spec §8). */
export function fieldError(message: string | undefined): string {
  return message ? `*${message}` : ' ';
}
