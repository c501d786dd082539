/** Invite codes: exactly 4 letters or digits, matched case-insensitively. */
export const CODE_LENGTH = 4;

const CODE_PATTERN = /^[A-Za-z0-9]{4}$/;

export function isValidCode(code: unknown): code is string {
  return typeof code === 'string' && CODE_PATTERN.test(code);
}

export function normaliseCode(code: string): string {
  return code.toUpperCase();
}
