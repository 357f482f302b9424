import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import type { App } from '../../server/app.ts';
import { log } from '../../server/log/log.ts';
import { suspendAccount } from '../../server/moderation/suspension.ts';
import { deviceName } from '../../server/oidc/deviceName.ts';
import { backends, graphql, logIn, startTestApp } from './harness.ts';

/** QR login: the device authorization grant (RFC 8628) on the embedded provider, approved by a logged-in member. */

const DEVICE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Snoot staff: safe to approve/1.0';
let emails = 0;

async function form(app: App, path: string, body: Record<string, string>) {
  const response = await fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': BROWSER },
    body: new URLSearchParams(body).toString(),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The logged-out browser asks for a QR code. */
async function askForCode(app: App) {
  const { status, body } = await form(app, '/oidc/device/auth', { client_id: 'web', scope: 'openid profile offline_access' });
  expect(status).toBe(200);
  return body as {
    device_code: string;
    user_code: string;
    interval: number;
    expires_in: number;
    verification_uri: string;
    verification_uri_complete: string;
  };
}

/** One poll of the token endpoint, as the waiting browser makes it. */
const poll = (app: App, deviceCode: string) =>
  form(app, '/oidc/token', { grant_type: DEVICE_GRANT, device_code: deviceCode, client_id: 'web' });

async function lookUp(app: App, token: string, code: string) {
  const response = await fetch(`${app.url}/oidc/login-request?code=${encodeURIComponent(code)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: response.status, body: await response.json() };
}

async function decide(app: App, token: string, code: string, decision: string) {
  const response = await fetch(`${app.url}/oidc/login-request`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ code, decision }),
  });
  return { status: response.status, body: await response.json() };
}

async function viewer(app: App, token: string) {
  const { data } = await graphql<{ viewer: { isOnboarded: boolean; profile: { uuid: string } } | null }>(
    app,
    token,
    '{ viewer { isOnboarded profile { uuid } } }',
  );
  return data?.viewer ?? null;
}

/** A member of the test's own, onboarded as an adult unless told otherwise; answers their token and id. */
async function member(app: App, { onboarded = true } = {}) {
  const token = await logIn(app, `qr-${++emails}-${Date.now()}@example.com`);
  const id = (await viewer(app, token))!.profile.uuid;
  if (onboarded)
    await app.services.db
      .updateTable('profiles')
      .set({ display_name: `QR ${emails}`, date_of_birth: '1990-04-01', onboarded_at: new Date() })
      .where('id', '=', id)
      .execute();
  return { token, id };
}

describe.each(backends)('QR login, the device authorization grant ($name)', ({ postgres }) => {
  let app: App;
  beforeAll(async () => {
    app = await startTestApp({ postgres });
  });
  afterAll(() => app?.stop());
  afterEach(() => vi.restoreAllMocks());

  it('logs the asking browser in as the member who approves, once', async () => {
    const approver = await member(app);
    const asked = await askForCode(app);
    expect(asked.user_code).toMatch(/^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/);
    expect(asked).toMatchObject({ interval: 5, expires_in: 600 });
    expect(asked.verification_uri).toMatch(/\/approve-login$/);
    expect(asked.verification_uri_complete).toMatch(new RegExp(`/approve-login\\?code=${asked.user_code}$`));

    expect((await poll(app, asked.device_code)).body.error).toBe('authorization_pending');

    // The member sees which device asks, typing the code in lower case without its dash.
    const request = await lookUp(app, approver.token, asked.user_code.replace('-', '').toLowerCase());
    expect(request.status).toBe(200);
    expect(request.body.device).toBe('A browser on Linux');
    expect(Date.parse(request.body.expiresAt) - Date.parse(request.body.requestedAt)).toBe(600_000);

    expect(await decide(app, approver.token, asked.user_code, 'approve')).toMatchObject({ status: 200 });
    const tokens = await poll(app, asked.device_code);
    expect(tokens.status).toBe(200);
    expect(tokens.body).toMatchObject({ token_type: 'Bearer', scope: 'openid profile offline_access' });
    expect(tokens.body.refresh_token).toBeTruthy();
    expect(tokens.body.id_token).toBeTruthy();
    expect((await viewer(app, String(tokens.body.access_token)))?.profile.uuid).toBe(approver.id);

    // Single use: the device code gives no second session and the user code cannot be approved again.
    expect((await poll(app, asked.device_code)).body.error).toBe('invalid_grant');
    expect(await decide(app, approver.token, asked.user_code, 'approve')).toMatchObject({
      status: 404,
      body: { message: 'This code is not valid any more. Ask for a new code on the device you want to log in on.' },
    });
  });

  it('tells a browser that polls faster than the interval to slow down, and one within it that the member has not decided', async () => {
    const asked = await askForCode(app);
    expect((await poll(app, asked.device_code)).body.error).toBe('authorization_pending');
    expect(await poll(app, asked.device_code)).toMatchObject({ status: 400, body: { error: 'slow_down' } });
    // Older polls than the interval count no more: the pace is judged from the last poll let through.
    await app.services.db
      .updateTable('rate_limit_hits')
      .set({ at: new Date(Date.now() - 6000) })
      .where('key', 'like', 'device-poll:%')
      .execute();
    expect((await poll(app, asked.device_code)).body.error).toBe('authorization_pending');
  });

  it('refuses an expired code to the browser (expired_token) and to the approving member', async () => {
    const approver = await member(app);
    const asked = await askForCode(app);
    // Ten minutes pass: the code's own expiry is moved to the past, as the provider reads it.
    await sql`update oidc_payloads set payload = jsonb_set(payload::jsonb, '{exp}', to_jsonb(extract(epoch from now())::int - 1))::text
      where model = 'DeviceCode' and user_code = ${asked.user_code.replace('-', '')}`.execute(app.services.db);
    expect((await poll(app, asked.device_code)).body.error).toBe('expired_token');
    expect(await lookUp(app, approver.token, asked.user_code)).toMatchObject({
      status: 404,
      body: { message: 'This code is not valid any more. Ask for a new code on the device you want to log in on.' },
    });
    expect((await decide(app, approver.token, asked.user_code, 'approve')).status).toBe(404);
  });

  it('a denied code tells the browser access_denied and can never be approved', async () => {
    const approver = await member(app);
    const asked = await askForCode(app);
    expect(await decide(app, approver.token, asked.user_code, 'deny')).toMatchObject({ status: 200, body: { decision: 'deny' } });
    // Decided, not yet heard by the browser: the member is told it was used.
    expect(await decide(app, approver.token, asked.user_code, 'approve')).toMatchObject({
      status: 409,
      body: { message: 'This code was already used. Ask for a new code on the device you want to log in on.' },
    });
    expect((await poll(app, asked.device_code)).body.error).toBe('access_denied');
    expect((await decide(app, approver.token, asked.user_code, 'approve')).status).toBeGreaterThanOrEqual(404);
    expect((await poll(app, asked.device_code)).body.error).toBe('invalid_grant');
  });

  it('of two decisions at once, one holds and the other is refused as used', async () => {
    const approver = await member(app);
    const asked = await askForCode(app);
    const answers = await Promise.all([
      decide(app, approver.token, asked.user_code, 'approve'),
      decide(app, approver.token, asked.user_code, 'deny'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const held = answers.find((answer) => answer.status === 200)!.body.decision;
    const heard = await poll(app, asked.device_code);
    if (held === 'approve') expect((await viewer(app, String(heard.body.access_token)))?.profile.uuid).toBe(approver.id);
    else expect(heard.body.error).toBe('access_denied');
  });

  it('a suspended member cannot approve, and an approval made before the suspension yields no session', async () => {
    const approver = await member(app);
    const first = await askForCode(app);
    expect((await decide(app, approver.token, first.user_code, 'approve')).status).toBe(200);
    await suspendAccount(app.services.db, approver.id, { reason: 'Spam', until: null });
    const late = await poll(app, first.device_code);
    expect(late.status).toBe(400);
    expect(late.body.access_token).toBeUndefined();

    const second = await askForCode(app);
    expect(await decide(app, approver.token, second.user_code, 'approve')).toMatchObject({ status: 401 });
    expect((await poll(app, second.device_code)).body.error).toBe('authorization_pending');
  });

  it('a member who has not finished onboarding cannot approve a login yet', async () => {
    const newcomer = await member(app, { onboarded: false });
    const asked = await askForCode(app);
    expect(await lookUp(app, newcomer.token, asked.user_code)).toMatchObject({
      status: 403,
      body: { message: 'Finish setting up your profile before you approve a login on another device.' },
    });
    expect((await decide(app, newcomer.token, asked.user_code, 'approve')).status).toBe(403);
    expect((await poll(app, asked.device_code)).body.error).toBe('authorization_pending');
  });

  it('a logged-out caller and a malformed code are refused, changing nothing', async () => {
    const asked = await askForCode(app);
    const anonymous = await fetch(`${app.url}/oidc/login-request`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: asked.user_code, decision: 'approve' }),
    });
    expect(anonymous.status).toBe(401);
    const approver = await member(app);
    expect(await lookUp(app, approver.token, 'AEIOU-123')).toMatchObject({ status: 400, body: { error: 'BAD_USER_INPUT' } });
    expect((await decide(app, approver.token, asked.user_code, 'maybe')).status).toBe(400);
    expect((await poll(app, asked.device_code)).body.error).toBe('authorization_pending');
  });

  it('limits guessing: after ten tries a member is refused even the right code', async () => {
    const guesser = await member(app);
    const asked = await askForCode(app);
    for (let i = 0; i < 10; i++) expect((await lookUp(app, guesser.token, 'BCDF-GHJK')).status).toBe(404);
    expect(await decide(app, guesser.token, asked.user_code, 'approve')).toMatchObject({
      status: 429,
      body: { message: 'Too many tries. Please wait a few minutes and try again.' },
    });
    expect((await poll(app, asked.device_code)).body.error).toBe('authorization_pending');
  });

  it("sends the provider's own device page to the app's approval page", async () => {
    const response = await fetch(`${app.url}/oidc/device?user_code=BCDF-GHJK`, { redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/approve-login?code=BCDF-GHJK');
  });

  it('writes no device code, user code or token to the log', async () => {
    const lines: string[] = [];
    for (const level of ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const)
      vi.spyOn(log, level).mockImplementation((...args: unknown[]) => void lines.push(JSON.stringify(args)));
    const approver = await member(app);
    const asked = await askForCode(app);
    await poll(app, asked.device_code);
    await lookUp(app, approver.token, asked.user_code);
    await decide(app, approver.token, asked.user_code, 'approve');
    const tokens = await poll(app, asked.device_code);
    await lookUp(app, approver.token, asked.user_code);
    expect(lines.length).toBeGreaterThan(0);
    const written = lines.join('\n');
    for (const secret of [
      asked.device_code,
      asked.user_code,
      asked.user_code.replace('-', ''),
      approver.token,
      String(tokens.body.access_token),
      String(tokens.body.refresh_token),
    ])
      expect(written).not.toContain(secret);
  });
});

describe('the asking browser as the approving member sees it', () => {
  it('names a browser and a system from fixed lists, never the words of the user agent', () => {
    expect(deviceName('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe('Firefox on Windows');
    expect(
      deviceName(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iOS');
    expect(deviceName('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36')).toBe(
      'Chrome on Android',
    );
    expect(deviceName('Snoot Trust & Safety team – approve to keep your account')).toBe('An unknown browser');
    expect(deviceName(undefined)).toBe('An unknown browser');
  });
});

describe('QR codes per address', () => {
  it('an address that asks for too many codes is refused more for a while', async () => {
    const app = await startTestApp();
    try {
      for (let i = 0; i < 20; i++) await askForCode(app);
      const refused = await form(app, '/oidc/device/auth', { client_id: 'web', scope: 'openid profile offline_access' });
      expect(refused).toMatchObject({ status: 429, body: { error: 'rate_limited' } });
    } finally {
      await app.stop();
    }
  });
});
