import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test, type OpenPage } from './fixtures.ts';
import { acceptDisclaimer, api, apiToken, codeFromMailbox, newEmail, onboardedMember, pageTitle } from './support.ts';

/** WCAG A/AA up to 2.2, axe's best practices and its experimental rules (label-content-name-mismatch among them). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice', 'experimental'];
const WIDTHS = [1280, 320];
const THEMES = ['light', 'dark'] as const;

/** With a modal open the rest of the page is inert, so the modal is what axe checks. */
async function expectNoViolations(page: Page, within?: string) {
  const builder = new AxeBuilder({ page }).withTags(TAGS);
  const { violations } = await (within ? builder.include(within) : builder).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`)).toEqual([]);
}

/** WCAG 1.4.10: nothing scrolls sideways, even at 320 px. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

for (const width of WIDTHS) {
  for (const theme of THEMES) {
    test(`axe finds nothing on the three login steps and the shell at ${width} px, ${theme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme });
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Log in with email' })).toBeVisible();
      await expectNoViolations(page);

      await page.getByRole('button', { name: 'Log in with email' }).click();
      await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
      await expectNoViolations(page);

      await page.getByRole('textbox', { name: 'Email' }).fill('team@example.com');
      await page.getByRole('button', { name: 'Send code' }).click();
      await expect(page.getByRole('textbox', { name: 'One-time code' })).toBeVisible();
      await expectNoViolations(page);

      await page.getByRole('textbox', { name: 'One-time code' }).fill(await codeFromMailbox(page.request, 'team@example.com'));
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await expect(page.getByRole('alertdialog', { name: 'ALPHA' })).toBeVisible();
      await expectNoViolations(page, '[role=alertdialog]');
      await acceptDisclaimer(page);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expectNoViolations(page);
      await page.goto('/logout');
      await expect(page).toHaveURL(/\/login/);
    });
  }
}

