import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { dropPostgresDatabase, freshPostgresUrl, graphql, latestCode, startTestApp } from './harness.ts';
import { OidcBrowser, interactionPath, pkcePair, tokenRequest } from './oidcFlow.ts';

const PUBLIC_URL = 'http://snoot.test';

/** Two server processes behind one address share the provider's keys, sessions and tokens through PostgreSQL. */
describe.runIf(process.env.DATABASE_URL)('the identity provider on two servers', () => {
  let databaseUrl: string;
  let servers: App[];
  beforeAll(async () => {
    databaseUrl = await freshPostgresUrl();
    // One after the other, so the second finds the schema and the keys the first created.
    const first = await startTestApp({ databaseUrl, env: { PUBLIC_URL } });
    servers = [first, await startTestApp({ databaseUrl, env: { PUBLIC_URL } })];
  });
  afterAll(async () => {
    await Promise.all(servers?.map((server) => server.stop()) ?? []);
    if (databaseUrl) await dropPostgresDatabase(databaseUrl);
  });

  it('completes a login whose requests alternate between the servers, and each accepts the tokens', async () => {
    const [a, b] = servers;
    const jwks = await Promise.all(servers.map(async (server) => (await fetch(`${server.url}/oidc/jwks`)).json()));
    expect(jwks[0]).toEqual(jwks[1]);

    const browser = new OidcBrowser(servers, PUBLIC_URL);
    const { verifier, challenge } = pkcePair();
    const redirectUri = `${PUBLIC_URL}/login/callback`;
    const query = new URLSearchParams({
      client_id: 'web',
      response_type: 'code',
      scope: 'openid profile offline_access',
      redirect_uri: redirectUri,
      prompt: 'consent',
      state: '/',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    let { response } = await browser.follow(await browser.request(`/oidc/auth?${query}`), redirectUri);
    const loginPath = interactionPath(await response.text())!;
    await browser.post(`${loginPath}/code`, { email: 'fox@example.com' });
    response = await browser.post(`${loginPath}/login`, { email: 'fox@example.com', code: await latestCode(a, 'fox@example.com') });
    ({ response } = await browser.follow(response, redirectUri));
    const consentPath = interactionPath(await response.text())!;
    const done = await browser.follow(await browser.post(`${consentPath}/confirm`, {}), redirectUri);
    const code = new URL(done.redirectedTo!).searchParams.get('code')!;

    const { status, body } = await tokenRequest(`${b.url}/oidc/token`, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      code_verifier: verifier,
    });
    expect(status).toBe(200);
    const viewer = '{ viewer { profile { uuid } } }';
    const fromA = await graphql<{ viewer: { profile: { uuid: string } } }>(a, String(body.access_token), viewer);
    const fromB = await graphql<{ viewer: { profile: { uuid: string } } }>(b, String(body.access_token), viewer);
    expect(fromA.data?.viewer.profile.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(fromB.data).toEqual(fromA.data);

    const refreshed = await tokenRequest(`${a.url}/oidc/token`, { grant_type: 'refresh_token', refresh_token: String(body.refresh_token) });
    expect(refreshed.status).toBe(200);
    const me = await fetch(`${b.url}/me`, { headers: { authorization: `Bearer ${refreshed.body.access_token}` } });
    expect((await me.json()).sub).toBe(`snoot|${fromA.data?.viewer.profile.uuid}`);
  });
});
