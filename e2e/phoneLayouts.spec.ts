import { expect, test } from './fixtures.ts';
import { api, apiToken, pageTitle } from './support.ts';

const PHONE = { viewport: { width: 390, height: 844 } };

test('on a phone the settings menu drills into a page and Back returns to the item', async ({ loggedInPage }) => {
  const page = await loggedInPage('member@example.com', PHONE);
  await page.goto('/settings');
  await expect(page).toHaveTitle(pageTitle('Settings · Snoot'));
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Content Preferences' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Content Preferences' })).toBeFocused();
  // The page stands alone: the menu is not stacked under it.
  await expect(page.getByRole('navigation', { name: 'Settings', exact: true })).toHaveCount(0);

  await page.getByRole('link', { name: 'Back to Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('link', { name: 'Content Preferences' })).toBeFocused();
});

test('on a phone a profile leads with its picture, full width, before the name', async ({ loggedInPage, request }) => {
  const vip = await api<{ viewer: { profile: { uuid: string; displayName: string } } }>(
    request,
    await apiToken(request, 'vip@example.com'),
    '{ viewer { profile { uuid displayName } } }',
  );
  const page = await loggedInPage('member@example.com', PHONE);
  await page.goto(`/profiles/${vip.viewer.profile.uuid}`);
  const picture = page.getByRole('img', { name: `Profile picture of ${vip.viewer.profile.displayName}` });
  const name = page.getByRole('heading', { level: 1 });
  await expect(name).toBeVisible();
  const pictureBox = (await picture.boundingBox())!;
  const nameBox = (await name.boundingBox())!;
  expect(pictureBox.y + pictureBox.height).toBeLessThanOrEqual(nameBox.y);
  // 390 px less the page's 16 px margins and the frame.
  expect(pictureBox.width).toBeGreaterThan(330);
});

test('the holiday banner closes and stays closed after a reload', async ({ loggedInPage }) => {
  const page = await loggedInPage('member@example.com', PHONE);
  const banner = page.getByRole('complementary', { name: "Season's greetings" });
  await banner.getByRole('button', { name: "Dismiss season's greetings" }).click();
  await expect(banner).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Discover' })).toBeFocused();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Discover' })).toBeVisible();
  await expect(banner).toHaveCount(0);
});
