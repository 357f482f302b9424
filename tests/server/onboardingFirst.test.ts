import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { findOrCreateAccountByEmail } from '../../server/auth/accounts.ts';
import { issueAccessToken } from '../../server/auth/tokens.ts';
import { ALLOWED_BEFORE_ONBOARDING, GATED_TYPES, VIEWER_ANSWERS_BEFORE_ONBOARDING } from '../../server/graphql/onboardingAllowList.ts';
import { ONBOARDING_REQUIRED_MESSAGE } from '../../server/graphql/onboardingFirst.ts';
import { backends, graphql, logIn, startTestApp } from './harness.ts';
import { clientOperation } from './clientArtifacts.ts';
import { outcomeOf } from './operationOutcome.ts';
import { contract, rootFieldOperations, viewerFieldOperations } from './schemaWalk.ts';
import { BERLIN, loginMember, offset } from './searchFixtures.ts';
import { createRoom, newMember, send } from './chatHelpers.ts';
import { centreOf } from './notificationFixtures.ts';

const APP_SHELL = clientOperation('src/features/shell/__generated__/AppShellQuery.graphql.ts');
const SET_DISPLAY_NAME = clientOperation('src/features/onboarding/__generated__/SetDisplayNameMutation.graphql.ts');
const SET_DATE_OF_BIRTH = clientOperation('src/features/onboarding/__generated__/SetDateOfBirthMutation.graphql.ts');
const PROFILE_SCREEN = clientOperation('src/features/profile/__generated__/ProfileScreenQuery.graphql.ts');
const LIKE_PROFILE = clientOperation('src/features/profile/__generated__/LikeProfileMutation.graphql.ts');

const REVIEWED_ALLOW_LIST = [
  'Mutation.deleteAccount',
  'Mutation.logout',
  'Mutation.userSetDateOfBirth',
  'Mutation.userSetDisplayName',
  'Query.viewer',
  'Viewer.chatsUnreadCount',
  'Viewer.featureFlags',
  'Viewer.id',
  'Viewer.isAdult',
  'Viewer.isDeveloper',
  'Viewer.isOnboarded',
  'Viewer.notificationsUnreadCount',
  'Viewer.profile',
];

const refusedToOnboard = { codes: ['ONBOARDING_REQUIRED'], hasData: false };
const walked = () =>
  [...rootFieldOperations(), ...viewerFieldOperations()].filter((operation) => !ALLOWED_BEFORE_ONBOARDING.has(operation.field));

/** A new account, logged in and nothing more: no display name, no date of birth. */
const newAccount = (app: App) => logIn(app, `skips-onboarding-${randomUUID().slice(0, 8)}@example.com`);

async function onboard(app: App, token: string) {
  const named = await graphql(app, token, SET_DISPLAY_NAME.text, { input: { displayName: 'Late Starter' } });
  const born = await graphql(app, token, SET_DATE_OF_BIRTH.text, { input: { dateOfBirth: '1995-06-15' } });
  expect([named.errors, born.errors]).toEqual([undefined, undefined]);
}

describe('the allow-list before onboarding', () => {
  it('is exactly the reviewed list, so a field added to it shows in review', () => {
    expect([...ALLOWED_BEFORE_ONBOARDING].sort()).toEqual(REVIEWED_ALLOW_LIST);
  });

  it('names fields that exist, and answers only for allowed Viewer fields', () => {
    const exists = (coordinate: string) => {
      const [type, field] = coordinate.split('.');
      return GATED_TYPES.has(type) && field in (contract.getType(type) as { getFields(): object }).getFields();
    };
    expect([...ALLOWED_BEFORE_ONBOARDING].filter((coordinate) => !exists(coordinate))).toEqual([]);
    expect(Object.keys(VIEWER_ANSWERS_BEFORE_ONBOARDING).filter((field) => !ALLOWED_BEFORE_ONBOARDING.has(`Viewer.${field}`))).toEqual([]);
  });
});

