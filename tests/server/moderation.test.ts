import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { MUTATION_LIMITS } from '../../server/graphql/mutationLimits.ts';
import { backends, graphql, latestCode, logIn, postJson, startTestApp } from './harness.ts';
import { addImage, dataUrl, newMember, photoWithGps } from './settingsFixtures.ts';
import { createRoom, send } from './chatHelpers.ts';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

const REPORT = `mutation ($input: ReportProfileInput!) { reportProfile(input: $input) { profile { uuid displayName } } }`;
const QUEUE = `{ moderationReports(first: 10) { edges { node { id reason details status reporter { displayName } profile { uuid displayName }
  messages { content isReported authorName } image { uuid url(width: 320) } actions { kind actorName note suspendedUntil } } } } }`;
const SUSPEND = `mutation ($input: ModerationSuspendAccountInput!) { moderationSuspendAccount(input: $input) {
  report { status profile { suspendedAt suspendedUntil suspensionReason } actions { kind note suspendedUntil } } } }`;
const DISMISS =
  'mutation ($input: ModerationReportInput!) { moderationDismissReport(input: $input) { report { status actions { kind note actorName } } } }';
const REMOVE =
  'mutation ($input: ModerationReportInput!) { moderationRemoveContent(input: $input) { report { status isImageRemoved image { uuid } messages { content isReported } actions { kind } } } }';

type Member = Awaited<ReturnType<typeof newMember>>;
type Queue = {
  moderationReports: {
    edges: {
      node: { id: string; reason: string; profile: { uuid: string }; messages: { content: string | null; isReported: boolean }[] };
    }[];
  };
};

