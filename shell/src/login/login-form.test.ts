import type { Validate } from 'react-hook-form';
import {
  fieldError,
  fieldRules,
  PASSWORD_LENGTH_MESSAGE,
  PASSWORDS_DIFFER_MESSAGE,
  REQUIRED_MESSAGE,
  trimmedFields,
  USERNAME_LENGTH_MESSAGE,
  type LoginFields,
} from './login-form';

const fields = (overrides: Partial<LoginFields>): LoginFields => ({
  username: 'ada',
  password: 'correct horse',
  repeatPassword: 'correct horse',
  ...overrides,
});

function checkUsername(username: string) {
  const validate = fieldRules('register').username.validate as Validate<string, LoginFields>;
  return validate(username, fields({ username }));
}

describe('login form rules', () => {
  it('only requires the fields when logging in', () => {
    const rules = fieldRules('login');
    expect(rules.username).toEqual({ required: REQUIRED_MESSAGE });
    expect(rules.password).toEqual({ required: REQUIRED_MESSAGE });
  });

  it('requires every field when registering, with the password at least 8 characters', () => {
    const rules = fieldRules('register');
    expect(rules.username.required).toBe(REQUIRED_MESSAGE);
    expect(rules.repeatPassword.required).toBe(REQUIRED_MESSAGE);
    expect(rules.password).toEqual({
      required: REQUIRED_MESSAGE,
      minLength: { value: 8, message: PASSWORD_LENGTH_MESSAGE },
    });
  });

  it('accepts a new user name of 3 to 32 characters, counted without surrounding spaces', () => {
    expect(checkUsername('abc')).toBe(true);
    expect(checkUsername('a'.repeat(32))).toBe(true);
    expect(checkUsername('ab')).toBe(USERNAME_LENGTH_MESSAGE);
    expect(checkUsername('  ab  ')).toBe(USERNAME_LENGTH_MESSAGE);
    expect(checkUsername('a'.repeat(33))).toBe(USERNAME_LENGTH_MESSAGE);
  });

  it('needs the repeated password to equal the password', () => {
    const validate = fieldRules('register').repeatPassword.validate as Validate<string, LoginFields>;
    expect(validate('correct horse', fields({}))).toBe(true);
    expect(validate('correct horsE', fields({ repeatPassword: 'correct horsE' }))).toBe(PASSWORDS_DIFFER_MESSAGE);
  });

  it('sends the user name trimmed and the passwords as typed', () => {
    expect(trimmedFields(fields({ username: '  ada ', password: ' pass word ' }))).toEqual(
      fields({ username: 'ada', password: ' pass word ' }),
    );
  });

  it("shows errors as '*message', keeping the helper line when there is none", () => {
    expect(fieldError('Inactive code')).toBe('*Inactive code');
    expect(fieldError(undefined)).toBe(' ');
  });
});
