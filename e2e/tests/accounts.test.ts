import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

const PASSWORD = 'correct horse battery';

function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

async function fillLogin(page: Page, username: string, password: string) {
  await page.getByLabel('User Name').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
}

test('a player registers, logs out, fails with a wrong password, and logs in again', async ({ page }) => {
  const name = uniqueName('ada');
  await page.goto('/game/super_tic_tac_toe');
  await expect(page).toHaveURL(/\/login$/);

  await page.getByText('REGISTER', { exact: true }).click();
  await expect(page.getByText('Already have an account?')).toBeVisible();
  await fillLogin(page, name, PASSWORD);
  await page.getByLabel('Repeat Password').fill(`${PASSWORD}!`);
  await page.getByRole('button', { name: 'REGISTER', exact: true }).click();
  await expect(page.getByText('*Passwords are not the same')).toBeVisible();

  await page.getByLabel('Repeat Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'REGISTER', exact: true }).click();
  await expect(page.getByText(`Welcome ${name}!`)).toBeVisible();

  const avatar = page.getByRole('button', { name: 'Log out' });
  await expect(avatar).toHaveText(name[0].toUpperCase());
  await avatar.click();
  await expect(page).toHaveURL(/\/login$/);
  // The session is gone on the server too: a refresh with the old cookie is refused.
  const refresh = await page.request.post('/api/auth/refresh-token');
  expect(refresh.status()).toBe(401);

  await fillLogin(page, name, 'not the password');
  await page.getByRole('button', { name: 'LOG IN', exact: true }).click();
  await expect(page.getByText('*Invalid User Name or Password')).toBeVisible();

  await fillLogin(page, name.toUpperCase(), PASSWORD);
  await page.getByRole('button', { name: 'LOG IN', exact: true }).click();
  await expect(page.getByText(`Welcome ${name}!`)).toBeVisible();
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
});

test('a guest registers and keeps the same identity', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log in as guest' }).click();
  await expect(page.getByText(/^Welcome .+!$/)).toBeVisible();
  const before = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null') as { id: number } | null);
  expect(before?.id).toEqual(expect.any(Number));

  const name = uniqueName('guest');
  await fillLogin(page, name, PASSWORD);
  await page.getByLabel('Repeat Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'REGISTER', exact: true }).click();
  await expect(page.getByText(`Welcome ${name}!`)).toBeVisible();
  const after = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null') as { id: number } | null);
  expect(after?.id).toBe(before?.id);
});
