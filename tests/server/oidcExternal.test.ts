import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { graphql, startTestApp } from './harness.ts';
import { authorize, tokenRequest } from './oidcFlow.ts';

/** OIDC_ISSUER points a server at another provider: it trusts what that provider's userinfo says. */
describe('a server using an external identity provider', () => {
  let provider: App;
  let api: App;
  beforeAll(async () => {
    provider = await startTestApp();
    api = await startTestApp({ env: { OIDC_ISSUER: `${provider.url}/oidc/` } });
  });
  afterAll(async () => {
    await api?.stop();
    await provider?.stop();
  });

  it('names that issuer to the client and serves no provider of its own', async () => {
    expect(await (await fetch(`${api.url}/config.json`)).json()).toEqual({ oidc: { issuer: `${provider.url}/oidc`, clientId: 'web' } });
    expect((await fetch(`${api.url}/oidc/.well-known/openid-configuration`)).status).toBe(404);
    expect((await fetch(`${api.url}/me`)).status).toBe(404);
  });

  it("accepts an access token the provider's userinfo accepts, for the member its subject names", async () => {
    const flow = await authorize(provider, 'otter@example.com');
    const { body } = await tokenRequest(flow.metadata.token_endpoint, {
      grant_type: 'authorization_code',
      code: flow.callback.searchParams.get('code')!,
      redirect_uri: flow.redirectUri,
      code_verifier: flow.verifier,
    });
    const claims = await (await fetch(`${provider.url}/me`, { headers: { authorization: `Bearer ${body.access_token}` } })).json();
    const profileId = String(claims.sub).split('|')[1];
    // The same member exists on the API server (one community, two deployments of its services).
    await api.services.db.insertInto('profiles').values({ id: profileId, email: null, share_hash: 'external-test' }).execute();

    const viewer = '{ viewer { profile { uuid } } }';
    const accepted = await graphql<{ viewer: { profile: { uuid: string } } | null }>(api, String(body.access_token), viewer);
    expect(accepted.data?.viewer?.profile.uuid).toBe(profileId);
    const refused = await graphql<{ viewer: unknown }>(api, 'not-a-token-the-provider-knows', viewer);
    expect(refused.data?.viewer ?? null).toBeNull();
  });
});
