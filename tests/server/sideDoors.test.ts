import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { backends, graphql, logIn, startTestApp } from './harness.ts';
import { BERLIN, SEARCH, insertProfile, loginMember, offset } from './searchFixtures.ts';
import { createMember } from './profileFixtures.ts';

/** POST /graphql with headers fetch would not let a caller forge (Host). */
function postWithHeaders(app: App, headers: Record<string, string>, body: unknown) {
  const url = new URL(app.url);
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: url.port, path: '/graphql', method: 'POST', headers: { 'content-type': 'application/json', ...headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

async function mailbox(app: App) {
  return (await (await fetch(`${app.url}/dev/mailbox`)).json()) as { to: string; subject: string; text: string }[];
}

const LINK = 'mutation ($email: String!) { emailLinkCreate(input: {email: $email}) { ok } }';

describe('no side doors', () => {
  let app: App;
  let token: string;
  beforeAll(async () => {
    app = await startTestApp({ env: { PUBLIC_URL: 'https://snoot.example, https://www.snoot.example' } });
    // Onboarded: linking an address mails it, which waits until onboarding is done (tests/server/onboardingFirst.test.ts).
    token = (await createMember(app)).token;
    await logIn(app, 'taken@example.com');
  });
  afterAll(() => app?.stop());

  it('answers emailLinkCreate the same for a taken and a free address; the taken one is told it is in use', async () => {
    const taken = await graphql(app, token, LINK, { email: 'taken@example.com' });
    const free = await graphql(app, token, LINK, { email: 'free@example.com' });
    expect(taken).toEqual({ data: { emailLinkCreate: { ok: true } } });
    expect(free).toEqual(taken);
    const mails = await mailbox(app);
    const inUse = mails.find((mail) => mail.to === 'taken@example.com' && mail.subject.includes('already in use'))!;
    expect(inUse.text).toContain('already in use elsewhere');
    expect(inUse.text).not.toContain('token=');
    expect(mails.find((mail) => mail.to === 'free@example.com')!.subject).toBe('Verify your email address for Snoot');
  });

  it("builds the mailed link from PUBLIC_URL, whatever the request's Host header says", async () => {
    const answer = await postWithHeaders(
      app,
      { host: 'evil.example', authorization: `Bearer ${token}`, 'x-forwarded-host': 'evil.example' },
      { query: LINK, variables: { email: 'hosted@example.com' } },
    );
    expect(JSON.parse(answer.body)).toEqual({ data: { emailLinkCreate: { ok: true } } });
    const mail = (await mailbox(app)).find((entry) => entry.to === 'hosted@example.com')!;
    expect(mail.text).toMatch(/\nhttps:\/\/snoot\.example\/account-provider\/email\/verify\?token=\S+\n/);
    expect(mail.text).not.toContain('evil.example');
  });

  it("lets only PUBLIC_URL's origins read /graphql from a browser", async () => {
    const query = { query: '{ viewer { isOnboarded } }' };
    const foreign = await postWithHeaders(app, { origin: 'https://evil.example' }, query);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    expect(foreign.headers['access-control-allow-credentials']).toBeUndefined();
    const sandboxed = await postWithHeaders(app, { origin: 'null' }, query);
    expect(sandboxed.headers['access-control-allow-origin']).toBeUndefined();
    const own = await postWithHeaders(app, { origin: 'https://www.snoot.example' }, query);
    expect(own.headers['access-control-allow-origin']).toBe('https://www.snoot.example');
  });
});

describe('production errors', () => {
  let app: App;
  beforeAll(async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'snoot-persisted-')), 'persisted-queries.json');
    writeFileSync(
      file,
      JSON.stringify({
        privacy: 'mutation Privacy($input: SetPrivacySettingsInput!) { setPrivacySettings(input: $input) { profile { id } } }',
      }),
    );
    app = await startTestApp({ env: { NODE_ENV: 'production', PERSISTED_OPERATIONS: file } });
  });
  afterAll(() => app?.stop());

  it('names no enum value the caller did not send, not even in a variable error', async () => {
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ documentId: 'privacy', variables: { input: { viewAge: 'PRIVAT' } } }),
    });
    const body = (await response.json()) as { errors: { message: string }[] };
    expect(body.errors[0].message).toContain('"PRIVAT"');
    expect(body.errors.map((error) => error.message).join(' ')).not.toMatch(/Did you mean|PRIVATE/);
  });
});

