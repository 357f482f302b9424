import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { backends, graphql, latestCode, logIn, postJson, startTestApp } from './harness.ts';

const REQUEST = '/account-provider/email/request-code';
const LOGIN = '/account-provider/email/login';

/** Swaps one character so a well-formed code is certainly wrong. */
const wrongCodeFor = (code: string) => (code[0] === 'A' ? 'B' : 'A') + code.slice(1);

describe.each(backends)('email one-time-code login on $name', ({ postgres }) => {
  let app: App;
  beforeAll(async () => {
    app = await startTestApp({ postgres });
  });
  afterAll(() => app?.stop());

  it('mails a 7-character code and answers the same for known and unknown emails', async () => {
    const unknown = await postJson(app, REQUEST, { email: 'nobody-yet@example.com' });
    await logIn(app, 'known@example.com');
    const known = await postJson(app, REQUEST, { email: 'known@example.com' });
    expect(unknown).toEqual({ status: 200, body: { ok: true } });
    expect(known).toEqual(unknown);
    expect(await latestCode(app, 'nobody-yet@example.com')).toMatch(/^[A-Z0-9]{7}$/);
  });

  it('logs in with the right code, creating an account that still needs onboarding', async () => {
    const token = await logIn(app, 'new-member@example.com');
    const { data } = await graphql<{ viewer: { isOnboarded: boolean; profile: { displayName: string } } }>(
      app,
      token,
      '{ viewer { isOnboarded profile { displayName } } }',
    );
    expect(data?.viewer).toEqual({ isOnboarded: false, profile: { displayName: '' } });
  });

  it("answers 'Invalid code. Please try again.' to a wrong code", async () => {
    await postJson(app, REQUEST, { email: 'wrong@example.com' });
    const code = await latestCode(app, 'wrong@example.com');
    const answer = await postJson(app, LOGIN, { email: 'wrong@example.com', code: wrongCodeFor(code) });
    expect(answer).toEqual({ status: 401, body: { error: 'CODE_INVALID', message: 'Invalid code. Please try again.' } });
  });

  it('refuses even the right code after five wrong tries', async () => {
    const email = 'guesser@example.com';
    await postJson(app, REQUEST, { email });
    const code = await latestCode(app, email);
    for (let i = 0; i < 5; i++) {
      expect((await postJson(app, LOGIN, { email, code: wrongCodeFor(code) })).body.error).toBe('CODE_INVALID');
    }
    expect(await postJson(app, LOGIN, { email, code })).toMatchObject({ status: 401, body: { error: 'CODE_INVALID' } });
  });

  it('accepts the right code after fewer than five wrong tries, in lower case too', async () => {
    const email = 'typo@example.com';
    await postJson(app, REQUEST, { email });
    const code = await latestCode(app, email);
    for (let i = 0; i < 4; i++) await postJson(app, LOGIN, { email, code: wrongCodeFor(code) });
    const answer = await postJson(app, LOGIN, { email, code: code.toLowerCase() });
    expect(answer.status).toBe(200);
    expect(typeof answer.body).toBe('string');
  });

  it('uses a code once', async () => {
    const email = 'once@example.com';
    await postJson(app, REQUEST, { email });
    const code = await latestCode(app, email);
    expect((await postJson(app, LOGIN, { email, code })).status).toBe(200);
    expect(await postJson(app, LOGIN, { email, code })).toMatchObject({ status: 401, body: { error: 'CODE_INVALID' } });
  });

  it('refuses an expired code', async () => {
    const email = 'late@example.com';
    await postJson(app, REQUEST, { email });
    const code = await latestCode(app, email);
    await app.services.db
      .updateTable('login_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('email', '=', email)
      .execute();
    expect((await postJson(app, LOGIN, { email, code })).body.error).toBe('CODE_INVALID');
  });

  it('stores codes and tokens only as hashes', async () => {
    const email = 'hashed@example.com';
    const token = await logIn(app, email);
    const code = await latestCode(app, email);
    const codes = await app.services.db.selectFrom('login_codes').select('code_hash').where('email', '=', email).execute();
    const tokens = await app.services.db.selectFrom('access_tokens').select('token_hash').execute();
    expect(codes.every((row) => !row.code_hash.includes(code))).toBe(true);
    expect(tokens.some((row) => row.token_hash === token)).toBe(false);
  });

  it('limits code requests per email', async () => {
    const email = 'eager@example.com';
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await postJson(app, REQUEST, { email })).status);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('rejects a malformed email or body and sends nothing', async () => {
    const before = await (await fetch(`${app.url}/dev/mailbox`)).json();
    expect(await postJson(app, REQUEST, { email: 'not-an-email' })).toMatchObject({ status: 400, body: { error: 'INVALID_EMAIL' } });
    const raw = await fetch(`${app.url}${REQUEST}`, { method: 'POST', body: '{oops' });
    expect(raw.status).toBe(400);
    expect(await (await fetch(`${app.url}/dev/mailbox`)).json()).toEqual(before);
  });

  it('revokes the token on logout', async () => {
    const token = await logIn(app, 'leaving@example.com');
    expect((await graphql(app, token, 'mutation { logout { ok } }')).data).toEqual({ logout: { ok: true } });
    const after = await graphql(app, token, '{ viewer { isOnboarded } }');
    expect(after.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('per-IP limit of code requests', () => {
  it('answers 429 once one address asked too often', async () => {
    const app = await startTestApp({ limits: { codesPerEmail: 100, codesPerIp: 3, loginsPerIp: 100 } });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await postJson(app, REQUEST, { email: `ip${i}@example.com` })).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await app.stop();
    }
  });
});
