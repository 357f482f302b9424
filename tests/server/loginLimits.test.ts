import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import type { EmailLoginLimits } from '../../server/auth/login.ts';
import { latestCode, postJson, startTestApp } from './harness.ts';
import { openLoginPage } from './oidcFlow.ts';

const REQUEST = '/account-provider/email/request-code';
const LOGIN = '/account-provider/email/login';
const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';

/** A code request over HTTP from `address` (the server trusts X-Forwarded-For here); answers the status. */
async function requestCode(app: App, email: string, address = '203.0.113.1') {
  const response = await fetch(`${app.url}${REQUEST}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ email }),
  });
  return response.status;
}

describe('the login limits, shared by the HTTP login and single sign-on', () => {
  let app: App | undefined;
  afterEach(async () => {
    await app?.stop();
    app = undefined;
  });
  const start = async (limits: EmailLoginLimits) => {
    app = await startTestApp({ limits, env: { TRUST_PROXY: 'true' } });
    return app;
  };

  it('does not count a code request the email limit refused against the address', async () => {
    const app = await start({ codesPerEmail: 2, codesPerIp: 3, loginsPerIp: 100 });
    const answers = [await requestCode(app, 'ada@example.com'), await requestCode(app, 'ada@example.com')];
    answers.push(await requestCode(app, 'ada@example.com'));
    // The address has used two of its three: another member behind it still gets a code, then the address is full.
    answers.push(await requestCode(app, 'bea@example.com'), await requestCode(app, 'cy@example.com'));
    expect(answers).toEqual([200, 200, 429, 200, 429]);
  });

  it('does not count a code request the address limit refused against the email', async () => {
    const app = await start({ codesPerEmail: 3, codesPerIp: 1, loginsPerIp: 100 });
    const answers = [await requestCode(app, 'dee@example.com', '203.0.113.7'), await requestCode(app, 'dee@example.com', '203.0.113.7')];
    // The email has used one of its three: two more addresses may still ask for it, and a third may not.
    for (const address of ['203.0.113.8', '203.0.113.9', '203.0.113.10']) answers.push(await requestCode(app, 'dee@example.com', address));
    expect(answers).toEqual([200, 429, 200, 200, 429]);
  });

  it('counts code requests of both entry points against one email limit', async () => {
    const app = await start({ codesPerEmail: 2, codesPerIp: 100, loginsPerIp: 100 });
    const email = 'eve@example.com';
    const { browser, path } = await openLoginPage(app);
    expect(await requestCode(app, email)).toBe(200);
    expect((await browser.post(`${path}/code`, { email })).status).toBe(200);
    expect(await requestCode(app, email)).toBe(429);
    const page = await browser.post(`${path}/code`, { email });
    expect(page.status).toBe(429);
    expect(await page.text()).toContain(TOO_MANY);
  });

  it('counts login attempts of both entry points against one address limit', async () => {
    const app = await start({ codesPerEmail: 100, codesPerIp: 100, loginsPerIp: 2 });
    const email = 'fay@example.com';
    const { browser, path } = await openLoginPage(app);
    expect((await browser.post(`${path}/code`, { email })).status).toBe(200);
    const code = await latestCode(app, email);
    // The test server is reached from one address, whichever entry point is asked.
    expect((await postJson(app, LOGIN, { email, code: 'AAAAAAA' })).status).toBe(401);
    expect((await browser.post(`${path}/login`, { email, code: 'AAAAAAA' })).status).toBe(400);
    expect(await postJson(app, LOGIN, { email, code })).toEqual({ status: 429, body: { error: 'RATE_LIMITED', message: TOO_MANY } });
    const page = await browser.post(`${path}/login`, { email, code });
    expect(page.status).toBe(429);
    expect(await page.text()).toContain(TOO_MANY);
  });
});
