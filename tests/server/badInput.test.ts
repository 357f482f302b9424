import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { MAX_STRING_LENGTH } from '../../server/graphql/inputChecks.ts';
import { startTestApp } from './harness.ts';
import { newMember, type Member } from './chatHelpers.ts';

const SET_NAME = 'mutation ($n: String!) { userSetDisplayName(input: {displayName: $n}) { profile { displayName } } }';

/** The status of a GET whose request target is sent exactly as given. */
function rawGet(app: App, target: string) {
  return new Promise<number>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: new URL(app.url).port, path: target }, (res) => {
      res.resume();
      resolve(res.statusCode!);
    });
    req.on('error', reject);
    req.end();
  });
}

async function post(app: App, token: string, query: string, variables?: Record<string, unknown>) {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] },
  };
}

describe('bad input is a 400 with a clear message', () => {
  let app: App;
  let member: Member;
  const currentName = async () =>
    (
      (await post(app, member.token, '{ viewer { profile { displayName } } }')).body.data as {
        viewer: { profile: { displayName: string } };
      }
    ).viewer.profile.displayName;

  beforeAll(async () => {
    app = await startTestApp();
    member = await newMember(app, 'careful@example.com');
  });
  afterAll(() => app?.stop());

  it('refuses a NUL character, in a variable or written into the query, and changes nothing', async () => {
    const before = await currentName();
    for (const answer of [
      await post(app, member.token, SET_NAME, { n: 'Null\u0000Byte' }),
      await post(app, member.token, 'mutation { userSetDisplayName(input: {displayName: "Null\\u0000Byte"}) { profile { displayName } } }'),
      await post(app, member.token, 'mutation ($b: String) { userSetBio(input: {biography: $b}) { profile { uuid } } }', {
        b: 'bell\u0007',
      }),
    ]) {
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.[0]).toMatchObject({
        message: 'Please remove the control characters from your text.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    expect(await currentName()).toBe(before);
  });

  it('refuses a lone surrogate and text longer than any field takes', async () => {
    const broken = await post(app, member.token, 'mutation ($b: String) { userSetBio(input: {biography: $b}) { profile { uuid } } }', {
      b: 'half \ud83d of a fox',
    });
    expect(broken.status).toBe(400);
    expect(broken.body.errors?.[0].message).toBe('Your text contains a broken character. Please remove it and try again.');
    const long = await post(
      app,
      member.token,
      'query ($f: ProfileSearchFilters) { profileSearch(isAd: false, filters: $f) { edges { cursor } } }',
      {
        f: { displayName: 'x'.repeat(MAX_STRING_LENGTH + 1) },
      },
    );
    expect(long.status).toBe(400);
    expect(long.body.errors?.[0].message).toBe('Text may be at most 10,000 characters.');
  });

  it('wants a visible character in a display name and no text-direction controls', async () => {
    const before = await currentName();
    const invisible = await post(app, member.token, SET_NAME, { n: '\u200b\u3164\u200d ' });
    expect(invisible.body.errors?.[0]).toMatchObject({
      message: 'Display name must contain at least one visible character.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const reversed = await post(app, member.token, SET_NAME, { n: 'Fox\u202eesrever' });
    expect(reversed.body.errors?.[0].message).toBe('Display name must not contain characters that change the direction of the text.');
    expect(await currentName()).toBe(before);
    // Names in any script, with emoji and joiners inside, are fine.
    const fine = await post(app, member.token, SET_NAME, { n: 'Лиса 🦊‍🔥 狐' });
    expect(fine.body.data).toEqual({ userSetDisplayName: { profile: { displayName: 'Лиса 🦊‍🔥 狐' } } });
  });

  it('answers a malformed or control-character address with 400, never 500', async () => {
    for (const path of ['/image/%E0%A4%A.jpeg', '/%E0%A4%A', '/settings/%FF', '/login%00.html']) {
      const response = await fetch(`${app.url}${path}`);
      expect(response.status, path).toBe(400);
      expect(await response.json()).toEqual({ error: 'BAD_REQUEST', message: 'This address is not valid.' });
    }
    // A request target that is no URL at all (absolute form with a broken host) is refused the same way.
    for (const target of ['http://[x', 'http://a:99999/x']) expect(await rawGet(app, target), target).toBe(400);
  });
});
