import { expect, test, type Locator, type Page } from '@playwright/test';
import { api, apiToken, codeFromMailbox, pageTitle } from './support.ts';

/**
 * Where focus is must always be visible: never <body>, and (outside the top bar itself) never under the
 * sticky top bar, whose box is compared with the focused element's.
 */
async function expectFocusClear(page: Page, step: string) {
  const where = await page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return { onBody: true, hidden: false, label: 'body' };
    const label = `${active.tagName} ${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 40)}`;
    const bar = document.querySelector('header:has(nav[aria-label="Main"])');
    if (!bar || bar.contains(active)) return { onBody: false, hidden: false, label };
    const box = active.getBoundingClientRect();
    return { onBody: false, hidden: box.top < bar.getBoundingClientRect().bottom - 1, label };
  });
  expect(where.onBody, `${step}: focus fell to <body>`).toBe(false);
  expect(where.hidden, `${step}: ${where.label} is under the top bar`).toBe(false);
}

/** Presses Tab (or Shift+Tab) until `target` has focus, checking focus after every stop on the way. */
async function tabTo(page: Page, target: Locator, step: string, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let stop = 0; stop < 80; stop += 1) {
    await page.keyboard.press(key);
    await expectFocusClear(page, `${step} (stop ${stop + 1})`);
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`${step}: never reached by ${key}`);
}