describe.each(backends)('nothing social before onboarding on $name', ({ postgres }) => {
  let app: App;
  let minor: { id: string; token: string };

  beforeAll(async () => {
    app = await startTestApp({ postgres });
    minor = await loginMember(app, 'Kit Sixteen', { age: 16, at: offset(BERLIN, 2) });
  });
  afterAll(() => app?.stop());

  it('keeps a new account that skipped onboarding from finding, opening, liking or messaging a 16-year-old', async () => {
    const stranger = await newAccount(app);
    const search = { kind: 'query', query: '{ profileSearch { edges { node { uuid displayName } } } }', variables: {} } as const;
    const profile = { kind: 'query', query: PROFILE_SCREEN.text, variables: { uuid: minor.id, isAd: false } } as const;
    const like = { kind: 'mutation', query: LIKE_PROFILE.text, variables: { input: { uuid: minor.id } } } as const;
    const chat = {
      kind: 'mutation',
      query: 'mutation ($p: String!) { chatRoomCreatePrivate(input: {profileUuid: $p}) { room { uuid } } }',
      variables: { p: minor.id },
    } as const;
    for (const operation of [search, profile, like, chat]) expect(await outcomeOf(app, stranger, operation)).toEqual(refusedToOnboard);
    expect((await graphql(app, stranger, search.query)).errors).toEqual([
      expect.objectContaining({ message: ONBOARDING_REQUIRED_MESSAGE, extensions: { code: 'ONBOARDING_REQUIRED' } }),
    ]);

    // The 16-year-old hears nothing and nothing was stored.
    expect((await centreOf(app, minor)).list).toEqual([]);
    const db = app.services.db;
    expect(await db.selectFrom('likes').select('liker_id').where('liked_id', '=', minor.id).execute()).toEqual([]);
    expect(await db.selectFrom('chat_participants').select('room_id').where('profile_id', '=', minor.id).execute()).toEqual([]);
  });

  it('refuses every field of Query, Mutation, Subscription and Viewer off the allow-list, over HTTP and the websocket', async () => {
    const token = await newAccount(app);
    const operations = walked();
    expect(operations.length).toBeGreaterThan(90);
    const answered: Record<string, unknown> = {};
    for (const operation of operations) answered[operation.field] = await outcomeOf(app, token, operation);
    expect(answered).toEqual(Object.fromEntries(operations.map((operation) => [operation.field, refusedToOnboard])));

    // Queries and mutations sent over the websocket pass the same gate.
    const overSocket = operations.filter((operation) => ['Query.profileSearch', 'Mutation.likeProfile'].includes(operation.field));
    for (const operation of overSocket) expect(await outcomeOf(app, token, operation, { overWebsocket: true })).toEqual(refusedToOnboard);
  });

  it("runs the app's onboarding screen, logout and account deletion", async () => {
    const token = await newAccount(app);
    const shell = await graphql<{ viewer: { isOnboarded: boolean; profile: { displayName: string } } }>(app, token, APP_SHELL.text);
    expect(shell.errors).toBeUndefined();
    expect(shell.data!.viewer).toMatchObject({ isOnboarded: false, profile: { displayName: '' } });
    expect((await graphql(app, token, 'mutation { logout { ok } }')).data).toEqual({ logout: { ok: true } });

    const leaving = await newAccount(app);
    expect((await graphql(app, leaving, 'mutation { deleteAccount(input: {confirm: true}) { ok } }')).data).toEqual({
      deleteAccount: { ok: true },
    });
  });

  it("answers the shell's counts of other members' chats and notifications with 0 until the member is onboarded", async () => {
    const sender = await newMember(app, `count-sender-${randomUUID().slice(0, 8)}@example.com`);
    const member = await newMember(app, `count-member-${randomUUID().slice(0, 8)}@example.com`);
    const room = await createRoom(app, sender, member);
    await send(app, sender, room.data!.chatRoomCreatePrivate.room.uuid, 'hello there');
    const counts = async () =>
      (await graphql<{ viewer: { chatsUnreadCount: number; notificationsUnreadCount: number } }>(app, member.token, APP_SHELL.text)).data!
        .viewer;
    const onboardedAt = async (at: Date | null) =>
      app.services.db.updateTable('profiles').set({ onboarded_at: at }).where('id', '=', member.id).execute();

    await onboardedAt(null);
    expect(await counts()).toMatchObject({ chatsUnreadCount: 0, notificationsUnreadCount: 0 });
    await onboardedAt(new Date());
    expect(await counts()).toMatchObject({ chatsUnreadCount: 1, notificationsUnreadCount: 1 });
  });

  it('refuses nothing to the same account once it is onboarded', async () => {
    const token = await newAccount(app);
    await onboard(app, token);
    const refusedOnceOnboarded: string[] = [];
    for (const operation of walked()) {
      const outcome = await outcomeOf(app, token, operation, { openAfterMs: 300 });
      if (outcome.codes.includes('ONBOARDING_REQUIRED')) refusedOnceOnboarded.push(operation.field);
    }
    expect(refusedOnceOnboarded).toEqual([]);
  });
});

describe('nothing social before onboarding, in production', () => {
  let app: App;
  let token: string;
  let minor: { id: string };
  beforeAll(async () => {
    app = await startTestApp({ env: { NODE_ENV: 'production', PERSISTED_OPERATIONS: 'persisted-queries.json' } });
    // Production has no dev mailbox to read a code from, so the account's token is issued directly.
    token = await issueAccessToken(app.services.db, (await findOrCreateAccountByEmail(app.services.db, 'prod-newcomer@example.com'))!);
    minor = { id: (await findOrCreateAccountByEmail(app.services.db, 'prod-minor@example.com'))! };
  });
  afterAll(() => app?.stop());

  /** The app's own operation by its persisted id, as the production client sends it. */
  async function run(operation: typeof APP_SHELL, variables: Record<string, unknown> = {}) {
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ documentId: operation.id, operationName: operation.operationName, variables }),
    });
    return (await response.json()) as { data?: { viewer?: { isOnboarded: boolean } }; errors?: { extensions?: { code?: string } }[] };
  }

  it("refuses the app's own persisted operations off the allow-list, and runs the onboarding screen's", async () => {
    expect((await run(PROFILE_SCREEN, { uuid: minor.id, isAd: false })).errors?.map((error) => error.extensions?.code)).toEqual([
      'ONBOARDING_REQUIRED',
    ]);
    expect((await run(LIKE_PROFILE, { input: { uuid: minor.id } })).errors?.map((error) => error.extensions?.code)).toEqual([
      'ONBOARDING_REQUIRED',
    ]);
    const shell = await run(APP_SHELL);
    expect(shell.errors).toBeUndefined();
    expect(shell.data?.viewer?.isOnboarded).toBe(false);
  });
});
