import type { Page } from '@playwright/test';
import { expectNoViolations as expectNoViolationsWithin } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { api, logIn, onboardedMember, loginState } from './support.ts';

/** With a modal open the rest of the page is inert, so axe looks at what the member can reach. */
async function expectNoViolations(page: Page) {
  const overlay = '[role=dialog], [role=alertdialog], [role=menu]';
  const open = (await page.locator(overlay).count()) > 0;
  // Each route's screen loads as its own chunk: without an overlay, axe looks once the page's heading is there.
  if (!open) await expect(page.locator('main h1').first()).toBeVisible();
  await expectNoViolationsWithin(page, open ? overlay : undefined);
}

const desktop = { viewport: { width: 1280, height: 800 } };

// Fresh members for every run: specs share one server, and the demo accounts must stay as they are.
const unique = () => Math.random().toString(36).slice(2, 8);

test('a member reports a profile, the team suspends it, and the suspended member is logged out and told why', async ({
  browser,
  baseURL,
  loggedInPage,
  request,
}) => {
  test.setTimeout(180_000);
  const id = unique();
  const offenderEmail = `offender-${id}@example.com`;
  const offender = await onboardedMember(request, offenderEmail, `Rowdy ${id}`);
  await onboardedMember(request, `reporter-${id}@example.com`, `Reporter ${id}`);

  // The offender has the app open, logged in: its socket is what the suspension closes.
  const offenderPage = await browser.newPage({
    viewport: { width: 390, height: 800 },
    storageState: loginState(baseURL!, offender.token),
  });
  const socket = offenderPage.waitForEvent('websocket');
  await offenderPage.goto('/');
  await expect(offenderPage.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await socket;

  const reporter = await loggedInPage(`reporter-${id}@example.com`, desktop);
  await reporter.goto(`/profiles/${offender.uuid}`);
  const more = reporter.getByRole('button', { name: `More actions for Rowdy ${id}` });
  await more.focus();
  await reporter.keyboard.press('Enter');
  await expect(reporter.getByRole('menuitem', { name: `Report Rowdy ${id}` })).toBeFocused();
  await expectNoViolations(reporter);
  await reporter.keyboard.press('Enter');
  const dialog = reporter.getByRole('dialog', { name: `Report Rowdy ${id}` });
  await expect(dialog).toBeVisible();
  // Sending without a reason says what is missing and sends nothing.
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Please choose a reason.')).toBeVisible();
  await dialog.getByText('Something else', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Please tell us what is wrong.')).toBeVisible();
  await dialog.getByText('Harassment', { exact: true }).click();
  await dialog.getByRole('textbox', { name: /Anything else/ }).fill('Keeps sending insults after I said stop.');
  await expectNoViolations(reporter);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  const thanks = reporter.getByRole('dialog', { name: 'Thank you for your report' });
  await expect(thanks).toBeVisible();
  await expect(thanks.getByRole('button', { name: `Block Rowdy ${id}` })).toBeVisible();
  await thanks.getByRole('button', { name: 'Done' }).click();
  await expect(reporter.getByRole('heading', { name: `Rowdy ${id}` })).toBeVisible();
  // Members never see the queue: its address shows them the hidden den, and no report.
  await reporter.goto('/settings/debug/moderation');
  await expect(reporter.getByRole('heading', { name: 'What is this place?' })).toBeVisible();
  await expect(reporter.getByText('Keeps sending insults')).toHaveCount(0);

  const staff = await loggedInPage('team@example.com', desktop);
  await staff.goto('/settings/debug/moderation');
  const row = staff.getByRole('link', { name: new RegExp(`Rowdy ${id}: Harassment`) });
  await expect(row).toBeVisible();
  await expectNoViolations(staff);
  await row.click();
  // The queue's row shows the same words, so the report's own heading is what says the page has changed.
  await expect(staff.getByRole('heading', { level: 1, name: 'Report' })).toBeVisible();
  await expect(staff.getByRole('main').getByText('Keeps sending insults after I said stop.')).toBeVisible();
  await expectNoViolations(staff);
  await staff.getByRole('button', { name: 'Suspend account' }).click();
  const suspend = staff.getByRole('alertdialog', { name: `Suspend Rowdy ${id}` });
  await suspend.getByRole('textbox', { name: 'Reason the member is shown' }).fill('Harassing other members');
  await suspend.getByText('1 week', { exact: true }).click();
  await expectNoViolations(staff);
  await suspend.getByRole('button', { name: `Suspend Rowdy ${id}` }).click();
  await expect(suspend).toBeHidden();
  const log = staff.getByRole('list', { name: 'Audit log' });
  await expect(log).toContainText('Suspended the account until');
  await expect(log).toContainText('(Harassing other members)');

  // The open tab is logged out without doing anything, and the next login says why and until when.
  await expect(offenderPage).toHaveURL(/\/login/);
  await logIn(offenderPage, offenderEmail);
  await expect(offenderPage.getByText(/^Your account is suspended until .+ UTC\. Reason: Harassing other members$/)).toBeVisible();
});

test('a member blocks someone from a chat room, finds them in Blocked Profiles and unblocks them', async ({ loggedInPage, request }) => {
  test.setTimeout(120_000);
  const id = unique();
  const blocker = await onboardedMember(request, `blocker-${id}@example.com`, `Blocker ${id}`);
  const other = await onboardedMember(request, `pest-${id}@example.com`, `Pest ${id}`);
  const room = await api<{ chatRoomCreatePrivate: { room: { uuid: string } } }>(
    request,
    blocker.token,
    'mutation ($p: String!) { chatRoomCreatePrivate(input: {profileUuid: $p}) { room { uuid } } }',
    { p: other.uuid },
  );
  const roomId = room.chatRoomCreatePrivate.room.uuid;
  await api(
    request,
    blocker.token,
    'mutation ($r: String!) { chatRoomMessageSend(input: {roomId: $r, message: {content: "Hello"}, clientMutationId: "hello-1"}) { room { uuid } } }',
    { r: roomId },
  );

  await api(request, other.token, 'mutation ($r: String!) { chatRoomRequestAccept(input: {roomId: $r}) { room { uuid } } }', { r: roomId });
  await api(
    request,
    other.token,
    'mutation ($r: String!) { chatRoomMessageSend(input: {roomId: $r, message: {content: "Go away, loser"}, clientMutationId: "rude-1"}) { room { uuid } } }',
    { r: roomId },
  );

  const page = await loggedInPage(`blocker-${id}@example.com`, desktop);
  await page.goto(`/chatrooms/${roomId}`);
  await expect(page.getByRole('link', { name: new RegExp(`Pest ${id}`) }).first()).toBeVisible();

  // One message of theirs is reported with the keyboard, and goes along with the report.
  await page.getByRole('button', { name: new RegExp(`^Report Pest ${id}'s message sent`) }).focus();
  await page.keyboard.press('Enter');
  const report = page.getByRole('dialog', { name: `Report Pest ${id}` });
  await expect(report.getByRole('checkbox', { name: /Include the message: Go away, loser/ })).toBeChecked();
  await report.getByText('Harassment', { exact: true }).click();
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByRole('dialog', { name: 'Thank you for your report' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Thank you for your report' })).toBeHidden();
  const more = page.getByRole('button', { name: `More actions for Pest ${id}` });
  await more.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: `Block Pest ${id}` }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: `Block Pest ${id}?` });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoViolations(page);
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: `Block Pest ${id}` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/chatrooms\/?$/);
  await expect(page.getByRole('link', { name: new RegExp(`Pest ${id}`) })).toHaveCount(0);

  await page.goto('/settings/content-options/blocked-profiles');
  const list = page.getByRole('list', { name: 'Blocked profiles' });
  await expect(list).toContainText(`Pest ${id}`);
  await page.getByRole('button', { name: `Unblock Pest ${id}` }).click();
  await expect(page.getByText('You have not blocked anyone.')).toBeVisible();
});
