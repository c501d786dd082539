import { test, expect } from './fixtures';

test('the API docs page renders the HTTP API under the Content-Security-Policy, with nothing refused', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('requestfailed', (request) => problems.push(`${request.url()}: ${request.failure()?.errorText}`));

  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Tabletop HTTP API/ })).toBeVisible();
  const register = page.locator('.opblock', { has: page.getByText('/api/auth/register', { exact: true }) });
  await expect(register.locator('.opblock-summary-method')).toHaveText('POST');
  // Opened, the operation shows its documented body.
  await register.locator('.opblock-summary').click();
  await expect(register.getByText('repeatPassword').first()).toBeVisible();
  expect(problems).toEqual([]);
});
