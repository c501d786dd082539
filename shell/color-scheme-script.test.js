/* global describe, it, expect, beforeEach, document */
const { colorSchemeScript } = require('./color-scheme-script');
const { clearUser, saveUser } = require('./src/auth/credentials');

/** Runs the script as the page's <head> does, on a fresh <html>. */
function runBeforeFirstPaint() {
  for (const name of ['data-signed-in', 'data-mui-color-scheme']) document.documentElement.removeAttribute(name);
  new Function(colorSchemeScript().code)();
  return document.documentElement;
}

beforeEach(() => localStorage.clear());

describe('the script before the first paint', () => {
  it('marks a sign-in the shell stored, so the frame shows the app bar', () => {
    saveUser({ id: 7, jwt: 'token-7', name: 'Ada' });
    expect(runBeforeFirstPaint().hasAttribute('data-signed-in')).toBe(true);
  });

  it('marks nothing once the shell cleared the sign-in, so the frame shows the login page', () => {
    saveUser({ id: 7, jwt: 'token-7', name: 'Ada' });
    clearUser();
    expect(runBeforeFirstPaint().hasAttribute('data-signed-in')).toBe(false);
  });

  it('applies the saved colour mode, dark unless light was chosen', () => {
    expect(runBeforeFirstPaint().getAttribute('data-mui-color-scheme')).toBe('dark');
    localStorage.setItem('mode', 'light');
    expect(runBeforeFirstPaint().getAttribute('data-mui-color-scheme')).toBe('light');
  });
});
