import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import { acceptDisclaimer, codeFromMailbox } from './support.ts';

interface StoredAuth {
  loginMethod: string | null;
  loggedInState: string;
  token: { accessToken: string; refreshToken: string | null; expiresAt: number } | null;
  profile: { uuid: string } | null;
}

function storedAuth(page: Page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem('snoot:auth') ?? 'null') as StoredAuth);
}

/** The provider's pages: email, the mailed one-time code, then consent. */
async function passProviderLogin(page: Page, email: string, { checkA11y = false } = {}) {
  await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
  if (checkA11y) await expectNoViolations(page);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  if (checkA11y) await expectNoViolations(page);
  await page.getByRole('textbox', { name: 'One-time code' }).fill(await codeFromMailbox(page.request, email));
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Allow access' })).toBeVisible();
  if (checkA11y) await expectNoViolations(page);
  await page.getByRole('button', { name: 'Allow' }).click();
}

test("'Log in with single sign-on' runs the OIDC code flow against the embedded provider and lands logged in where the member was going", async ({
  page,
}) => {
  await page.goto('/chatrooms');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  const authorize = page.waitForRequest((request) => new URL(request.url()).pathname === '/oidc/auth');
  await page.getByRole('button', { name: 'Log in with single sign-on' }).click();
  const authorizeUrl = new URL((await authorize).url());
  expect(authorizeUrl.searchParams.get('prompt')).toBe('consent');
  expect(authorizeUrl.searchParams.get('client_id')).toBe('web');
  expect(authorizeUrl.searchParams.get('scope')).toBe('openid profile offline_access');
  expect(authorizeUrl.searchParams.get('redirect_uri')).toMatch(/\/login\/callback$/);
  expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorizeUrl.searchParams.get('state')).toContain('/chatrooms');

  // The code exchange is held so the callback screen can be looked at.
  let releaseExchange!: () => void;
  const exchangeHeld = new Promise<void>((resolve) => (releaseExchange = resolve));
  await page.route('**/oidc/token', async (route) => {
    await exchangeHeld;
    await route.continue();
  });
  await passProviderLogin(page, 'member@example.com', { checkA11y: true });
  await expect(page).toHaveURL(/\/login\/callback\?code=/);
  await expect(page.getByRole('status')).toHaveText('Logging in...');
  await expect(page.getByRole('link', { name: 'Go back' })).toBeVisible();
  await expectNoViolations(page);
  releaseExchange();

  await expect(page).toHaveURL(/\/chatrooms$/);
  await acceptDisclaimer(page);
  await expect(page.getByRole('link', { name: 'Chats' })).toBeVisible();
  const auth = await storedAuth(page);
  expect(auth).toMatchObject({ loginMethod: 'oidc', loggedInState: 'logged-in' });
  expect(auth.token?.refreshToken).toBeTruthy();
  expect(auth.profile?.uuid).toMatch(/^[0-9a-f-]{36}$/);
});

test('a bad callback goes to /login', async ({ page }) => {
  await page.goto('/login/callback?code=forged&state=forged');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Log in with single sign-on' })).toBeVisible();
  expect((await storedAuth(page))?.token ?? null).toBeNull();

  await page.goto('/callback');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/callback?error=access_denied&state=forged');
  await expect(page).toHaveURL(/\/login$/);
});

test('an expired access token is refreshed once while three queries run at once', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log in with single sign-on' }).click();
  await passProviderLogin(page, 'vip@example.com');
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await acceptDisclaimer(page);
  await expect(page.getByRole('link', { name: 'Chats' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const before = await storedAuth(page);

  // The stored token says it has expired, so the next queries must refresh it first.
  await page.evaluate(() => {
    const auth = JSON.parse(localStorage.getItem('snoot:auth')!);
    auth.token.expiresAt = Date.now() - 1000;
    localStorage.setItem('snoot:auth', JSON.stringify(auth));
  });
  const refreshes: string[] = [];
  const queries: { operation: string; authorization: string | undefined }[] = [];
  // Only the reloaded page counts: a request the old page had in flight still carries the old token.
  let reloaded = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloaded = true;
  });
  page.on('request', (request) => {
    if (!reloaded) return;
    const path = new URL(request.url()).pathname;
    if (path === '/oidc/token') refreshes.push(new URLSearchParams(request.postData() ?? '').get('grant_type') ?? '');
    if (path === '/graphql' && request.method() === 'POST') {
      queries.push({ operation: request.postDataJSON().operationName, authorization: request.headers().authorization });
    }
  });
  await page.reload();
  await expect(page.getByRole('link', { name: 'Chats' })).toBeVisible();
  await expect.poll(() => queries.length).toBeGreaterThanOrEqual(3);
  await page.waitForLoadState('networkidle');

  const after = await storedAuth(page);
  expect(after.token!.accessToken).not.toBe(before.token!.accessToken);
  expect(after.token!.expiresAt).toBeGreaterThan(Date.now());
  expect(refreshes).toEqual(['refresh_token']);
  expect(queries.every((query) => query.authorization === `Bearer ${after.token!.accessToken}`)).toBe(true);
  expect(after.loggedInState).toBe('logged-in');
});