/** Opens a member's websocket and, once the server accepted it, answers with a promise of how it closes. */
async function openSocket(app: App, token: string) {
  let accepted!: () => void;
  let refused!: (error: Error) => void;
  const ready = new Promise<void>((resolve, reject) => ((accepted = resolve), (refused = reject)));
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    createClient({
      url: `${app.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { token },
      retryAttempts: 0,
      lazy: false,
      onNonLazyError: () => {},
      on: {
        connected: () => accepted(),
        closed: (event) => {
          const { code, reason } = event as { code: number; reason: string };
          refused(new Error(`The socket closed before it was accepted: ${code} ${reason}`));
          resolve({ code, reason });
        },
      },
    });
  });
  await ready;
  return { closed };
}

async function staffMember(app: App, email: string) {
  const member = await newMember(app, email);
  // A member may not take a name like 'staff' (server/profiles/staffLikeNames.ts): it is given with the role.
  await app.services.db
    .updateTable('profiles')
    .set({ roles: ['TEAM'], display_name: email.split('@')[0], onboarded_at: new Date() })
    .where('id', '=', member.uuid)
    .execute();
  return member;
}

const report = (app: App, token: string, input: Record<string, unknown>) =>
  graphql<{ reportProfile: { profile: { uuid: string } | null } }>(app, token, REPORT, { input });
const asMember = (member: Member) => ({ token: member.token, id: member.uuid });

async function queue(app: App, token: string) {
  return (await graphql<Queue>(app, token, QUEUE)).data!.moderationReports.edges.map((edge) => edge.node);
}

describe.each(backends)('reports and moderation on $name', ({ postgres }) => {
  let app: App;
  let alice: Member;
  let bob: Member;
  let carol: Member;
  let team: Member;
  let bobCarolRoom: string;
  beforeAll(async () => {
    app = await startTestApp({ postgres });
    [alice, bob, carol, team] = [
      await newMember(app, 'alice@example.com'),
      await newMember(app, 'bob@example.com'),
      await newMember(app, 'carol@example.com'),
      await staffMember(app, 'staff@example.com'),
    ];
  });
  afterAll(() => app?.stop());

  it('refuses a report without a reason it can act on and stores nothing', async () => {
    const refusals = [
      [{ uuid: bob.uuid, reason: 'OTHER' }, 'Please tell us what is wrong.'],
      [{ uuid: bob.uuid, reason: 'OTHER', details: '   ' }, 'Please tell us what is wrong.'],
      [{ uuid: bob.uuid, reason: 'HARASSMENT', details: 'x'.repeat(1001) }, 'Please keep the details to 1,000 characters or fewer.'],
      [{ uuid: alice.uuid, reason: 'SPAM_OR_SCAM' }, 'You cannot report your own profile.'],
      [{ uuid: '00000000-0000-4000-8000-000000000000', reason: 'SPAM_OR_SCAM' }, 'Profile not found.'],
      [{ uuid: bob.uuid, reason: 'SPAM_OR_SCAM', messageId: 'not-an-id' }, 'Message not found.'],
    ] as const;
    for (const [input, message] of refusals) expect((await report(app, alice.token, input)).errors?.[0].message).toBe(message);
    expect(await app.services.db.selectFrom('reports').selectAll().execute()).toEqual([]);
  });

  it('takes a message or image only when the reporter could see it', async () => {
    // Bob and Carol chat; Alice is not in their room, so she cannot report Bob's message to Carol.
    bobCarolRoom = (await createRoom(app, asMember(bob), asMember(carol))).data!.chatRoomCreatePrivate.room.uuid;
    const sent = (await send(app, asMember(bob), bobCarolRoom, 'buy my crypto')).data!.chatRoomMessageSend.messageEdge.node;
    expect((await report(app, alice.token, { uuid: bob.uuid, reason: 'SPAM_OR_SCAM', messageId: sent.id })).errors?.[0].message).toBe(
      'Message not found.',
    );
    // Carol cannot pin Bob's message on Alice either.
    expect((await report(app, carol.token, { uuid: alice.uuid, reason: 'SPAM_OR_SCAM', messageId: sent.id })).errors?.[0].message).toBe(
      'Message not found.',
    );
    const image = (await addImage(app, bob.token, dataUrl(await photoWithGps(64, 64)))).data!.userProfileImageAdd.profileImageEdge.node;
    await graphql(
      app,
      bob.token,
      'mutation ($id: ID!) { userProfileImageEdit(input: {id: $id, accessPermission: PRIVATE}) { profileImage { id } } }',
      { id: image.id },
    );
    expect(
      (await report(app, alice.token, { uuid: bob.uuid, reason: 'UNRATED_EXPLICIT_CONTENT', imageId: image.id })).errors?.[0].message,
    ).toBe('Image not found.');
    expect(await app.services.db.selectFrom('reports').selectAll().execute()).toEqual([]);
    // Carol saw the message: her report is taken, and Bob's profile stays there for her to block.
    const taken = await report(app, carol.token, { uuid: bob.uuid, reason: 'SPAM_OR_SCAM', messageId: sent.id });
    expect(taken.data).toEqual({ reportProfile: { profile: { uuid: bob.uuid, displayName: 'bob' } } });
  });

  it('limits how many reports one member files, and keeps a repeated report as one', async () => {
    const strict = await startTestApp({ postgres, mutationLimits: MUTATION_LIMITS });
    try {
      const [dave, erin] = [await newMember(strict, 'dave@example.com'), await newMember(strict, 'erin@example.com')];
      const answers = [];
      for (let i = 0; i < 11; i++) answers.push(await report(strict, dave.token, { uuid: erin.uuid, reason: 'HARASSMENT' }));
      expect(answers.slice(0, 10).every((answer) => answer.data?.reportProfile.profile?.uuid === erin.uuid)).toBe(true);
      expect(answers[10].errors?.[0]).toMatchObject({
        message: 'You are doing that too often. Please wait a moment and try again.',
        extensions: { code: 'RATE_LIMITED' },
      });
      expect(await strict.services.db.selectFrom('reports').select('reason').execute()).toEqual([{ reason: 'HARASSMENT' }]);
    } finally {
      await strict.stop();
    }
  });

  it('refuses every moderation call from a member who is not on the team', async () => {
    await report(app, alice.token, { uuid: carol.uuid, reason: 'IMPERSONATION', details: 'Pretends to be me' });
    const [open] = await queue(app, team.token);
    const calls = [
      [QUEUE, {}],
      ['query ($id: ID!) { moderationReport(id: $id) { id } }', { id: open.id }],
      [DISMISS, { input: { reportId: open.id } }],
      [REMOVE, { input: { reportId: open.id } }],
      [SUSPEND, { input: { reportId: open.id, reason: 'spam' } }],
    ] as const;
    for (const [query, variables] of calls) {
      const answer = await graphql(app, alice.token, query, variables);
      expect(answer.errors?.[0]).toMatchObject({ message: 'Only the Snoot team can do this.', extensions: { code: 'FORBIDDEN' } });
    }
    expect((await graphql(app, null, QUEUE)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    // Nothing moved: the report is still open and Carol can still log in.
    expect((await queue(app, team.token)).map((node) => node.id)).toContain(open.id);
    expect((await graphql(app, carol.token, '{ viewer { id } }')).data?.viewer).toBeTruthy();
  });

  it('lists open reports newest first with the message in context, and dismissing one logs who did it', async () => {
    const reports = await queue(app, team.token);
    expect(reports.map((node) => node.reason)).toEqual(['IMPERSONATION', 'SPAM_OR_SCAM']);
    expect(reports[1].messages).toEqual([{ content: 'buy my crypto', isReported: true, authorName: 'bob' }]);
    const dismissed = await graphql(app, team.token, DISMISS, { input: { reportId: reports[0].id, note: 'Parody account' } });
    expect(dismissed.data).toEqual({
      moderationDismissReport: {
        report: { status: 'DISMISSED', actions: [{ kind: 'DISMISSED', note: 'Parody account', actorName: 'staff' }] },
      },
    });
    expect((await queue(app, team.token)).map((node) => node.reason)).toEqual(['SPAM_OR_SCAM']);
    expect((await graphql(app, team.token, DISMISS, { input: { reportId: reports[0].id } })).errors?.[0].message).toBe(
      'This report is already closed.',
    );
  });

  it('pages through the open reports newest first with opaque cursors', async () => {
    const filed = ['SPAM_OR_SCAM', 'HARASSMENT', 'IMPERSONATION'];
    for (const reason of filed) await report(app, carol.token, { uuid: alice.uuid, reason });
    const PAGE =
      'query ($after: String) { moderationReports(first: 2, after: $after) { edges { cursor node { id reason } } pageInfo { hasNextPage endCursor } } }';
    type Page = {
      moderationReports: { edges: { node: { id: string; reason: string } }[]; pageInfo: { hasNextPage: boolean; endCursor: string } };
    };
    const reasons: string[] = [];
    const ids: string[] = [];
    let after: string | null = null;
    for (;;) {
      const page: Page = (await graphql<Page>(app, team.token, PAGE, { after })).data!;
      reasons.push(...page.moderationReports.edges.map((edge) => edge.node.reason));
      ids.push(...page.moderationReports.edges.map((edge) => edge.node.id));
      if (!page.moderationReports.pageInfo.hasNextPage) break;
      after = page.moderationReports.pageInfo.endCursor;
    }
    expect(reasons.slice(0, 3)).toEqual([...filed].reverse());
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids.slice(0, 3)) await graphql(app, team.token, DISMISS, { input: { reportId: id } });
    expect((await graphql(app, team.token, PAGE, { after: 'bm90IGEgY3Vyc29y' })).errors).toBeUndefined();
  });

  it('removes a reported image for good', async () => {
    const image = (await addImage(app, carol.token, dataUrl(await photoWithGps(64, 64)))).data!.userProfileImageAdd.profileImageEdge.node;
    await report(app, alice.token, { uuid: carol.uuid, reason: 'UNRATED_EXPLICIT_CONTENT', imageId: image.id });
    const [open] = await queue(app, team.token);
    const removed = await graphql(app, team.token, REMOVE, { input: { reportId: open.id } });
    expect(removed.data).toEqual({
      moderationRemoveContent: {
        report: { status: 'ACTIONED', isImageRemoved: true, image: null, messages: [], actions: [{ kind: 'IMAGE_REMOVED' }] },
      },
    });
    const gallery = await graphql<{ profile: { images: { edges: unknown[] } } }>(
      app,
      alice.token,
      `{ profile(uuid: "${carol.uuid}") { images { edges { node { id } } } } }`,
    );
    expect(gallery.data!.profile.images.edges).toEqual([]);
  });

  it('suspends an account: sessions end, profile and messages disappear, login tells why and until when', async () => {
    const [open] = await queue(app, team.token);
    expect(open.profile.uuid).toBe(bob.uuid);
    const until = new Date(Date.now() + 7 * 24 * 3600 * 1000);
    expect(
      (await graphql(app, team.token, SUSPEND, { input: { reportId: open.id, reason: '  ', until: until.toISOString() } })).errors?.[0]
        .message,
    ).toBe('Please give the reason the member will be shown.');
    expect(
      (await graphql(app, team.token, SUSPEND, { input: { reportId: open.id, reason: 'Spam', until: '2000-01-01T00:00:00Z' } })).errors?.[0]
        .message,
    ).toBe('The end of a suspension must be in the future.');
    expect((await graphql(app, bob.token, '{ viewer { id } }')).data?.viewer).toBeTruthy();
    const socket = await openSocket(app, bob.token);

    const suspended = await graphql(app, team.token, SUSPEND, {
      input: { reportId: open.id, reason: 'Selling crypto in chats', until: until.toISOString() },
    });
    expect(suspended.data).toMatchObject({
      moderationSuspendAccount: {
        report: {
          status: 'ACTIONED',
          profile: { suspendedUntil: until.toISOString(), suspensionReason: 'Selling crypto in chats' },
          actions: [{ kind: 'ACCOUNT_SUSPENDED', note: 'Selling crypto in chats', suspendedUntil: until.toISOString() }],
        },
      },
    });
    expect(await socket.closed).toEqual({ code: 4401, reason: 'Account suspended' });
    expect((await graphql(app, bob.token, '{ viewer { id } }')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await graphql(app, carol.token, `{ profile(uuid: "${bob.uuid}") { uuid } }`)).data).toEqual({ profile: null });
    const room = await graphql<{ chatRoom: { messages: { edges: { node: { payload: { content: string | null } } }[] } } }>(
      app,
      carol.token,
      'query ($r: String!) { chatRoom(roomId: $r) { messages(last: 10) { edges { node { payload { ... on ChatMessageTextPayload { content } } } } } } }',
      { r: bobCarolRoom },
    );
    expect(room.data!.chatRoom.messages.edges.map((edge) => edge.node.payload.content)).toEqual([null]);

    await postJson(app, '/account-provider/email/request-code', { email: 'bob@example.com' });
    const login = await postJson(app, '/account-provider/email/login', {
      email: 'bob@example.com',
      code: await latestCode(app, 'bob@example.com'),
    });
    const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(until);
    expect(login.status).toBe(403);
    expect(login.body).toMatchObject({ error: 'ACCOUNT_SUSPENDED' });
    expect(login.body.message).toMatch(
      new RegExp(`^Your account is suspended until ${day} at \\d\\d:\\d\\d UTC\\. Reason: Selling crypto in chats$`),
    );
  });

  it('lets a member back in once the suspension has ended, and keeps an indefinite one', async () => {
    await app.services.db
      .updateTable('profiles')
      .set({ suspended_until: new Date(Date.now() - 1000) })
      .where('id', '=', bob.uuid)
      .execute();
    const token = await logIn(app, 'bob@example.com');
    expect((await graphql(app, token, '{ viewer { profile { uuid } } }')).data).toEqual({ viewer: { profile: { uuid: bob.uuid } } });
    expect((await graphql(app, carol.token, `{ profile(uuid: "${bob.uuid}") { uuid } }`)).data).toEqual({ profile: { uuid: bob.uuid } });

    await report(app, carol.token, { uuid: bob.uuid, reason: 'HARASSMENT' });
    const [open] = await queue(app, team.token);
    await graphql(app, team.token, SUSPEND, { input: { reportId: open.id, reason: 'Repeated harassment' } });
    await postJson(app, '/account-provider/email/request-code', { email: 'bob@example.com' });
    const login = await postJson(app, '/account-provider/email/login', {
      email: 'bob@example.com',
      code: await latestCode(app, 'bob@example.com'),
    });
    expect(login.body).toEqual({
      error: 'ACCOUNT_SUSPENDED',
      message: 'Your account is suspended indefinitely. Reason: Repeated harassment',
    });
  });
});
