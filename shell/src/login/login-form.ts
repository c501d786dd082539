export type LoginMode = 'login' | 'register';

export interface LoginFields {
  username: string;
  password: string;
  repeatPassword: string;
}

export const REQUIRED_MESSAGE = 'This field is required';
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid User Name or Password';
export const PASSWORDS_DIFFER_MESSAGE = 'Passwords are not the same';

/** The repeat-password rule: it must equal the password (spec §5). */
export function samePassword(repeatPassword: string, fields: LoginFields): true | string {
  return repeatPassword === fields.password || PASSWORDS_DIFFER_MESSAGE;
}

/** Field errors are shown as '*message' under the input (spec §8). */
export function fieldError(message: string | undefined): string {
  return message ? `*${message}` : ' ';
}
