import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { api as apiWith, newEmail, onboardedMember } from './support.ts';

/** The access token a page's session carries. */
async function tokenOf(page: Page) {
  const state = await page.context().storageState();
  const auth = state.origins.flatMap((origin) => origin.localStorage).find((entry) => entry.name === 'snoot:auth');
  return (JSON.parse(auth?.value ?? '{}') as { token?: { accessToken: string } }).token?.accessToken;
}

/** Calls the API as the logged-in member, to read ids and to undo what a test changed. */
async function api<T = Record<string, unknown>>(page: Page, query: string, variables: Record<string, unknown> = {}) {
  const token = await tokenOf(page);
  const response = await page.request.post('/graphql', { headers: { authorization: `Bearer ${token}` }, data: { query, variables } });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** A JPEG as a data URL, the way the app sends a picture. */
async function jpegDataUrl() {
  const jpeg = await sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 200, g: 120, b: 20 } } })
    .jpeg()
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

/**
 * A new onboarded member of the test's own (with `pictures` pictures in their gallery), for a test that changes what
 * a member has: the demo logins stay as seeded, whatever order the tests run in.
 */
async function ownMember(request: APIRequestContext, prefix: string, pictures = 0) {
  const email = newEmail(prefix);
  const { token } = await onboardedMember(request, email, 'Mika Marten');
  for (let picture = 0; picture < pictures; picture += 1) {
    await apiWith(
      request,
      token,
      'mutation ($i: String!) { userProfileImageAdd(input: {image: $i}) { profileImageEdge { node { id } } } }',
      {
        i: await jpegDataUrl(),
      },
    );
  }
  return email;
}

const ME = '{ viewer { profile { uuid displayName bio { biography } } } }';
type Me = { viewer: { profile: { uuid: string; displayName: string; bio: { biography: string | null } } } };

test('a member edits display name and biography and sees them on their profile', async ({ sessionPage, request }) => {
  const page = await sessionPage(await ownMember(request, 'edit-profile', 1));
  const before = (await api<Me>(page, ME)).viewer.profile;
  await page.goto('/settings/profile/edit');
  await expect(page.getByRole('tab', { name: 'Profile', exact: true })).toBeVisible();
  await expectNoViolations(page);
  await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);

  // The header image picker lists the member's safe images; cancelling changes nothing.
  await page.getByRole('button', { name: 'Header image' }).click();
  const picker = page.getByRole('dialog', { name: 'Header image' });
  await expect(picker.getByRole('option').first()).toBeVisible();
  await expectNoViolations(page, '[role=dialog]');
  await picker.getByRole('button', { name: 'Cancel' }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Display name' }).click();
  const nameDialog = page.getByRole('dialog', { name: 'Display name' });
  await expectNoViolations(page, '[role=dialog]');
  await nameDialog.getByRole('textbox', { name: 'Display name' }).fill('  Mika the Fox  ');
  await nameDialog.getByRole('textbox', { name: 'Display name' }).press('Enter');
  await expect(nameDialog).toBeHidden();

  await page.getByRole('button', { name: 'Biography' }).click();
  const bioDialog = page.getByRole('dialog', { name: 'Biography' });
  await bioDialog.getByRole('textbox', { name: 'Biography' }).fill('Trail runner and synth nerd.');
  await bioDialog.getByRole('textbox', { name: 'Biography' }).press('Enter');
  await expect(bioDialog).toBeHidden();

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);

  await page.goto(`/profiles/${before.uuid}`);
  await expect(page.getByRole('heading', { name: 'Mika the Fox' })).toBeVisible();
  await expect(page.getByText('Trail runner and synth nerd.')).toBeVisible();

  await api(
    page,
    'mutation ($n: String!, $b: String) { userSetDisplayName(input: {displayName: $n}) { profile { id } } userSetBio(input: {biography: $b}) { profile { id } } }',
    {
      n: before.displayName,
      b: before.bio.biography,
    },
  );
});

test('a header image picked with the keyboard shows as a changed field with its preview, saved only on Save Changes', async ({
  sessionPage,
}) => {
  const page = await sessionPage('member@example.com');
  await page.goto('/settings/profile/edit');
  const row = page.getByRole('button', { name: 'Header image' });
  const previewBefore = await row.locator('img').getAttribute('src');
  await row.focus();
  await page.keyboard.press('Enter');
  const picker = page.getByRole('dialog', { name: 'Header image' });
  const options = picker.getByRole('option');
  await expect(options.first()).toBeVisible();
  // Move to an image other than the saved one and choose it.
  const selected = await options.evaluateAll((items) => items.findIndex((item) => item.getAttribute('aria-selected') === 'true'));
  const target = selected === 1 ? 0 : 1;
  await options.nth(target).focus();
  await page.keyboard.press('Enter');
  await expect(picker).toBeHidden();
  const changed = page.getByRole('button', { name: /^Header image changed/ });
  await expect(changed).toBeVisible();
  await expect(changed.locator('img')).not.toHaveAttribute('src', previewBefore ?? '');
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  // Leaving without saving changes nothing.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Header image' }).locator('img')).toHaveAttribute('src', previewBefore ?? '');
});

