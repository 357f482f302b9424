import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { suspendAccount } from '../../server/moderation/suspension.ts';
import { LOGOUT_REMEMBERED_MS } from '../../server/auth/endedSessions.ts';
import { hashToken } from '../../server/auth/tokens.ts';
import { backends, graphql, logIn, startTestApp } from './harness.ts';

const VIEWER = '{ viewer { id } }';
const LOGOUT = 'mutation { logout { ok } }';

/** The UNAUTHENTICATED error a refused token gets, with what it says about why. */
async function refusal(app: App, token: string) {
  const { errors } = await graphql(app, token, VIEWER);
  const error = errors?.[0] as { message: string; extensions?: { code?: string; sessionEnd?: unknown } } | undefined;
  return { code: error?.extensions?.code, message: error?.message, sessionEnd: error?.extensions?.sessionEnd };
}

async function profileId(app: App, token: string) {
  const { data } = await graphql<{ viewer: { profile: { uuid: string } } }>(app, token, '{ viewer { profile { uuid } } }');
  return data!.viewer.profile.uuid;
}

describe.each(backends)('a refused session says why it ended ($name)', ({ postgres }) => {
  let app: App;
  beforeAll(async () => {
    app = await startTestApp({ seed: true, postgres });
  });
  afterAll(() => app?.stop());

  it('a token logged out in another tab or device is told so; the member’s other login still works', async () => {
    const phone = await logIn(app, 'ended-elsewhere@example.com');
    const laptop = await logIn(app, 'ended-elsewhere@example.com');
    await graphql(app, phone, LOGOUT);
    expect(await refusal(app, phone)).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'You need to log in again.',
      sessionEnd: { reason: 'LOGGED_OUT_ELSEWHERE' },
    });
    expect((await graphql(app, laptop, VIEWER)).errors).toBeUndefined();
  });

  it('a suspended member’s open tab is told why and until when, in the words the login refusal uses', async () => {
    const token = await logIn(app, 'ended-suspended@example.com');
    const id = await profileId(app, token);
    const until = new Date(Date.now() + 7 * 24 * 3600 * 1000);
    await suspendAccount(app.services.db, id, { reason: 'Harassing other members', until });
    const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(until);
    const { code, sessionEnd } = await refusal(app, token);
    expect(code).toBe('UNAUTHENTICATED');
    expect(sessionEnd).toEqual({
      reason: 'SUSPENDED',
      until: until.toISOString(),
      message: expect.stringMatching(
        new RegExp(`^Your account is suspended until ${day} at \\d\\d:\\d\\d UTC\\. Reason: Harassing other members$`),
      ),
    });
  });

  it('an indefinite suspension has no end date', async () => {
    const token = await logIn(app, 'ended-forever@example.com');
    await suspendAccount(app.services.db, await profileId(app, token), { reason: 'Threats', until: null });
    expect((await refusal(app, token)).sessionEnd).toEqual({
      reason: 'SUSPENDED',
      until: null,
      message: 'Your account is suspended indefinitely. Reason: Threats',
    });
  });

  it('an expired token is told it expired', async () => {
    const token = await logIn(app, 'ended-expired@example.com');
    await app.services.db
      .updateTable('access_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashToken(token))
      .execute();
    expect((await refusal(app, token)).sessionEnd).toEqual({ reason: 'EXPIRED' });
  });

  it('an unknown token and an old logout get only the plain answer', async () => {
    expect(await refusal(app, 'not-a-token-anyone-was-given')).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'You need to log in again.',
      sessionEnd: undefined,
    });

    const old = await logIn(app, 'ended-long-ago@example.com');
    await graphql(app, old, LOGOUT);
    await app.services.db
      .updateTable('access_tokens')
      .set({ revoked_at: new Date(Date.now() - LOGOUT_REMEMBERED_MS - 60_000) })
      .where('token_hash', '=', hashToken(old))
      .execute();
    expect((await refusal(app, old)).sessionEnd).toBeUndefined();
  });

  it('a login whose account was deleted from another tab or device is told so', async () => {
    const deleting = await logIn(app, 'ended-deleted@example.com');
    const other = await logIn(app, 'ended-deleted@example.com');
    await graphql(app, deleting, 'mutation { deleteAccount(input: {confirm: true}) { ok } }');
    expect((await refusal(app, other)).sessionEnd).toEqual({ reason: 'ACCOUNT_DELETED' });
  });

  it('one member’s suspension reaches no other member: their live and logged-out tokens say nothing of it', async () => {
    const offender = await logIn(app, 'ended-offender@example.com');
    const neighbour = await logIn(app, 'ended-neighbour@example.com');
    const neighbourOld = await logIn(app, 'ended-neighbour@example.com');
    await graphql(app, neighbourOld, LOGOUT);
    await suspendAccount(app.services.db, await profileId(app, offender), { reason: 'Spam', until: null });

    expect((await graphql(app, neighbour, VIEWER)).errors).toBeUndefined();
    const other = await refusal(app, neighbourOld);
    expect(other.sessionEnd).toEqual({ reason: 'LOGGED_OUT_ELSEWHERE' });
    expect(JSON.stringify(other)).not.toContain('Spam');
  });
});
