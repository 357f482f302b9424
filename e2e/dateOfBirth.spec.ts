import { expectNoViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { api, onboardedMember } from './support.ts';

/** A date of birth `years` ago, six months before this year's birthday line so the age is exact. */
function bornYearsAgo(years: number) {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth() - 6, 1)).toISOString().slice(0, 10);
}

test('staff correct a member’s date of birth with a reason, by keyboard, and see it on record', async ({ teamPage: page }) => {
  // A member of our own, so no shared demo profile changes its age.
  const email = `dob-${Date.now()}@example.com`;
  const member = await onboardedMember(page.request, email, 'Misdated Marten', bornYearsAgo(30));

  await page.goto('/settings/debug');
  await page.getByRole('link', { name: 'Date of birth corrections' }).click();
  await expect(page.getByRole('heading', { name: 'Date of birth corrections', level: 1 })).toBeVisible();
  await expectNoViolations(page);

  await page.getByRole('textbox', { name: 'Profile ID or login email' }).fill(email);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Misdated Marten' })).toBeVisible();
  await expect(page.getByText(member.uuid)).toBeVisible();
  await expect(page.getByText('No corrections yet.')).toBeVisible();
  await expectNoViolations(page);

  // Without a reason there is nothing to save.
  const corrected = bornYearsAgo(16);
  const [year, month, day] = corrected.split('-');
  await page.getByRole('spinbutton', { name: /^month/i }).focus();
  await page.keyboard.type(`${month}${day}${year}`);
  await expect(page.getByText('This moves Misdated Marten from the adults to the under-18s')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save correction' })).toBeDisabled();
  await page.getByRole('textbox', { name: 'Reason' }).fill('Parent sent a birth certificate');
  await page.getByRole('button', { name: 'Save correction' }).focus();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('status').filter({ hasText: "Misdated Marten's date of birth is now" })).toBeVisible();
  await expect(page.getByText('(16, under 18)')).toBeVisible();
  const history = page.getByRole('list').filter({ hasText: 'Parent sent a birth certificate' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history).toContainText('By Rook Raven');
  await expectNoViolations(page);
  await page.setViewportSize({ width: 390, height: 900 });
  await expect(page.getByRole('button', { name: 'Save correction' })).toBeVisible();
  await expectNoViolations(page);

  // The member is a minor now: After Dark is closed to them.
  const viewer = await api<{ viewer: { isAdult: boolean } }>(page.request, member.token, '{ viewer { isAdult } }');
  expect(viewer.viewer.isAdult).toBe(false);
});

test('a member sees their date of birth read-only, with how to ask the team to correct it', async ({ memberPage: page }) => {
  await page.goto('/settings/profile/edit');
  const row = page.getByRole('group', { name: 'Date of birth' });
  await expect(row).toContainText("Your date of birth can't be changed here.");
  await expect(row.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(row.getByRole('spinbutton')).toHaveCount(0);
  await expectNoViolations(page);
});

test('for a member the date of birth corrections are the hidden den', async ({ memberPage: page }) => {
  await page.goto('/settings/debug/date-of-birth?member=team@example.com');
  await expect(page.getByRole('heading', { name: 'What is this place?' })).toBeVisible();
  await expect(page.getByText('Date of birth corrections')).toHaveCount(0);
});

test('a profile’s chat button says why it is disabled', async ({ memberPage: page }) => {
  const owner = await onboardedMember(page.request, `chat-reason-${Date.now()}@example.com`, 'Private Pangolin');
  await api(page.request, owner.token, 'mutation { setPrivacySettings(input: {startChat: PRIVATE}) { viewer { id } } }');
  await page.goto(`/profiles/${owner.uuid}`);
  const chat = page.getByRole('link', { name: 'Chat', exact: true });
  await expect(chat).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByText("Private Pangolin isn't taking new chats.")).toBeVisible();
  await expect(chat).toHaveAccessibleDescription("Private Pangolin isn't taking new chats.");
  await expectNoViolations(page);
});
