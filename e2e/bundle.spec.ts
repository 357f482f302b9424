import { expect, test, type Response } from '@playwright/test';

/** Issue 16's budget for /login: the JS a browser receives, brotli-compressed by the server. */
const LOGIN_BUDGET = 120 * 1024;

test('the login route receives at most 120 KB of JS on the wire, brotli-compressed, once it has rendered', async ({ page }) => {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response);
  });
  await page.goto('/login');
  // Rendered: every chunk the route needs has arrived (network idle could come before lazy chunks load).
  await expect(page.getByRole('button', { name: 'Log in with email' })).toBeVisible();
  const encodings = await Promise.all(scripts.map(async (response) => (await response.allHeaders())['content-encoding']));
  const sizes = await Promise.all(scripts.map((response) => response.request().sizes()));
  const bytes = sizes.reduce((sum, size) => sum + size.responseBodySize, 0);
  console.log(`/login received ${scripts.length} JS files, ${(bytes / 1024).toFixed(1)} KB on the wire`);
  expect(scripts.length).toBeGreaterThan(0);
  expect(new Set(encodings)).toEqual(new Set(['br']));
  expect(bytes).toBeLessThanOrEqual(LOGIN_BUDGET);
});