test('a member uploads a JPEG to the gallery; a PNG and a 17 MB file are refused', async ({ sessionPage, request }) => {
  const page = await sessionPage(await ownMember(request, 'upload'));
  await page.goto('/settings/profile/images');
  const tiles = page.getByRole('list', { name: 'My images' }).getByRole('listitem');
  await expect(page.getByRole('link', { name: 'Upload Image' })).toBeVisible();
  const before = await tiles.count();
  await expectNoViolations(page);

  await page.getByRole('link', { name: 'Upload Image' }).click();
  await expect(page.getByRole('heading', { name: 'Upload Image' })).toBeVisible();
  const upload = page.getByRole('button', { name: 'Upload', exact: true });
  await expect(upload).toBeDisabled();
  const input = page.locator('input[type=file]');

  const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: 'red' } })
    .png()
    .toBuffer();
  await input.setInputFiles({ name: 'picture.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('alert')).toHaveText('Only JPEG images can be uploaded.');
  await expect(upload).toBeDisabled();

  await input.setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(17 * 1024 * 1024, 1) });
  await expect(page.getByRole('alert')).toHaveText('File size must be less than 16MB');
  await expect(upload).toBeDisabled();

  const jpeg = await sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();
  await input.setInputFiles({ name: 'lake.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await expect(page.getByRole('img', { name: 'Chosen image' })).toBeVisible();
  await expectNoViolations(page);
  await upload.click();
  await expect(page).toHaveURL(/\/settings\/profile\/images$/);
  await expect(tiles).toHaveCount(before + 1);

  // An id that names none of the member's images leads back to the gallery.
  await page.goto('/settings/profile/images/bm90LWFuLWlk');
  await expect(page).toHaveURL(/\/settings\/profile\/images$/);
  await expect(tiles).toHaveCount(before + 1);

  // Undo: the newest image comes first; remove it again.
  await page.getByRole('link', { name: /^Image 1/ }).click();
  await expect(page.getByRole('heading', { name: 'Edit Profile Image' })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  await page.getByRole('alertdialog', { name: 'Remove image?' }).getByRole('button', { name: 'Remove image' }).click();
  await expect(page).toHaveURL(/\/settings\/profile\/images$/);
  await expect(tiles).toHaveCount(before);
});

test('a member adds a fursona with a species found by search', async ({ sessionPage, request }) => {
  const page = await sessionPage(await ownMember(request, 'fursona'));
  await page.goto('/settings/profile/fursonas');
  await expect(page.getByRole('heading', { name: 'Fursonas' })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Add Fursona' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Fursona' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Ember');
  await expect(dialog.getByRole('button', { name: 'Add Fursona' })).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'Species' }).fill('fenn');
  await page.getByRole('option', { name: 'Fennec Fox' }).click();
  await expectNoViolations(page, '[role=dialog]');
  await dialog.getByRole('button', { name: 'Add Fursona' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('link', { name: /Ember\s*Fennec Fox/ });
  await expect(row).toBeVisible();

  await row.click();
  await expect(page.getByRole('heading', { name: 'Edit Fursona' })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Remove fursona' }).click();
  await page.getByRole('alertdialog', { name: 'Remove Ember?' }).getByRole('button', { name: 'Remove fursona' }).click();
  await expect(page).toHaveURL(/\/settings\/profile\/fursonas$/);
  await expect(page.getByRole('link', { name: /Ember/ })).toHaveCount(0);
});

test('startChat set to private disables the chat button for another member', async ({ sessionPage, request }) => {
  const page = await sessionPage(await ownMember(request, 'private-chat'));
  const { uuid } = (await api<Me>(page, ME)).viewer.profile;
  await page.goto('/settings/privacy');
  await expect(page.getByRole('heading', { name: 'Privacy', exact: true })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('button', { name: /Who can start a chat with me/ }).click();
  await page.getByRole('option', { name: 'No one' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

  const vip = await sessionPage('vip@example.com');
  await vip.goto(`/profiles/${uuid}`);
  const chat = vip.getByRole('link', { name: 'Chat', exact: true }).or(vip.getByRole('button', { name: 'Chat', exact: true }));
  await expect(chat).toBeDisabled();
  await vip.context().close();

  await api(page, 'mutation { setPrivacySettings(input: {startChat: PUBLIC}) { profile { id } } }');
});

test('the email link form checks on blur and sends a verification mail', async ({ sessionPage, request }) => {
  const page = await sessionPage(await ownMember(request, 'email-link'));
  await page.goto('/settings/account/email-link');
  const email = page.getByRole('textbox', { name: 'Email' });
  const send = page.getByRole('button', { name: 'Send verification email' });
  await expect(send).toBeDisabled();
  await email.fill('not-an-email');
  await email.blur();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(send).toBeDisabled();
  await email.fill('mika.second@example.com');
  await send.click();
  await expect(page.getByRole('status').filter({ hasText: 'Email sent!' })).toBeVisible();
  await expect(page.getByText('Please click the link in the email to verify ownership of your email address.')).toBeVisible();
});

test('a 16-year-old is sent from After Dark to the settings root', async ({ sessionPage }) => {
  const page = await sessionPage('minor@example.com');
  await page.goto('/settings/content-options/after-dark');
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { name: 'Manage Profile' })).toBeVisible();
});

test('staff use the debug pages and the websocket test connects', async ({ sessionPage }) => {
  // Ten screens, each checked by axe: past a minute on a loaded 2-core machine.
  test.setTimeout(120_000);
  const page = await sessionPage('team@example.com');
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Debug Options' }).click();
  await expect(page.getByRole('heading', { name: 'Debug Options' })).toBeVisible();
  await expectNoViolations(page);

  await page.getByRole('link', { name: 'WebSocket' }).click();
  await expect(page.getByRole('heading', { name: 'WebSocket Connection Test' })).toBeVisible();
  await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await page.getByRole('button', { name: 'Ping' }).click();
  await expect(page.getByRole('list', { name: 'Received messages' }).getByRole('listitem').first()).toContainText('ping');
  // The page's own status line, not the app's connection banner (also a status region, empty while connected).
  const socketStatus = page.getByRole('main').getByRole('status');
  await expect(socketStatus).toHaveText('Status: Connected');
  await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
  await expect(socketStatus).toHaveText('Status: Disconnected');
  await expectNoViolations(page);

  for (const [path, heading] of [
    ['components', 'Components'],
    ['toasts', 'Toasts'],
    ['modals', 'Modals'],
    ['news-feeds', 'News feeds'],
    ['feature-flags', 'Feature flags'],
    ['environment-variables', 'Environment variables'],
    ['unauthorized', 'Unauthorized'],
  ]) {
    await page.goto(`/settings/debug/${path}`);
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    await expectNoViolations(page);
  }
  await expect(page.getByText('What is this place?')).toBeVisible();
});

test('for a member the debug route is the hidden den', async ({ sessionPage }) => {
  const page = await sessionPage('member@example.com');
  await page.goto('/settings/debug');
  await expect(page.getByRole('heading', { name: 'What is this place?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Debug Options' })).toHaveCount(0);
  await expectNoViolations(page);
});

const SCREENS = [
  ['/settings', 'Manage Profile'],
  ['/settings/content-options', 'Content Preferences'],
  ['/settings/content-options/blocked-profiles', 'Blocked Profiles'],
  ['/settings/content-options/after-dark', 'After Dark'],
  ['/settings/privacy', 'Privacy'],
  ['/settings/account', 'Support'],
  ['/settings/account/email-link', 'Link email address'],
  ['/settings/experiments', 'Experiments'],
  ['/settings/profile/edit', 'Edit Profile'],
] as const;

for (const width of [1280, 390]) {
  test(`axe finds nothing on the other settings screens at ${width} px`, async ({ sessionPage }) => {
    test.setTimeout(120_000);
    const page = await sessionPage('team@example.com');
    await page.setViewportSize({ width, height: 900 });
    // Below 900 px /settings is the settings menu alone, and Manage Profile is its own page.
    const screens = width < 900 ? [['/settings', 'Settings'], ['/settings/profile', 'Manage Profile'], ...SCREENS.slice(1)] : SCREENS;
    for (const [path, heading] of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
      await expectNoViolations(page);
    }
  });
}

test('the After Dark tab and a searchable select dialog pass axe; a search without hits says so', async ({ sessionPage }) => {
  const page = await sessionPage('team@example.com');
  await page.goto('/settings/profile/edit');
  await page.getByRole('tab', { name: 'After Dark Profile' }).click();
  await expect(page.getByRole('button', { name: 'After Dark biography' })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('tab', { name: 'Profile', exact: true }).click();
  await page.getByRole('button', { name: 'Languages' }).click();
  const languages = page.getByRole('dialog', { name: 'Languages' });
  await languages.getByRole('searchbox', { name: 'Search' }).fill('qqqzz');
  await expect(languages.getByText('No results for "qqqzz"')).toBeVisible();
  await expectNoViolations(page, '[role=dialog]');
});
