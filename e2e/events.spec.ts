import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { dayRange } from '../src/lib/eventTimes.ts';
import { expectNoViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { api, apiToken, berlinMember, newEmail, pageTitle } from './support.ts';

const BERLIN = '2950159';
const HOUR = 60 * 60 * 1000;

/**
 * Begin and end inside this weekend in Berlin (as "This weekend" reads it): Saturday noon, or an hour from now once
 * the weekend has begun. An event must begin in the future, so late on a Sunday there is no weekend left to find.
 */
function thisWeekend(now = new Date()) {
  const { from } = dayRange('WEEKEND', 'Europe/Berlin', now);
  const saturdayNoon = new Date(`${from}T11:00:00Z`);
  const begin = saturdayNoon.getTime() > now.getTime() + HOUR ? saturdayNoon : new Date(now.getTime() + HOUR);
  return { eventBeginAt: begin.toISOString(), eventEndAt: new Date(begin.getTime() + HOUR).toISOString() };
}

/** Makes an event through the API as its host would through the form: its uuid. */
async function createEvent(request: APIRequestContext, token: string, displayName: string, times = thisWeekend()) {
  const made = await api<{ eventCreate: { event: { uuid: string } } }>(
    request,
    token,
    'mutation ($input: EventCreateInput!) { eventCreate(input: $input) { event { uuid } } }',
    {
      input: {
        displayName,
        description: `${displayName}: a walk by the Spree.`,
        timeZone: 'Europe/Berlin',
        placeId: BERLIN,
        capacity: 10,
        ...times,
      },
    },
  );
  return made.eventCreate.event.uuid;
}

/** Presses Tab until `target` has focus (as a keyboard user walks a page), then checks it really has. */
async function tabTo(page: Page, target: Locator, { backwards = false, limit = 60 } = {}) {
  for (let step = 0; step < limit; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/** Tabs into a group of radios (one tab stop) and moves with the arrows to `target`. */
async function arrowTo(page: Page, group: Locator, target: Locator) {
  for (let step = 0; step < 60; step += 1) {
    if (await group.evaluate((element) => element.contains(document.activeElement))) break;
    await page.keyboard.press('Tab');
  }
  for (let step = 0; step < 4; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('ArrowLeft');
  }
  await expect(target).toBeFocused();
}

/** A name no other test or run has used, so a search finds only this test's events. */
const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`;

test('events: a member finds a weekend event nearby, goes, adds it to the calendar; the host cancels and the member is told, by keyboard alone', async ({
  loggedInPage,
  request,
}) => {
  test.setTimeout(150_000);
  const hostEmail = newEmail('event-host');
  const host = await berlinMember(request, hostEmail, 'Hana Hare');
  const name = uniqueName('Spree Walk');
  const uuid = await createEvent(request, host.token, name);

  const memberEmail = newEmail('event-goer');
  await berlinMember(request, memberEmail, 'Juni Jackal');
  const page = await loggedInPage(memberEmail);

  // The nav's Events entry leads to the directory.
  await tabTo(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/events$/);
  await expect(page).toHaveTitle(pageTitle('Events · Snoot'));

  // This weekend, by name: the event is near (Berlin, as the member is).
  const dates = page.getByRole('radiogroup', { name: 'Dates' });
  for (let step = 0; step < 60; step += 1) {
    if (await dates.evaluate((element) => element.contains(document.activeElement))) break;
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('ArrowRight');
  await expect(dates.getByRole('radio', { name: 'This weekend' })).toBeChecked();
  const search = page.getByRole('searchbox', { name: 'Search events by name' });
  await tabTo(page, search, { backwards: true });
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  const list = page.getByTestId('event-list');
  await expect(list.getByRole('link')).toHaveCount(1);
  const card = list.getByRole('link', { name: new RegExp(name) });
  await expect(card).toContainText('Berlin, DE');
  await expect(card).toContainText(/\d+ (km|mi) away/);
  await expectNoViolations(page);

  // Going: one answer of three, said and shown.
  await tabTo(page, card);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/events/${uuid}$`));
  await expect(page).toHaveTitle(pageTitle(`${name} · Snoot`));
  const answers = page.getByRole('radiogroup', { name: 'Are you going?' });
  const going = answers.getByRole('radio', { name: 'Going', exact: true });
  await arrowTo(page, answers, going);
  await page.keyboard.press('Enter');
  await expect(going).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('main').getByText("You're going.")).toBeVisible();
  await expect(page.getByTestId('live-announcer')).toHaveText("You're going.");
  // The host goes to their own event: the member takes the second place.
  await expect(page.getByText('2 of 10 places taken')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Going' })).toContainText('Juni Jackal');
  await expectNoViolations(page);

  // The calendar file: an iCalendar file naming the event.
  const calendar = page.getByRole('button', { name: 'Add to calendar' });
  await tabTo(page, calendar);
  const downloading = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${name}.ics`);
  const file = await readFile((await download.path())!, 'utf8');
  expect(file.startsWith('BEGIN:VCALENDAR')).toBe(true);
  expect(file).toContain(name);

  // The host cancels from the event page: asked first, Keep event focused.
  const hostPage = await loggedInPage(hostEmail);
  await hostPage.goto(`/events/${uuid}`);
  const cancel = hostPage.getByRole('button', { name: 'Cancel event' });
  await tabTo(hostPage, cancel);
  await hostPage.keyboard.press('Enter');
  const dialog = hostPage.getByRole('alertdialog', { name: `Cancel ${name}?` });
  await expect(dialog.getByRole('button', { name: 'Keep event' })).toBeFocused();
  await hostPage.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Cancel event' })).toBeFocused();
  await hostPage.keyboard.press('Enter');
  await expect(hostPage.getByText('This event was cancelled by its host.')).toBeVisible();
  await expect(cancel).toHaveCount(0);
  // The button that cancelled it is gone: the banner has the focus, not the page's body.
  await expect(hostPage.getByText('This event was cancelled by its host.')).toBeFocused();

  // The member finds it in the notification centre, which leads back to the event.
  await page.goto('/notifications');
  const row = page.getByRole('list', { name: 'Notifications' }).getByRole('link', { name: new RegExp(`“${name}” was cancelled`) });
  await tabTo(page, row);
  await expectNoViolations(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/events/${uuid}$`));
  await expect(page.getByText('This event was cancelled by its host.')).toBeVisible();
  await expect(answers.getByRole('radio', { name: 'Going', exact: true })).toBeDisabled();
});