test('a member completes the journey with the keyboard only, and focus stays visible at every step', async ({ page, request }) => {
  test.setTimeout(180_000);
  const email = 'member@example.com';
  const memberToken = await apiToken(request, email);
  const { viewer } = await api<{ viewer: { profile: { bio: { biography: string | null } | null } } }>(
    request,
    memberToken,
    '{ viewer { profile { bio { biography } } } }',
  );
  const vipToken = await apiToken(request, 'vip@example.com');
  const vip = await api<{ viewer: { profile: { uuid: string } } }>(request, vipToken, '{ viewer { profile { uuid } } }');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Log in.
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log in with email' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Log in with email' }), 'welcome');
  await page.keyboard.press('Enter');
  const emailField = page.getByRole('textbox', { name: 'Email' });
  await expect(emailField).toBeFocused();
  await page.keyboard.type(email);
  const mailed = page.waitForResponse((response) => response.url().endsWith('/account-provider/email/request-code'));
  await page.keyboard.press('Enter');
  await mailed;
  await expect(page.getByRole('textbox', { name: 'One-time code' })).toBeFocused();
  await page.keyboard.type(await codeFromMailbox(page.request, email));
  await page.keyboard.press('Enter');
  const disclaimer = page.getByRole('alertdialog', { name: 'ALPHA' });
  await expect(disclaimer).toBeVisible();
  await tabTo(page, disclaimer.getByRole('button', { name: 'I understand, let me in anyway!' }), 'disclaimer');
  await page.keyboard.press('Enter');
  await expect(disclaimer).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Discover' })).toBeFocused();
  await expect(page).toHaveTitle(pageTitle('Discover · Snoot'));

  // Browse: the skip link leads past the top bar, then on through the grid's first cards.
  await tabTo(page, page.getByRole('link', { name: 'Skip to content' }), 'skip link', 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Discover' })).toBeFocused();
  const cards = page.locator('main a[href^="/profiles/"]');
  await tabTo(page, cards.nth(2), 'grid');

  // Open a profile through the people search, which Escape would leave without a change.
  await tabTo(page, page.getByRole('button', { name: 'Search', exact: true }), 'search button', 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('searchbox', { name: 'Search people' })).toBeFocused();
  await page.keyboard.type('Sable Snow');
  await page.keyboard.press('Enter');
  const result = page.getByRole('dialog', { name: 'Search' }).getByRole('link', { name: /Sable Snow Leopard/ });
  await expect(result).toBeVisible();
  await tabTo(page, result, 'search result');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Sable Snow Leopard' })).toBeFocused();
  await expect(page).toHaveTitle(pageTitle("Sable Snow Leopard's profile · Snoot"));

  // Like, and unlike again at the end of the journey.
  const like = page.getByRole('button', { name: /^(Like|Like Back)$/ });
  await tabTo(page, like, 'like');
  await page.keyboard.press('Enter');
  const liked = page.getByRole('button', { name: /^(You Liked|Mutual|Friend)$/ });
  await expect(liked).toBeFocused();
  await expect(liked).toHaveAttribute('aria-pressed', 'true');
  await expectFocusClear(page, 'liked');

  // Open the lightbox, move on a picture, leave it with Escape: focus is back on the tile.
  const tile = page.getByRole('button', { name: /^Picture 1 of \d+ by Sable Snow Leopard$/ });
  await tabTo(page, tile, 'gallery');
  await page.keyboard.press('Enter');
  const lightbox = page.getByRole('dialog', { name: 'Pictures of Sable Snow Leopard' });
  await expect(lightbox).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(lightbox.getByRole('img', { name: /^Picture 2 of \d+ by Sable Snow Leopard/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect(tile).toBeFocused();
  await expectFocusClear(page, 'lightbox closed');

  // Chat: the message field has focus when the room opens and keeps it while the message goes out.
  await tabTo(page, page.getByRole('link', { name: 'Chat', exact: true }), 'chat link', 'Shift+Tab');
  await page.keyboard.press('Enter');
  const message = page.getByRole('textbox', { name: 'Message' });
  await expect(message).toBeFocused();
  await page.keyboard.type('Typed without a mouse');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/chatrooms\/[0-9a-f-]{36}$/);
  const roomId = page.url().split('/').at(-1)!;
  await expect(page.getByRole('list', { name: 'Messages' }).getByText('Typed without a mouse')).toBeVisible();
  await expect(message).toBeFocused();
  await expectFocusClear(page, 'message sent');
  await expect(page).toHaveTitle(pageTitle('Chat with Sable Snow Leopard · Snoot'));

  // Change the bio: account menu, Settings, Edit Profile, the Biography row, Save Changes.
  await tabTo(page, page.getByRole('button', { name: /^Account menu for/ }), 'account menu', 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('End');
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Profile' })).toBeFocused();
  await tabTo(page, page.getByRole('link', { name: /Edit Profile/ }), 'edit profile link');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeFocused();
  const bioRow = page.getByRole('button', { name: /^Biography/ });
  await tabTo(page, bioRow, 'biography row');
  await page.keyboard.press('Enter');
  const bioField = page.getByRole('dialog', { name: 'Biography' }).getByRole('textbox', { name: 'Biography' });
  await expect(bioField).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Keyboard explorer.');
  await page.keyboard.press('Enter');
  await expect(bioRow).toBeFocused();
  await expect(bioRow).toHaveAccessibleName(/^Biography\s*changed\s*Keyboard explorer\.$/);
  await tabTo(page, page.getByRole('button', { name: 'Save Changes' }), 'save changes');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeFocused();
  await expectFocusClear(page, 'saved');

  // Log out from the settings menu.
  await tabTo(page, page.getByRole('link', { name: 'Log out' }), 'log out', 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Log in with email' })).toBeVisible();
  await expectFocusClear(page, 'logged out');

  // Put things back for other specs: the bio, the like and the room.
  await api(request, memberToken, 'mutation ($u: String!) { unlikeProfile(input: {uuid: $u}) { relationType } }', {
    u: vip.viewer.profile.uuid,
  });
  await api(request, memberToken, 'mutation ($b: String) { userSetBio(input: {biography: $b}) { profile { id } } }', {
    b: viewer.profile.bio?.biography ?? null,
  });
  await api(request, vipToken, 'mutation ($r: String!) { chatRoomRemove(input: {roomId: $r, deleteForOther: true}) { deletedRoomId } }', {
    r: roomId,
  });
});
