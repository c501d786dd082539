import { ApiError } from '../api/errors';
import {
  credentialsFailure,
  fieldError,
  fieldRules,
  PASSWORD_LONG_MESSAGE,
  PASSWORD_SHORT_MESSAGE,
  PASSWORDS_DIFFER_MESSAGE,
  REQUIRED_MESSAGE,
  trimmedFields,
  USERNAME_SHAPE_MESSAGE,
  type LoginFields,
} from './login-form';
import type { FieldRules } from './use-text-form';

const fields = (overrides: Partial<LoginFields>): LoginFields => ({
  username: 'ada',
  password: 'correct horse',
  repeatPassword: 'correct horse',
  ...overrides,
});

function validator(rules: FieldRules<LoginFields>) {
  if (!rules.validate) throw new Error('the field has no validate rule');
  return rules.validate;
}

function checkUsername(username: string) {
  return validator(fieldRules('register').username)(username, fields({ username }));
}

function checkPassword(password: string) {
  return validator(fieldRules('register').password)(password, fields({ password }));
}

describe('login form rules', () => {
  it('only requires the fields when logging in', () => {
    const rules = fieldRules('login');
    expect(rules.username).toEqual({ required: REQUIRED_MESSAGE });
    expect(rules.password).toEqual({ required: REQUIRED_MESSAGE });
  });

  it('requires every field when registering', () => {
    const rules = fieldRules('register');
    expect(rules.username.required).toBe(REQUIRED_MESSAGE);
    expect(rules.password.required).toBe(REQUIRED_MESSAGE);
    expect(rules.repeatPassword.required).toBe(REQUIRED_MESSAGE);
  });

  it('accepts a new user name as the server does: 3 to 32 letters, digits, _ - or ., surrounding spaces aside', () => {
    expect(checkUsername('ab_')).toBe(true);
    expect(checkUsername('Ada.Love-1')).toBe(true);
    expect(checkUsername('  ada  ')).toBe(true);
    expect(checkUsername('a'.repeat(32))).toBe(true);
    expect(checkUsername('ab')).toBe(USERNAME_SHAPE_MESSAGE);
    expect(checkUsername('a'.repeat(33))).toBe(USERNAME_SHAPE_MESSAGE);
    expect(checkUsername('ada lovelace')).toBe(USERNAME_SHAPE_MESSAGE);
    expect(checkUsername('adä')).toBe(USERNAME_SHAPE_MESSAGE);
  });

  it('accepts a new password of 8 to 128 characters, counting characters rather than UTF-16 units', () => {
    expect(checkPassword('12345678')).toBe(true);
    expect(checkPassword('1234567')).toBe(PASSWORD_SHORT_MESSAGE);
    expect(checkPassword('😀😀😀😀')).toBe(PASSWORD_SHORT_MESSAGE);
    expect(checkPassword('😀'.repeat(128))).toBe(true);
    expect(checkPassword('x'.repeat(129))).toBe(PASSWORD_LONG_MESSAGE);
  });

  it('needs the repeated password to equal the password', () => {
    const validate = validator(fieldRules('register').repeatPassword);
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

describe('credentialsFailure', () => {
  it("keeps the spec's message for refusals, and names a taken User Name", () => {
    expect(credentialsFailure(new ApiError('Unauthorized', 401))).toEqual({
      username: 'Invalid User Name or Password',
    });
    expect(credentialsFailure(new ApiError('Conflict', 409, { reason: 'User Name is already taken' }))).toEqual({
      username: 'User Name is already taken',
    });
    expect(credentialsFailure(new ApiError('Conflict', 409, { reason: 'Something else' }))).toEqual({
      username: 'Invalid User Name or Password',
    });
  });

  it('tells a throttled or unreachable server above the form, not as a wrong password', () => {
    expect(credentialsFailure(new ApiError('Too Many Requests', 429, { retryAfterSeconds: 5 }))).toEqual({
      notice: 'Too many attempts, try again in 5 s',
    });
    expect(credentialsFailure(new ApiError('Gateway Timeout', 504, { unreachable: true }))).toEqual({
      notice: 'The server cannot be reached. Check your connection and try again.',
    });
  });
});
