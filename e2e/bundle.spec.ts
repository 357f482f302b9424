import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** Issue 16's budgets: the JS a browser receives, brotli-compressed by the server. */
const LOGIN_BUDGET = 120 * 1024;
const HOME_BUDGET = 200 * 1024;
/** Bytes on the wire under which a script may come uncompressed. */
const TINY_CHUNK = 200;

/** Every JS response the page receives from now on; `received()` sums their bytes as they came over the wire. */
function collectScripts(page: Page) {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response);
  });
  return async () => {
    const encodings = await Promise.all(scripts.map(async (response) => (await response.allHeaders())['content-encoding']));
    const sizes = await Promise.all(scripts.map((response) => response.request().sizes()));
    // A chunk of a hundred bytes or so is sent as it is: brotli would make it no smaller (scripts/precompressAssets.ts).
    const compressible = encodings.filter((_, index) => sizes[index].responseBodySize > TINY_CHUNK);
    return { files: scripts.length, encodings: new Set(compressible), bytes: sizes.reduce((sum, size) => sum + size.responseBodySize, 0) };
  };
}

test('the login route receives at most 120 KB of JS on the wire, brotli-compressed, once it has rendered', async ({ page }) => {
  const received = collectScripts(page);
  await page.goto('/login');
  // Rendered: every chunk the route needs has arrived (network idle could come before lazy chunks load).
  await expect(page.getByRole('button', { name: 'Log in with email' })).toBeVisible();
  const { files, encodings, bytes } = await received();
  console.log(`/login received ${files} JS files, ${(bytes / 1024).toFixed(1)} KB on the wire`);
  expect(files).toBeGreaterThan(0);
  expect(encodings).toEqual(new Set(['br']));
  expect(bytes).toBeLessThanOrEqual(LOGIN_BUDGET);
});

test('logged-in home receives at most 200 KB of JS on the wire once its grid shows a picture; the profile menu loads when opened', async ({
  sessionPage,
}) => {
  const page = await sessionPage('member@example.com');
  const received = collectScripts(page);
  await page.goto('/');
  const firstPicture = page.getByTestId('profile-grid').locator('img').first();
  await expect(firstPicture).toBeVisible();
  await firstPicture.evaluate((image: HTMLImageElement) => image.decode());
  const { files, encodings, bytes } = await received();
  console.log(`home received ${files} JS files, ${(bytes / 1024).toFixed(1)} KB on the wire`);
  expect(encodings).toEqual(new Set(['br']));
  expect(bytes).toBeLessThanOrEqual(HOME_BUDGET);

  // What home leaves out still works the moment it is wanted.
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
});
