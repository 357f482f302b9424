import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { loadProviderKeys, storedOnce } from '../../server/oidc/keys.ts';
import { backends, graphql, latestCode, logIn, startTestApp } from './harness.ts';
import { OidcBrowser, authorize, discovery, interactionPath, tokenRequest } from './oidcFlow.ts';

const VIEWER = '{ viewer { profile { uuid displayName } } }';

async function viewerUuid(app: App, token: string) {
  const { data } = await graphql<{ viewer: { profile: { uuid: string } } | null }>(app, token, VIEWER);
  return data?.viewer?.profile.uuid ?? null;
}

describe.each(backends)('embedded identity provider ($name)', ({ postgres }) => {
  let app: App;
  beforeAll(async () => {
    app = await startTestApp({ seed: true, postgres });
  });
  afterAll(() => app?.stop());

  it('runs the code flow with PKCE and consent, and its access token identifies the member in GraphQL and GET /me', async () => {
    const flow = await authorize(app, 'member@example.com', '/chatrooms');
    expect(flow.loginPage).toContain('<label for="email">Email</label>');
    expect(flow.consentPage).toContain('Allow access');
    expect(flow.consentPage).toContain('Keep you logged in until you log out');
    expect(flow.callback.pathname).toBe('/login/callback');
    expect(flow.callback.searchParams.get('state')).toBe('/chatrooms');

    const { status, body } = await tokenRequest(flow.metadata.token_endpoint, {
      grant_type: 'authorization_code',
      code: flow.callback.searchParams.get('code')!,
      redirect_uri: flow.redirectUri,
      code_verifier: flow.verifier,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'openid profile offline_access' });
    expect(body.refresh_token).toBeTruthy();

    const memberUuid = await viewerUuid(app, await logIn(app, 'member@example.com'));
    expect(await viewerUuid(app, String(body.access_token))).toBe(memberUuid);

    const me = await fetch(`${app.url}/me`, { headers: { authorization: `Bearer ${body.access_token}` } });
    expect(me.status).toBe(200);
    const claims = await me.json();
    expect(claims).toMatchObject({ sub: `snoot|${memberUuid}`, profile: `${app.url}/profiles/${memberUuid}` });
    expect(Object.keys(claims).sort()).toEqual(['birthdate', 'gender', 'locale', 'nickname', 'picture', 'profile', 'roles', 'sub']);
    expect(claims.birthdate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(claims.nickname).toBeTruthy();
  });

  it('refreshes with rotation: the new token works, and replaying the old refresh token ends the grant', async () => {
    const flow = await authorize(app, 'vip@example.com');
    const first = await tokenRequest(flow.metadata.token_endpoint, {
      grant_type: 'authorization_code',
      code: flow.callback.searchParams.get('code')!,
      redirect_uri: flow.redirectUri,
      code_verifier: flow.verifier,
    });
    const refreshed = await tokenRequest(flow.metadata.token_endpoint, {
      grant_type: 'refresh_token',
      refresh_token: String(first.body.refresh_token),
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh_token).not.toBe(first.body.refresh_token);
    expect(await viewerUuid(app, String(refreshed.body.access_token))).not.toBeNull();

    // Two refreshes racing with one refresh token look like theft, so the client must share one refresh.
    const replay = await tokenRequest(flow.metadata.token_endpoint, {
      grant_type: 'refresh_token',
      refresh_token: String(first.body.refresh_token),
    });
    expect(replay).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect(await viewerUuid(app, String(refreshed.body.access_token))).toBeNull();
  });

  it('refuses a code without the right PKCE verifier, and a code used twice', async () => {
    const flow = await authorize(app, 'member@example.com');
    const code = flow.callback.searchParams.get('code')!;
    const wrong = await tokenRequest(flow.metadata.token_endpoint, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: flow.redirectUri,
      code_verifier: 'x'.repeat(43),
    });
    expect(wrong).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    const right = { grant_type: 'authorization_code', code, redirect_uri: flow.redirectUri, code_verifier: flow.verifier };
    expect((await tokenRequest(flow.metadata.token_endpoint, right)).status).toBe(200);
    expect(await tokenRequest(flow.metadata.token_endpoint, right)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('keeps the login page on a bad email or a wrong code, and a cancelled consent returns access_denied', async () => {
    const browser = new OidcBrowser(app);
    const { metadata } = await discovery(app);
    const redirectUri = `${app.url}/callback`;
    const query = new URLSearchParams({
      client_id: 'web',
      response_type: 'code',
      scope: 'openid profile offline_access',
      redirect_uri: redirectUri,
      prompt: 'consent',
      state: '/',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGrSMZw-cM',
      code_challenge_method: 'S256',
    });
    const { response } = await browser.follow(await browser.request(`${metadata.authorization_endpoint}?${query}`), redirectUri);
    const path = interactionPath(await response.text())!;

    const badEmail = await browser.post(`${path}/code`, { email: 'not-an-email' });
    expect(badEmail.status).toBe(400);
    expect(await badEmail.text()).toContain('Please enter a valid email address.');

    await browser.post(`${path}/code`, { email: 'member@example.com' });
    const wrongCode = await browser.post(`${path}/login`, { email: 'member@example.com', code: 'AAAAAAA' });
    expect(wrongCode.status).toBe(400);
    expect(await wrongCode.text()).toContain('Invalid code. Please try again.');

    const loggedIn = await browser.post(`${path}/login`, {
      email: 'member@example.com',
      code: await latestCode(app, 'member@example.com'),
    });
    const consent = await (await browser.follow(loggedIn, redirectUri)).response.text();
    const cancelled = await browser.follow(await browser.post(`${interactionPath(consent)}/abort`, {}), redirectUri);
    expect(new URL(cancelled.redirectedTo!).searchParams.get('error')).toBe('access_denied');
  });

  it('refuses interaction pages without the browser that started the login', async () => {
    const response = await fetch(`${app.url}/oidc/interaction/not-a-real-uid`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('This login has expired or was already used.');
  });

  it('answers GET /me only for a valid access token', async () => {
    expect((await fetch(`${app.url}/me`)).status).toBe(401);
    expect((await fetch(`${app.url}/me`, { headers: { authorization: 'Bearer nope' } })).status).toBe(401);
    // A one-time-code token is for the API, not the identity host.
    const otp = await logIn(app, 'team@example.com');
    expect((await fetch(`${app.url}/me`, { headers: { authorization: `Bearer ${otp}` } })).status).toBe(401);
  });

  it('logging out ends the single-sign-on grant: access and refresh token stop working', async () => {
    const flow = await authorize(app, 'team@example.com');
    const { body } = await tokenRequest(flow.metadata.token_endpoint, {
      grant_type: 'authorization_code',
      code: flow.callback.searchParams.get('code')!,
      redirect_uri: flow.redirectUri,
      code_verifier: flow.verifier,
    });
    const token = String(body.access_token);
    expect(await viewerUuid(app, token)).not.toBeNull();
    const logout = await graphql(app, token, 'mutation { logout { ok } }');
    expect(logout.errors).toBeUndefined();
    expect(await viewerUuid(app, token)).toBeNull();
    const refresh = await tokenRequest(flow.metadata.token_endpoint, {
      grant_type: 'refresh_token',
      refresh_token: String(body.refresh_token),
    });
    expect(refresh.body.error).toBe('invalid_grant');
  });

  it('generates its signing key once and publishes only the public part', async () => {
    const first = await loadProviderKeys(app.services.db);
    const second = await loadProviderKeys(app.services.db);
    expect(second).toEqual(first);
    const { metadata } = await discovery(app);
    const { keys } = (await (await fetch(metadata.jwks_uri)).json()) as { keys: Record<string, unknown>[] };
    expect(keys.map((key) => key.kid)).toEqual([first.signing[0].kid]);
    expect(keys[0]).not.toHaveProperty('d');
  });

  it('makes a stored secret only once: a restart reads it without generating another', async () => {
    let made = 0;
    const create = () => ({ made: ++made });
    expect(await storedOnce(app.services.db, 'restart-check', create)).toEqual({ made: 1 });
    expect(await storedOnce(app.services.db, 'restart-check', create)).toEqual({ made: 1 });
    expect(made).toBe(1);
  });
});
