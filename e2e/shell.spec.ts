import type { Page } from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import { expect, test, type OpenPage } from './fixtures.ts';

/** A page logged in as `email` (its session reused within the spec) with a stated motion preference, which the snow follows. */
const enter = (sessionPage: OpenPage, email: string, options: { reducedMotion?: 'reduce' | 'no-preference' } = {}) =>
  sessionPage(email, { reducedMotion: options.reducedMotion ?? 'no-preference' });

/** Changes the client settings as the settings screens would, then reloads so the app reads them. */
async function patchSettings(page: Page, patch: Record<string, unknown>) {
  await page.evaluate((values) => {
    const current = JSON.parse(localStorage.getItem('snoot:settings') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('snoot:settings', JSON.stringify({ ...current, ...values }));
  }, patch);
  await page.reload();
}

const snow = (page: Page) => page.locator('#snowfall canvas');

/** React Aria switches hide their input under the label; a member flips them by keyboard or label alike. */
async function flip(page: Page, name: string) {
  await page.getByRole('switch', { name }).focus();
  await page.keyboard.press('Space');
}

test('with the christmas flag on, the Snowfall toggle starts the snow; reduced motion stops it', async ({ sessionPage }) => {
  const page = await enter(sessionPage, 'team@example.com');
  await page.goto('/settings');
  const toggle = page.getByRole('switch', { name: 'Snowfall' });
  await expect(page.getByRole('heading', { name: 'Seasonal Options' })).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await expect(snow(page)).toHaveCount(0);

  await flip(page, 'Snowfall');
  await expect(toggle).toBeChecked();
  await expect(snow(page)).toBeVisible();
  // The effect runs: flakes move, so two frames of the canvas differ.
  const first = await snow(page).screenshot();
  await page.waitForTimeout(300);
  expect((await snow(page).screenshot()).equals(first)).toBe(false);
  // The snow never takes a click meant for the page.
  await page.getByRole('link', { name: 'Privacy', exact: true }).click();
  await expect(page).toHaveURL(/\/settings\/privacy/);
  // Each route's screen loads as its own chunk: axe looks once the Privacy screen's own heading is there (the
  // settings page's heading stays until the router shows its loading screen, which has neither).
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
  await expectNoViolations(page);

  // The OS asks for reduced motion: no snow, though the toggle stays on.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(snow(page)).toHaveCount(0);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await expect(snow(page)).toBeVisible();

  // The app's own reduced-motion setting does the same.
  await patchSettings(page, { reducedMotion: true });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(snow(page)).toHaveCount(0);
  await patchSettings(page, { reducedMotion: false, snowfall: false });
  await page.context().close();
});

test('a browser that prefers reduced motion gets no snow even with the toggle on', async ({ sessionPage }) => {
  const page = await enter(sessionPage, 'team@example.com', { reducedMotion: 'reduce' });
  await page.goto('/settings');
  await flip(page, 'Snowfall');
  await expect(page.getByRole('switch', { name: 'Snowfall' })).toBeChecked();
  await page.waitForTimeout(500);
  await expect(snow(page)).toHaveCount(0);
  await page.context().close();
});

test('holiday banner and theme, role badge and frame, support links', async ({ sessionPage }) => {
  const page = await enter(sessionPage, 'team@example.com');
  await page.goto('/settings');
  await expect(page.getByRole('complementary', { name: "Season's greetings" })).toContainText('Happy holidays');
  await expect(page.locator('html')).toHaveClass(/holiday/);
  const account = page.getByRole('button', { name: /Account menu for/ });
  await expect(account).toContainText('Snoot Team');
  await expect(account.locator('[data-role-frame]')).toHaveAttribute('data-role-frame', 'TEAM');
  const support = page.getByRole('navigation', { name: 'Support' });
  await expect(support.getByRole('link', { name: 'Community chat' })).toHaveAttribute('href', /^https:/);
  await expect(support.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  // The shell paints before the route's own chunk: axe looks once the settings heading is there.
  await expect(page.locator('main h1')).toBeVisible();
  await expectNoViolations(page);
  await page.context().close();
});

test('the NSFW Mode toggle in the profile menu flips the one After Dark switch, only for opted-in members', async ({ sessionPage }) => {
  const page = await enter(sessionPage, 'team@example.com');
  await page.goto('/');
  const afterDark = page.getByRole('switch', { name: 'After Dark' });
  await expect(afterDark).not.toBeChecked();

  await page.getByRole('button', { name: /Account menu for/ }).click();
  const nsfw = page.getByRole('menuitemcheckbox', { name: 'NSFW Mode' });
  await expect(nsfw).toHaveAttribute('aria-checked', 'false');
  await expectNoViolations(page, '[role=menu]');
  await nsfw.click();
  await expect(nsfw).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
  await expect(afterDark).toBeChecked();

  // And the home switch moves the menu's toggle back.
  await flip(page, 'After Dark');
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await expect(page.getByRole('menuitemcheckbox', { name: 'NSFW Mode' })).toHaveAttribute('aria-checked', 'false');
  await page.context().close();

  const member = await enter(sessionPage, 'member@example.com');
  await member.goto('/');
  await member.getByRole('button', { name: /Account menu for/ }).click();
  await expect(member.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
  await expect(member.getByRole('menuitemcheckbox', { name: 'NSFW Mode' })).toHaveCount(0);
  await member.context().close();
});

test('the premium card opens to the three perks and a sign-up link', async ({ sessionPage }) => {
  const page = await enter(sessionPage, 'member@example.com');
  await page.goto('/settings');
  const card = page.getByRole('button', { name: 'Snoot Premium' });
  await expect(card).toHaveAttribute('aria-expanded', 'false');
  await card.click();
  await expect(card).toHaveAttribute('aria-expanded', 'true');
  for (const perk of ['Gold border + profile banner', 'Enhanced profile customization', 'Pre-release builds + features']) {
    await expect(page.getByRole('listitem').filter({ hasText: perk })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Sign up for Premium' })).toHaveAttribute('href', /^https:/);
  await expectNoViolations(page);
  await card.click();
  await expect(card).toHaveAttribute('aria-expanded', 'false');
  await page.context().close();
});

test('the API error screen shows when the API cannot be reached at start, and Retry recovers', async ({ sessionPage }) => {
  const page = await enter(sessionPage, 'member@example.com');
  await page.route('**/graphql', (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'API Error' })).toBeVisible();
  await expect(page.getByText(/service disruption/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'status page' })).toHaveAttribute('href', /^https:/);
  await expect(page.getByRole('link', { name: 'community chat' })).toHaveAttribute('href', /^https:/);
  await expectNoViolations(page);

  await page.unroute('**/graphql');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'API Error' })).toHaveCount(0);
  await page.context().close();
});

test('the GraphQL dev overlay shows a toast per operation for the team', async ({ sessionPage }) => {
  const page = await enter(sessionPage, 'team@example.com');
  await page.goto('/settings');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await patchSettings(page, { experiments: { graphql_dev_overlay: '1' } });
  await page.getByRole('link', { name: 'Privacy', exact: true }).click();
  await expect(page.getByText('PrivacyScreenQuery')).toBeVisible();
  await expect(page.getByText('GraphQL query').first()).toBeVisible();
  await patchSettings(page, { experiments: {} });
  await page.context().close();
});