test('events: the directory, an event page and the new-event form are axe clean at 1280 and 390 px', async ({ loggedInPage, request }) => {
  test.setTimeout(120_000);
  const hostEmail = newEmail('event-axe');
  const host = await berlinMember(request, hostEmail, 'Ari Axolotl');
  const uuid = await createEvent(request, host.token, uniqueName('Axe Meet'));
  const page = await loggedInPage(hostEmail);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/events');
    await expect(page.getByTestId('event-list')).toBeVisible();
    await expectNoViolations(page);
    await page.goto(`/events/${uuid}`);
    await expect(page.getByRole('button', { name: 'Change time' })).toBeVisible();
    await expectNoViolations(page);
    await page.goto('/events/new');
    await page.getByRole('button', { name: 'Create event' }).press('Enter');
    await expect(page.getByText('Give the event a name.')).toBeVisible();
    await expectNoViolations(page);
  }
});

test("events: a minor never sees an adult's event, in the directory or by its address", async ({ minorPage, request }) => {
  const adult = await berlinMember(request, newEmail('event-adult'), 'Olli Otter');
  const adultsEvent = uniqueName('Grown-up Meet');
  const adultsUuid = await createEvent(request, adult.token, adultsEvent);
  // The minor's own pool sees its own events: the list works, it is the adult's that is left out.
  const minorToken = await apiToken(request, 'minor@example.com');
  const minorsEvent = uniqueName('Teen Tails Meet');
  await createEvent(request, minorToken, minorsEvent);

  await minorPage.goto('/events');
  const search = minorPage.getByRole('searchbox', { name: 'Search events by name' });
  await search.fill(adultsEvent);
  await minorPage.keyboard.press('Enter');
  await expect(minorPage.getByText('No events found :(')).toBeVisible();
  await search.fill(minorsEvent);
  await minorPage.keyboard.press('Enter');
  await expect(minorPage.getByTestId('event-list').getByRole('link', { name: new RegExp(minorsEvent) })).toBeVisible();

  await minorPage.goto(`/events/${adultsUuid}`);
  await expect(minorPage.getByRole('heading', { name: 'Event not found' })).toBeVisible();
  await expect(minorPage.getByText(adultsEvent)).toHaveCount(0);
  // Nor its calendar file: the same 404 as a missing event.
  const file = await minorPage.request.get(`/events/${adultsUuid}.ics`, {
    headers: { authorization: `Bearer ${minorToken}` },
  });
  expect(file.status()).toBe(404);
});

test("events: a reported event reaches the team's queue with the event, and removing it cancels it", async ({ loggedInPage, request }) => {
  const host = await berlinMember(request, newEmail('event-reported-host'), 'Rex Raccoon');
  const reporter = await berlinMember(request, newEmail('event-reporter'), 'Pia Possum');
  const name = uniqueName('Free Followers Meet');
  const uuid = await createEvent(request, host.token, name);
  const { event } = await api<{ event: { id: string } }>(request, reporter.token, 'query ($u: String!) { event(uuid: $u) { id } }', {
    u: uuid,
  });
  await api(request, reporter.token, 'mutation ($i: EventReportInput!) { eventReport(input: $i) { ok } }', {
    i: { eventId: event.id, reason: 'SPAM_OR_SCAM' },
  });

  const staff = await loggedInPage('team@example.com', { viewport: { width: 1280, height: 900 } });
  await staff.goto('/settings/debug/moderation');
  const row = staff.getByRole('link', { name: /Rex Raccoon: Spam or scam.*with an event/ });
  await row.click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Report' })).toBeVisible();
  await expect(staff.getByText('Reported event')).toBeVisible();
  await expect(staff.getByRole('main').getByText(name, { exact: true })).toBeVisible();
  await expectNoViolations(staff);
  await staff.getByRole('button', { name: 'Remove event' }).click();
  const confirm = staff.getByRole('alertdialog', { name: 'Remove the reported event?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Remove event' }).click();
  await expect(staff.getByRole('list', { name: 'Audit log' })).toContainText('Removed the event');
  await expect(staff.getByRole('main').getByText(/· Cancelled/)).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Remove event' })).toHaveCount(0);
});
