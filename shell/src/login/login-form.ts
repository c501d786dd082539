import { ApiError } from '../api/errors';
import { transientFailureText } from '../api/failure-text';
import type { FieldRules } from './use-text-form';

export type LoginMode = 'login' | 'register';

export interface LoginFields {
  username: string;
  password: string;
  repeatPassword: string;
}

export const REQUIRED_MESSAGE = 'This field is required';
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid User Name or Password';
export const PASSWORDS_DIFFER_MESSAGE = 'Passwords are not the same';
/** The server's answer to a registration whose name someone has (409). */
export const USERNAME_TAKEN_MESSAGE = 'User Name is already taken';

/** The server's rules for new accounts, checked before asking it. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]{3,32}$/;
export const PASSWORD_LENGTH = { min: 8, max: 128 } as const;
export const USERNAME_SHAPE_MESSAGE = 'User Name must be 3 to 32 letters, digits, _ - or .';
export const PASSWORD_SHORT_MESSAGE = `Password must be at least ${PASSWORD_LENGTH.min} characters`;
export const PASSWORD_LONG_MESSAGE = `Password must be at most ${PASSWORD_LENGTH.max} characters`;

export const EMPTY_LOGIN_FIELDS: LoginFields = { username: '', password: '', repeatPassword: '' };

/**
 * The rules for each field. Logging in only needs the fields filled: the server's answer decides. A new
 * account also gets the server's shape and length rules, and the repeated password must match.
 */
export function fieldRules(mode: LoginMode): Record<keyof LoginFields, FieldRules<LoginFields>> {
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
      validate: (username) => USERNAME_PATTERN.test(username.trim()) || USERNAME_SHAPE_MESSAGE,
    },
    password: { required: REQUIRED_MESSAGE, validate: passwordLength },
    repeatPassword: { required: REQUIRED_MESSAGE, validate: samePassword },
  };
}

/** Counted in characters (code points), as the server counts. */
function passwordLength(password: string): true | string {
  const { length } = Array.from(password);
  if (length < PASSWORD_LENGTH.min) return PASSWORD_SHORT_MESSAGE;
  return length <= PASSWORD_LENGTH.max || PASSWORD_LONG_MESSAGE;
}

/** What is sent: the name without surrounding spaces (the rules check it so); passwords exactly as typed. */
export function trimmedFields(fields: LoginFields): LoginFields {
  return { ...fields, username: fields.username.trim() };
}

/** The repeat-password rule: it must equal the password. */
export function samePassword(repeatPassword: string, fields: LoginFields): true | string {
  return repeatPassword === fields.password || PASSWORDS_DIFFER_MESSAGE;
}

/** Field errors are shown as '*message' under the input. */
export function fieldError(message: string | undefined): string {
  return message ? `*${message}` : ' ';
}

/** How a refused sign-in is shown: a message under User Name, or a notice for the whole form. */
export type CredentialsFailure = { username: string } | { notice: string };

/**
 * A taken name says so, a throttled or unreachable server says that; every other refusal is the fixed
 * 'Invalid User Name or Password', which tells a guesser nothing about which half was wrong.
 */
export function credentialsFailure(error: unknown): CredentialsFailure {
  const transient = transientFailureText(error);
  if (transient) return { notice: transient };
  if (error instanceof ApiError && error.status === 409 && error.reason === USERNAME_TAKEN_MESSAGE)
    return { username: USERNAME_TAKEN_MESSAGE };
  return { username: INVALID_CREDENTIALS_MESSAGE };
}
