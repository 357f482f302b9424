import type { Page } from '@playwright/test';
import { expectNoViolations as expectNoViolationsWithin } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { api, newEmail, onboardedMember } from './support.ts';

const desktop = { viewport: { width: 1280, height: 800 } };
const phone = { viewport: { width: 390, height: 844 } };

/** With a modal open the rest of the page is inert, so axe looks at what the member can reach. */
async function expectNoViolations(page: Page) {
  const overlay = '[role=dialog], [role=alertdialog]';
  const open = (await page.locator(overlay).count()) > 0;
  if (!open) await expect(page.locator('main h1').first()).toBeVisible();
  await expectNoViolationsWithin(page, open ? overlay : undefined);
}

/** `text` as a pattern that matches it literally. */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Tab until `target` has the focus (at most `limit` presses): the member gets there by keyboard alone. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, limit = 40) {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

async function openGroup(request: Parameters<typeof api>[0], token: string, name: string) {
  const created = await api<{ groupCreate: { group: { id: string; uuid: string } } }>(
    request,
    token,
    'mutation ($i: GroupCreateInput!) { groupCreate(input: $i) { group { id uuid } } }',
    { i: { displayName: name, description: 'Walks around the lake, every Saturday.', joinPolicy: 'OPEN' } },
  );
  return created.groupCreate.group;
}

test('a member starts a thread, a second member replies, the first sees it live and in the notification centre, and moderators remove replies', async ({
  loggedInPage,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const run = Date.now().toString(36);
  const ada = { email: newEmail('ada-thread'), name: `Ada ${run}` };
  const bo = { email: newEmail('bo-thread'), name: `Bo ${run}` };
  const a = await onboardedMember(request, ada.email, ada.name);
  const b = await onboardedMember(request, bo.email, bo.name);
  const group = await openGroup(request, a.token, `Lake Walkers ${run}`);
  await api(request, b.token, 'mutation ($g: ID!) { groupJoin(input: {groupId: $g}) { group { uuid } } }', { g: group.id });

  // Ada starts a thread from the group page, by keyboard alone.
  const adaPage = await loggedInPage(ada.email, desktop);
  await adaPage.goto(`/groups/${group.uuid}`);
  const start = adaPage.getByRole('button', { name: 'Start a thread' });
  await expect(start).toBeVisible();
  await tabTo(adaPage, start);
  await adaPage.keyboard.press('Enter');
  const dialog = adaPage.getByRole('dialog', { name: `Start a thread in Lake Walkers ${run}` });
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toBeFocused();
  await adaPage.keyboard.type('Saturday walk: who is in?');
  await adaPage.keyboard.press('Tab');
  await expect(dialog.getByRole('textbox', { name: 'Text' })).toBeFocused();
  await adaPage.keyboard.type('Meet at the boat house at ten.');
  await expectNoViolations(adaPage);
  await adaPage.screenshot({ path: testInfo.outputPath('start-thread-1280.png') });
  await tabTo(adaPage, dialog.getByRole('button', { name: 'Start thread' }));
  await adaPage.keyboard.press('Enter');
  await expect(adaPage.getByRole('heading', { level: 1, name: 'Saturday walk: who is in?' })).toBeVisible();
  await expect(adaPage).toHaveTitle(/Saturday walk: who is in\? · Snoot$/);
  const threadUrl = adaPage.url();
  expect(threadUrl).toMatch(new RegExp(`/groups/${group.uuid}/threads/[0-9a-f-]{36}$`));
  await expect(adaPage.getByRole('heading', { level: 2, name: '0 replies' })).toBeVisible();

  // Bo finds it on the group page on a phone and replies by keyboard.
  const boPage = await loggedInPage(bo.email, phone);
  await boPage.goto(`/groups/${group.uuid}`);
  const threadLink = boPage.getByRole('link', { name: 'Saturday walk: who is in?' });
  await expect(threadLink).toBeVisible();
  await expect(boPage.getByRole('list', { name: `Threads in Lake Walkers ${run}` })).toContainText(`Started by ${ada.name} · 0 replies`);
  await expectNoViolations(boPage);
  await boPage.screenshot({ path: testInfo.outputPath('group-threads-390.png'), fullPage: true });
  await tabTo(boPage, threadLink, 80);
  await boPage.keyboard.press('Enter');
  await expect(boPage.getByRole('heading', { level: 1, name: 'Saturday walk: who is in?' })).toBeVisible();
  await tabTo(boPage, boPage.getByRole('textbox', { name: 'Your reply' }));
  await boPage.keyboard.type('Count me in, I will bring tea.');
  await boPage.keyboard.press('Control+Enter');
  const boReplies = boPage.getByRole('list', { name: 'Replies, oldest first' });
  await expect(boReplies.getByText('Count me in, I will bring tea.')).toBeVisible();
  await expect(boReplies.getByText('Sending…')).toHaveCount(0);
  await expectNoViolations(boPage);
  await boPage.screenshot({ path: testInfo.outputPath('thread-390.png'), fullPage: true });

  // Ada sees it arrive without reloading, read out with its author, and in her notification centre.
  const adaReplies = adaPage.getByRole('list', { name: 'Replies, oldest first' });
  await expect(adaReplies.getByText('Count me in, I will bring tea.')).toBeVisible();
  await expect(adaPage.getByRole('log', { name: 'New replies' })).toHaveText(`${bo.name}: Count me in, I will bring tea.`);
  await expect(adaPage.getByRole('heading', { level: 2, name: '1 reply' })).toBeVisible();
  await expectNoViolations(adaPage);
  await adaPage.screenshot({ path: testInfo.outputPath('thread-1280.png'), fullPage: true });
  const notification = `${bo.name} replied to your thread “Saturday walk: who is in?”`;
  await expect(adaPage.getByTestId('live-announcer')).toHaveText(`New notification: ${notification}`);
  await adaPage.goto('/notifications');
  const item = adaPage.getByRole('list', { name: 'Notifications' }).getByRole('link', { name: new RegExp(`^${escape(notification)}`) });
  await expect(item).toBeVisible();
  await expectNoViolations(adaPage);
  await tabTo(adaPage, item);
  await adaPage.keyboard.press('Enter');
  await expect(adaPage).toHaveURL(threadUrl);

  // Ada owns the group, so she moderates it: she deletes Bo's reply (Cancel has the focus first), and Bo sees it go.
  const remove = adaPage.getByRole('button', { name: `Delete ${bo.name}'s reply` });
  await tabTo(adaPage, remove);
  await adaPage.keyboard.press('Enter');
  const confirm = adaPage.getByRole('alertdialog', { name: 'Delete this reply?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoViolations(adaPage);
  await adaPage.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'Delete' })).toBeFocused();
  await adaPage.keyboard.press('Enter');
  await expect(adaReplies.getByText('Count me in, I will bring tea.')).toHaveCount(0);
  await expect(adaPage.getByRole('heading', { level: 1, name: 'Saturday walk: who is in?' })).toBeFocused();
  await expect(boReplies.getByText('Count me in, I will bring tea.')).toHaveCount(0);

  // A reply Ada reports goes to Snoot's queue with the post, and the team removes it there.
  await boPage.getByRole('textbox', { name: 'Your reply' }).focus();
  await boPage.keyboard.type('Buy cheap followers at spam.example');
  await boPage.keyboard.press('Control+Enter');
  await expect(adaReplies.getByText('Buy cheap followers at spam.example')).toBeVisible();
  await tabTo(adaPage, adaPage.getByRole('button', { name: `Report ${bo.name}'s reply` }));
  await adaPage.keyboard.press('Enter');
  const report = adaPage.getByRole('dialog', { name: `Report ${bo.name}'s reply` });
  await expect(report.getByText('Buy cheap followers at spam.example')).toBeVisible();
  await report.getByText('Spam or scam', { exact: true }).click();
  await expectNoViolations(adaPage);
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(adaPage.getByRole('dialog', { name: 'Thank you for your report' })).toBeVisible();
  await adaPage.keyboard.press('Escape');

  const staff = await loggedInPage('team@example.com', desktop);
  await staff.goto('/settings/debug/moderation');
  const row = staff.getByRole('link', { name: new RegExp(`${bo.name}: Spam or scam.*with a group reply`) });
  await expect(row).toBeVisible();
  await row.click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Report' })).toBeVisible();
  await expect(staff.getByText(`Reported reply in Lake Walkers ${run}`)).toBeVisible();
  await expect(staff.getByRole('main').getByText('Buy cheap followers at spam.example')).toBeVisible();
  await expectNoViolations(staff);
  await staff.screenshot({ path: testInfo.outputPath('moderation-1280.png'), fullPage: true });
  await staff.getByRole('button', { name: 'Remove reply' }).click();
  await staff.getByRole('alertdialog', { name: 'Remove the reported reply?' }).getByRole('button', { name: 'Remove reply' }).click();
  await expect(staff.getByRole('main').getByText('Removed', { exact: true })).toBeVisible();
  await expect(staff.getByRole('list', { name: 'Audit log' })).toContainText('Removed the group post');
  await boPage.reload();
  await expect(boPage.getByRole('heading', { level: 1, name: 'Saturday walk: who is in?' })).toBeVisible();
  await expect(boPage.getByText('Buy cheap followers at spam.example')).toHaveCount(0);
});

test("a minor who has an adult group's thread address sees only that it is not available", async ({ minorPage, request }) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  const adult = await onboardedMember(request, newEmail('adult-thread'), `Cy ${run}`);
  const group = await openGroup(request, adult.token, `Night Owls ${run}`);
  const started = await api<{ groupThreadCreate: { threadEdge: { node: { uuid: string } } } }>(
    request,
    adult.token,
    'mutation ($i: GroupThreadCreateInput!) { groupThreadCreate(input: $i) { threadEdge { node { uuid } } } }',
    { i: { groupId: group.id, title: 'Late meet-up', content: 'Bar crawl after midnight.' } },
  );
  await minorPage.goto(`/groups/${group.uuid}/threads/${started.groupThreadCreate.threadEdge.node.uuid}`);
  await expect(minorPage.getByRole('heading', { level: 1, name: 'Thread not available' })).toBeVisible();
  await expect(minorPage.getByText('Bar crawl after midnight.')).toHaveCount(0);
  await expect(minorPage.getByText('Late meet-up')).toHaveCount(0);
  await expect(minorPage).toHaveTitle(/Thread not available · Snoot$/);
  await expectNoViolations(minorPage);
});