test('a wrong login code is announced', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log in with email' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill('member@example.com');
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByRole('textbox', { name: 'One-time code' }).fill('ZZZZ999');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.locator('[aria-live="assertive"]').filter({ hasText: 'Invalid code. Please try again.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeFocused();
});

/** A logged-in page at `width` in `theme`, once its home screen is there. */
async function memberPage(loggedInPage: OpenPage, email: string, options: { width?: number; theme?: 'light' | 'dark' } = {}) {
  const page = await loggedInPage(email, {
    viewport: { width: options.width ?? 1280, height: 900 },
    colorScheme: options.theme ?? 'light',
  });
  await expect(page.getByRole('heading', { name: 'Discover' })).toBeVisible();
  return page;
}

/** The logged-in screens with the title each gives the document. */
const SCREENS: [path: string, title: string][] = [
  ['/', 'Discover · Snoot'],
  ['/chatrooms', 'Chats · Snoot'],
  ['/settings', 'Manage Profile · Snoot'],
  ['/settings/profile/edit', 'Edit Profile · Snoot'],
  ['/settings/profile/images', 'Image Gallery · Snoot'],
  ['/settings/profile/images/upload', 'Upload Image · Snoot'],
  ['/settings/profile/fursonas', 'Fursonas · Snoot'],
  ['/settings/location', 'My Location · Snoot'],
  ['/settings/content-options', 'Content Preferences · Snoot'],
  ['/settings/content-options/blocked-profiles', 'Blocked Profiles · Snoot'],
  ['/settings/content-options/hidden-profiles', 'Hidden Profiles · Snoot'],
  ['/settings/content-options/after-dark', 'After Dark · Snoot'],
  ['/settings/privacy', 'Privacy · Snoot'],
  ['/settings/experiments', 'Experiments · Snoot'],
  ['/settings/account', 'Support · Snoot'],
  ['/settings/account/email-link', 'Link email address · Snoot'],
  ['/settings/debug', 'Debug Options · Snoot'],
];

/** Below 900 px /settings is the settings menu alone, and Manage Profile is its own page. */
function screensAt(width: number): [path: string, title: string][] {
  if (width >= 900) return SCREENS;
  return SCREENS.flatMap(([path, title]): [string, string][] =>
    path === '/settings'
      ? [
          ['/settings', 'Settings · Snoot'],
          ['/settings/profile', title],
        ]
      : [[path, title]],
  );
}

test('every route titles the document after itself', async ({ loggedInPage, request }) => {
  test.setTimeout(120_000);
  const vipToken = await apiToken(request, 'vip@example.com');
  const vip = await api<{ viewer: { profile: { uuid: string; displayName: string } } }>(
    request,
    vipToken,
    '{ viewer { profile { uuid displayName } } }',
  );
  const page = await memberPage(loggedInPage, 'team@example.com');
  const titles = new Set<string>();
  for (const [path, title] of [
    ...SCREENS,
    [`/profiles/${vip.viewer.profile.uuid}`, `${vip.viewer.profile.displayName}'s profile · Snoot`] as const,
  ]) {
    await page.goto(path);
    await expect(page).toHaveTitle(pageTitle(title));
    titles.add(title);
  }
  expect(titles.size).toBe(SCREENS.length + 1);
  await page.context().close();
});

/** The WCAG contrast ratio of two CSS colours, resolved by the browser (Tailwind's colours are oklch). */
async function contrastOf(locator: Locator, property: 'borderTopColor' | 'backgroundColor') {
  return locator.evaluate((element, property) => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    const rgb = (color: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = '#fff';
      context.fillRect(0, 0, 1, 1);
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    };
    const luminance = (color: string) => {
      const [r, g, b] = rgb(color).map((value) => {
        const channel = value / 255;
        return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    // What the control sits on: the nearest ancestor with a background of its own.
    let parent = element.parentElement;
    while (
      parent &&
      getComputedStyle(parent)
        .backgroundColor.replace(/\s/g, '')
        .match(/^(rgba\(0,0,0,0\)|transparent)$/)
    )
      parent = parent.parentElement;
    const surroundings = getComputedStyle(parent ?? document.body).backgroundColor;
    const own = getComputedStyle(element)[property];
    const inside = getComputedStyle(element).backgroundColor;
    const ratio = (a: string, b: string) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (light + 0.05) / (dark + 0.05);
    };
    // A border must stand out from the field's inside and from what is around it; a track from its surroundings.
    return property === 'borderTopColor' ? Math.min(ratio(own, inside), ratio(own, surroundings)) : ratio(own, surroundings);
  }, property);
}

/** Switches the emulated colour scheme, once the app (whose theme follows the system) has put it on <html>. */
async function switchTheme(page: Page, theme: (typeof THEMES)[number]) {
  await page.emulateMedia({ colorScheme: theme });
  await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
}

// Each screen is opened once per width and checked in both themes: a theme changes colours, not what is there.
for (const width of WIDTHS) {
  test(`axe finds nothing on every logged-in screen at ${width} px, light and dark, and nothing scrolls sideways`, async ({
    loggedInPage,
    request,
  }) => {
    test.setTimeout(360_000);
    const vipToken = await apiToken(request, 'vip@example.com');
    const teamToken = await apiToken(request, 'team@example.com');
    const vip = await api<{ viewer: { profile: { uuid: string } } }>(request, vipToken, '{ viewer { profile { uuid } } }');
    // An open chat room too: below 512 px it stands alone, without the list beside it. With a member of the
    // test's own, so no demo login's chats change.
    const partner = await onboardedMember(request, newEmail('axe-chat'), 'Axel Axolotl');
    const roomId = (
      await api<{ chatRoomCreatePrivate: { room: { uuid: string } } }>(
        request,
        teamToken,
        'mutation ($u: String!) { chatRoomCreatePrivate(input: {profileUuid: $u}) { room { uuid } } }',
        { u: partner.uuid },
      )
    ).chatRoomCreatePrivate.room.uuid;
    const page = await memberPage(loggedInPage, 'team@example.com', { width });
    for (const [path, title] of [
      ...screensAt(width),
      [`/profiles/${vip.viewer.profile.uuid}`, /profile · Snoot$/] as const,
      [`/chatrooms/${roomId}`, /^Chat with .+ · Snoot$/] as const,
    ]) {
      await page.goto(path);
      await expect(page).toHaveTitle(pageTitle(title));
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      for (const theme of THEMES) {
        await switchTheme(page, theme);
        await expectNoViolations(page);
      }
    }
    await api(
      request,
      teamToken,
      'mutation ($r: String!) { chatRoomRemove(input: {roomId: $r, deleteForOther: true}) { deletedRoomId } }',
      { r: roomId },
    );
    await page.context().close();
  });
}

for (const theme of THEMES) {
  test(`form-control borders, the chat box and switch tracks stand out 3:1 from their background, ${theme}`, async ({
    loggedInPage,
    request,
  }) => {
    const page = await memberPage(loggedInPage, 'member@example.com', { theme });
    await page.goto('/settings/account/email-link');
    expect(await contrastOf(page.getByRole('textbox', { name: 'Email' }), 'borderTopColor')).toBeGreaterThanOrEqual(3);
    await page.goto('/settings/content-options');
    const tracks = page.locator('[data-switch-track]');
    await expect(tracks.first()).toBeVisible();
    for (const track of await tracks.all()) expect(await contrastOf(track, 'backgroundColor')).toBeGreaterThanOrEqual(3);

    const memberToken = await apiToken(request, 'member@example.com');
    // The room's other member is the test's own, so no demo login's chats change.
    const partner = await onboardedMember(request, newEmail('contrast-chat'), 'Cleo Cougar');
    const created = await api<{ chatRoomCreatePrivate: { room: { uuid: string } } }>(
      request,
      memberToken,
      'mutation ($u: String!) { chatRoomCreatePrivate(input: {profileUuid: $u}) { room { uuid } } }',
      { u: partner.uuid },
    );
    const roomId = created.chatRoomCreatePrivate.room.uuid;
    await page.goto(`/chatrooms/${roomId}`);
    expect(await contrastOf(page.getByRole('textbox', { name: 'Message' }), 'borderTopColor')).toBeGreaterThanOrEqual(3);
    await api(
      request,
      memberToken,
      'mutation ($r: String!) { chatRoomRemove(input: {roomId: $r, deleteForOther: true}) { deletedRoomId } }',
      { r: roomId },
    );
    await page.context().close();
  });
}
