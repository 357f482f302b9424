import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

const LOGIN_BUDGET = 200 * 1024;

test('the login route loads at most 200 KB of gzipped JS', async ({ page }) => {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) scripts.add(pathname);
  });
  await page.goto('/login', { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: 'Log in with email' })).toBeVisible();
  const bytes = [...scripts].reduce((sum, path) => sum + gzipSync(readFileSync(join(process.env.E2E_CLIENT_DIR ?? 'dist', path)), { level: 9 }).length, 0);
  console.log(`/login loads ${scripts.size} JS files, ${(bytes / 1024).toFixed(1)} KB gzipped`);
  expect(scripts.size).toBeGreaterThan(0);
  expect(bytes).toBeLessThanOrEqual(LOGIN_BUDGET);
});
