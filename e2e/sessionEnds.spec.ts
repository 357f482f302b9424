import { expectNoViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { api, apiToken, loginState, newEmail, onboardedMember } from './support.ts';

const REPORT = 'mutation ($u: String!) { reportProfile(input: {uuid: $u, reason: HARASSMENT}) { profile { uuid } } }';
const QUEUE = '{ moderationReports(first: 50) { edges { node { id profile { uuid } } } } }';
const SUSPEND =
  'mutation ($r: ID!, $u: DateTime) { moderationSuspendAccount(input: {reportId: $r, reason: "Harassing other members", until: $u}) { report { status } } }';

interface Queue {
  moderationReports: { edges: { node: { id: string; profile: { uuid: string } } }[] };
}

test('a member whose tabs are open is suspended by the team, and each tab shows /login with why and until when', async ({
  browser,
  baseURL,
  request,
}) => {
  const offender = await onboardedMember(request, newEmail('suspended'), 'Rowdy');
  const reporter = await onboardedMember(request, newEmail('reporter'), 'Reporter');

  // The same member on a phone and on a laptop, each with the app open and its socket connected.
  const tabs = await Promise.all(
    [390, 1280].map(async (width) => {
      const context = await browser.newContext({ viewport: { width, height: 800 }, storageState: loginState(baseURL!, offender.token) });
      const page = await context.newPage();
      const socket = page.waitForEvent('websocket');
      await page.goto('/');
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await socket;
      return page;
    }),
  );

  await api(request, reporter.token, REPORT, { u: offender.uuid });
  const team = await apiToken(request, 'team@example.com');
  const queue = await api<Queue>(request, team, QUEUE);
  const report = queue.moderationReports.edges.find((edge) => edge.node.profile.uuid === offender.uuid)!.node;
  const until = new Date(Date.now() + 7 * 24 * 3600 * 1000);
  await api(request, team, SUSPEND, { r: report.id, u: until.toISOString() });

  const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(until);
  for (const page of tabs) {
    await expect(page).toHaveURL(/\/login/);
    const notice = page.getByRole('region', { name: 'You were logged out' });
    await expect(notice).toContainText(
      new RegExp(`Your account is suspended until ${day} at \\d\\d:\\d\\d UTC\\. Reason: Harassing other members`),
    );
    // Focused as it appears, so a screen reader reads it first.
    await expect(notice.getByRole('heading', { name: 'You were logged out' })).toBeFocused();
    await expectNoViolations(page);
  }
});
