import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Reads the newest login code mailed to `email` from the dev mailbox, as a member reads their mail. */
export async function codeFromMailbox(request: APIRequestContext, email: string) {
  await expect
    .poll(async () => (await (await request.get('/dev/mailbox')).json()).some((mail: { to: string }) => mail.to === email))
    .toBe(true);
  const mails = (await (await request.get('/dev/mailbox')).json()) as { to: string; subject: string }[];
  const code = /([A-Z0-9]{7})$/.exec(mails.find((mail) => mail.to === email)!.subject)?.[1];
  expect(code).toBeTruthy();
  return code!;
}

/** Walks the three login steps for `email`, typing the code from the dev mailbox. */
export async function logIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log in with email' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  const mailed = page.waitForResponse((response) => response.url().endsWith('/account-provider/email/request-code'));
  await page.getByRole('button', { name: 'Send code' }).click();
  await mailed;
  const code = await codeFromMailbox(page.request, email);
  await page.getByRole('textbox', { name: 'One-time code' }).fill(code);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

export async function acceptDisclaimer(page: Page) {
  const disclaimer = page.getByRole('alertdialog', { name: 'ALPHA' });
  await expect(disclaimer).toBeVisible();
  await disclaimer.getByRole('button', { name: 'I understand, let me in anyway!' }).click();
  await expect(disclaimer).toBeHidden();
}

/** A token for `email` through the same login endpoints the app uses, for setting up data the way a client would. */
export async function apiToken(request: APIRequestContext, email: string) {
  await request.post('/account-provider/email/request-code', { data: { email } });
  const answer = await request.post('/account-provider/email/login', { data: { email, code: await codeFromMailbox(request, email) } });
  return (await answer.json()) as string;
}

/** How long the app keeps a one-time-code login (src/state/auth.ts: 99 years, no refresh token). */
const OTP_TOKEN_LIFETIME_MS = 99 * 365.25 * 24 * 60 * 60 * 1000;

/**
 * A browser session holding `token` as the app stores a one-time-code login (src/state/auth.ts), with the alpha
 * disclaimer already accepted: a context opened with it starts logged in, as after `logIn` and `acceptDisclaimer`.
 */
export function loginState(baseURL: string, token: string) {
  const auth = {
    loginMethod: 'otp',
    token: { accessToken: token, refreshToken: null, expiresAt: Date.now() + OTP_TOKEN_LIFETIME_MS },
    loggedInState: 'logged-in',
    profile: null,
    identity: null,
  };
  const localStorage = [
    { name: 'snoot:auth', value: JSON.stringify(auth) },
    { name: 'snoot:settings', value: JSON.stringify({ disclaimerAccepted: true }) },
  ];
  return { cookies: [], origins: [{ origin: new URL(baseURL).origin, localStorage }] };
}

/** One GraphQL call with `token`, failing the test on any error. */
export async function api<T>(request: APIRequestContext, token: string, query: string, variables: Record<string, unknown> = {}) {
  const answer = await request.post('/graphql', { data: { query, variables }, headers: { authorization: `Bearer ${token}` } });
  const body = (await answer.json()) as { data: T; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** A new member who finished onboarding (an adult unless `dateOfBirth` says otherwise): their token and profile uuid. */
export async function onboardedMember(request: APIRequestContext, email: string, displayName: string, dateOfBirth = '1994-03-02') {
  const token = await apiToken(request, email);
  await api(request, token, 'mutation ($n: String!) { userSetDisplayName(input: {displayName: $n}) { profile { uuid } } }', {
    n: displayName,
  });
  const born = await api<{ userSetDateOfBirth: { profile: { uuid: string } } }>(
    request,
    token,
    'mutation ($d: Date!) { userSetDateOfBirth(input: {dateOfBirth: $d}) { profile { uuid } } }',
    { d: dateOfBirth },
  );
  return { token, uuid: born.userSetDateOfBirth.profile.uuid };
}

/** An address no other test or run has used: the first code sent to it makes a new account. */
export const newEmail = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/**
 * A new onboarded member placed in Berlin, as member@example.com is: home shows them the seeded community nearest
 * first. For a test that changes what a member has (likes, location, profile), so the demo logins stay as seeded.
 */
export async function berlinMember(request: APIRequestContext, email: string, displayName: string) {
  const member = await onboardedMember(request, email, displayName);
  await api(request, member.token, 'mutation { userUpdateLocation(input: {placeId: "2950159"}) { profile { uuid } } }');
  return member;
}

/**
 * A page's document title as a pattern: "(3) Chats · Snoot" while the member has unread notifications, which a
 * demo login may have from an earlier spec, else "Chats · Snoot".
 */
export function pageTitle(title: string | RegExp) {
  // A pattern that does not pin the start (/profile · Snoot$/) already allows the count in front.
  if (typeof title !== 'string') return title;
  return new RegExp(`^(\\(\\d+\\+?\\) )?${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}