describe.each(backends)('search on $name leaks no distance finer than whole kilometres', ({ postgres }) => {
  let app: App;
  let viewer: { token: string };
  let hiddenId: string;
  beforeAll(async () => {
    app = await startTestApp({ postgres });
    // Stored to the metre (staff precision), so the true distances sit inside the whole kilometres shown.
    const exact = { precisionOf: 'EXACT' as const };
    viewer = await loginMember(app, 'Prober', { at: BERLIN, ...exact });
    await insertProfile(app, 'At 5.3 km', { at: offset(BERLIN, 5.3), ...exact });
    await insertProfile(app, 'At 5.7 km', { at: offset(BERLIN, 5.7), ...exact });
    await insertProfile(app, 'At 9 km', { at: offset(BERLIN, 9), ...exact });
    hiddenId = await insertProfile(app, 'Hidden at 5.5 km', { at: offset(BERLIN, 5.5), is_hidden: true, ...exact });
  });
  afterAll(() => app?.stop());

  type Page = {
    profileSearch: {
      edges: { cursor: string; node: { displayName: string; location: { distance: number } } }[];
      pageInfo: { endCursor: string };
    };
  };
  const search = async (variables: Record<string, unknown>) => {
    const result = await graphql<Page>(app, viewer.token, SEARCH, { isAd: false, ...variables });
    if (!result.data) throw new Error(JSON.stringify(result.errors));
    return result.data.profileSearch;
  };
  const names = async (distance: number) =>
    (await search({ filters: { location: { type: 'DISTANCE', distance } } })).edges.map((edge) => edge.node.displayName);

  it('filters by radius on the whole kilometres the member is shown', async () => {
    const shown = Object.fromEntries((await search({})).edges.map((edge) => [edge.node.displayName, edge.node.location.distance]));
    expect(shown).toMatchObject({ 'At 5.3 km': 5, 'At 5.7 km': 6 });
    expect(await names(5)).toEqual(['At 5.3 km']);
    // A radius between two whole kilometres tells nothing finer: 5.1 and 5.9 find what 5 finds.
    expect(await names(5.1)).toEqual(['At 5.3 km']);
    expect(await names(5.9)).toEqual(['At 5.3 km']);
    expect(await names(6)).toEqual(['At 5.3 km', 'At 5.7 km']);
  });

  it('gives cursors that hold no distance, and learns nothing from a forged one', async () => {
    const first = await search({ first: 1 });
    for (const cursor of [first.pageInfo.endCursor, ...first.edges.map((edge) => edge.cursor)]) {
      // The whole kilometres shown for the row, and its id: nothing else.
      expect(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))).toEqual([5, expect.stringMatching(/^[0-9a-f-]{36}$/)]);
    }
    const second = await search({ first: 1, after: first.pageInfo.endCursor });
    expect(second.edges.map((edge) => edge.node.displayName)).toEqual(['At 5.7 km']);
    // A cursor naming a profile the search does not find measures nothing: it reads like one naming nobody.
    const cursorNaming = (id: string) => Buffer.from(JSON.stringify([5, id])).toString('base64url');
    const afterHidden = await search({ after: cursorNaming(hiddenId) });
    const afterNobody = await search({ after: cursorNaming(randomUUID()) });
    expect(afterHidden.edges.map((edge) => edge.node.displayName)).toEqual(afterNobody.edges.map((edge) => edge.node.displayName));
    // An old-style cursor with an exact distance in it is not read as one.
    const exact = Buffer.from(JSON.stringify([0.000872, randomUUID()])).toString('base64url');
    expect((await search({ after: exact })).edges.map((edge) => edge.node.displayName)).toEqual(
      (await search({})).edges.map((edge) => edge.node.displayName),
    );
  });
});
