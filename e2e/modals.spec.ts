import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { api, apiToken } from './support.ts';

interface ModalCase {
  page: string;
  opener: { role: 'button'; name: string | RegExp };
  dialog: string;
  /** Typed into the dialog's field first: a field that swallowed Escape used to trap the keyboard here. */
  type?: string;
}

const MODALS: ModalCase[] = [
  { page: '/', opener: { role: 'button', name: 'Search' }, dialog: 'Search', type: 'Sable' },
  { page: '/', opener: { role: 'button', name: /^Filters/ }, dialog: 'Search Filters' },
  { page: '/', opener: { role: 'button', name: /^Search location:/ }, dialog: 'Search Location', type: 'Berl' },
  { page: '/', opener: { role: 'button', name: /^Location options:/ }, dialog: 'Location Options' },
  { page: '/settings/location', opener: { role: 'button', name: 'Choose a place' }, dialog: 'Search Location', type: 'Lond' },
  { page: '/settings/location', opener: { role: 'button', name: 'Change home place' }, dialog: 'Home Place', type: 'Par' },
  { page: '/settings/profile/edit', opener: { role: 'button', name: /^Biography/ }, dialog: 'Biography', type: 'Half typed' },
  { page: '/settings/profile/edit', opener: { role: 'button', name: /^Display name/ }, dialog: 'Display name' },
  { page: '/settings/profile/edit', opener: { role: 'button', name: /^Genders/ }, dialog: 'Genders' },
  { page: '/settings/profile/edit', opener: { role: 'button', name: /^Header image/ }, dialog: 'Header image' },
  { page: '/settings/profile/fursonas', opener: { role: 'button', name: 'Add Fursona' }, dialog: 'Add Fursona' },
  { page: '/settings/account', opener: { role: 'button', name: 'Delete account' }, dialog: 'Delete account?' },
];

async function openByKeyboard(page: Page, modal: ModalCase) {
  const opener = page.getByRole(modal.opener.role, { name: modal.opener.name, exact: typeof modal.opener.name === 'string' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: modal.dialog }).or(page.getByRole('alertdialog', { name: modal.dialog }));
  await expect(dialog).toBeVisible();
  return { opener, dialog };
}

test('every modal closes with Escape, even from a field with text in it, and gives focus back to its opener', async ({
  memberPage: page,
}) => {
  test.setTimeout(120_000);
  for (const modal of MODALS) {
    if (new URL(page.url()).pathname !== modal.page) await page.goto(modal.page);
    const { opener, dialog } = await openByKeyboard(page, modal);
    if (modal.type) await page.keyboard.type(modal.type);
    await page.keyboard.press('Escape');
    await expect(dialog, `${modal.dialog} closes with Escape`).toBeHidden();
    await expect(opener, `${modal.dialog} gives focus back`).toBeFocused();
  }
});

test('every modal has a visible Close button that leaves without a change', async ({ memberPage: page, request }) => {
  test.setTimeout(120_000);
  const token = await apiToken(request, 'member@example.com');
  const before = await api<{ viewer: { profile: { bio: { biography: string | null } | null } } }>(
    request,
    token,
    '{ viewer { profile { bio { biography } } } }',
  );
  for (const modal of MODALS) {
    if (new URL(page.url()).pathname !== modal.page) await page.goto(modal.page);
    const { opener, dialog } = await openByKeyboard(page, modal);
    if (modal.type) await page.keyboard.type(modal.type);
    const close = dialog.getByRole('button', { name: 'Close', exact: true });
    await expect(close, `${modal.dialog} shows a Close button`).toBeVisible();
    await close.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  }
  // Nothing was saved on the way out.
  await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  const after = await api<typeof before>(request, token, '{ viewer { profile { bio { biography } } } }');
  expect(after).toEqual(before);
});
