import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { MAX_DEPTH } from '../../server/graphql/hardening.ts';
import { MUTATION_LIMITS, RATE_LIMITED_MESSAGE } from '../../server/graphql/mutationLimits.ts';
import { findOrCreateAccountByEmail } from '../../server/auth/accounts.ts';
import { issueAccessToken } from '../../server/auth/tokens.ts';
import { graphql, postJson, startTestApp } from './harness.ts';
import { createMember } from './profileFixtures.ts';

const VIEWER_QUERY = 'query HardeningViewerQuery { viewer { isOnboarded } }';

/** A persisted-operations file with one operation, as relay-compiler writes it. */
function persistedFile() {
  const file = join(mkdtempSync(join(tmpdir(), 'snoot-persisted-')), 'persisted-queries.json');
  writeFileSync(file, JSON.stringify({ 'viewer-op-1': VIEWER_QUERY }));
  return file;
}

async function post(app: App, body: unknown, token?: string) {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] },
  };
}

describe('in production', () => {
  let app: App;
  let token: string;
  beforeAll(async () => {
    app = await startTestApp({ env: { NODE_ENV: 'production', PERSISTED_OPERATIONS: persistedFile() } });
    // Production has no dev mailbox to read a code from, so the member's token is issued directly.
    const profileId = await findOrCreateAccountByEmail(app.services.db, 'hardened@example.com');
    token = await issueAccessToken(app.services.db, profileId!);
  });
  afterAll(() => app?.stop());

  it('runs a persisted operation by its id', async () => {
    const { body } = await post(app, { documentId: 'viewer-op-1', operationName: 'HardeningViewerQuery' }, token);
    expect(body).toEqual({ data: { viewer: { isOnboarded: false } } });
  });

  it('refuses an operation that is not persisted, and an unknown id', async () => {
    expect((await post(app, { query: '{ viewer { isOnboarded } }' }, token)).body.errors?.[0].extensions?.code).toBe(
      'PERSISTED_QUERY_ONLY',
    );
    expect((await post(app, { documentId: 'made-up' }, token)).body.errors?.[0].extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });

  it('refuses introspection', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'snoot-persisted-')), 'persisted-queries.json');
    writeFileSync(file, JSON.stringify({ intro: '{ __schema { types { name } } }' }));
    const introspecting = await startTestApp({ env: { NODE_ENV: 'production', PERSISTED_OPERATIONS: file } });
    try {
      const { body } = await post(introspecting, { documentId: 'intro' });
      expect(body.data).toBeUndefined();
      expect(body.errors?.[0].message).toMatch(/introspection/i);
    } finally {
      await introspecting.stop();
    }
  });

  it('sets the security headers on every answer', async () => {
    const response = await fetch(`${app.url}/login`);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });
});

describe('always', () => {
  let app: App;
  let token: string;
  beforeAll(async () => {
    app = await startTestApp({ mutationLimits: MUTATION_LIMITS });
    // Onboarded: before that nothing but onboarding runs (tests/server/onboardingFirst.test.ts).
    token = (await createMember(app)).token;
  });
  afterAll(() => app?.stop());

  it(`refuses a query nested deeper than ${MAX_DEPTH} levels and runs a shallow one`, async () => {
    const chain = Array.from({ length: MAX_DEPTH }).reduce<string>((inner) => `sona { images { ${inner} } }`, 'id');
    const tooDeep = await graphql(app, token, `{ viewer { primaryImages { ${chain} } } }`);
    expect(tooDeep.errors?.[0].message).toMatch(/depth/i);
    const shallow = await graphql(app, token, '{ viewer { primaryImages { sona { images { id } } } } }');
    expect(shallow.errors?.map((error) => error.message)).toBeUndefined();
  });

  it('refuses a list argument over 100 items and runs nothing', async () => {
    const answer = await graphql(app, token, 'query ($n: Int) { viewer { images(first: $n) { edges { cursor } } } }', { n: 1000 });
    expect(answer.errors?.[0].message).toBe('images(first) may ask for at most 100 items.');
    expect(answer.data).toBeUndefined();
  });

  it('refuses batched operations, on GraphQL and on the login endpoints', async () => {
    const batch = await post(app, [{ query: '{ viewer { isOnboarded } }' }, { query: '{ viewer { isOnboarded } }' }], token);
    expect(batch.status).toBeGreaterThanOrEqual(400);
    const codes = await postJson(app, '/account-provider/email/login', [
      { email: 'limits@example.com', code: 'AAAAAAA' },
      { email: 'limits@example.com', code: 'BBBBBBB' },
    ]);
    expect(codes).toMatchObject({ status: 400, body: { error: 'BAD_REQUEST' } });
  });

  it('limits mutations that send mail, with a clear error', async () => {
    const send = () =>
      graphql(app, token, 'mutation ($email: String!) { emailLinkCreate(input: {email: $email}) { ok } }', {
        email: 'other.address@example.com',
      });
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await send());
    expect(answers.slice(0, 5).every((answer) => !answer.errors?.some((error) => error.extensions?.code === 'RATE_LIMITED'))).toBe(true);
    expect(answers.map((answer) => answer.errors?.[0]?.message ?? 'ok')).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', RATE_LIMITED_MESSAGE]);
    expect(answers[5].errors?.[0]).toMatchObject({ message: RATE_LIMITED_MESSAGE, extensions: { code: 'RATE_LIMITED' } });
  });

  it('closes a socket that never authenticates, as timed out', async () => {
    const socket = new WebSocket(`${app.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
    const code = await new Promise<number>((resolve) => socket.on('close', (closeCode) => resolve(closeCode)));
    // 4408 is graphql-ws's "Connection initialisation timeout": the server's 3 s wait ended it, not anything else.
    expect(code).toBe(4408);
  });
});
