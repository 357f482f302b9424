import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { imagePath, imageUrlSecret } from '../../server/images/signedUrls.ts';
import { MAX_CHAT_PICTURES } from '../../shared/chatPictures.ts';
import { backends, dropPostgresDatabase, freshPostgresUrl, graphql, logIn, startTestApp, wsClient } from './harness.ts';
import { createRoom, newMember, type Member } from './chatHelpers.ts';
import { waitFor } from './chatSync.ts';
import { dataUrl, photoWithGps } from './settingsFixtures.ts';

interface Picture {
  uuid: string;
  isExplicit: boolean;
  url: string;
}
interface Answer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

const UPLOAD = `mutation ($r: String!, $i: String!) {
  chatRoomPictureUpload(input: { roomId: $r, image: $i }) { uuid width height blurHash }
}`;
const SEND = `mutation ($r: String!, $c: String!, $id: String!, $p: [String!], $x: Boolean) {
  chatRoomMessageSend(input: { roomId: $r, message: { content: $c, pictureUuids: $p, isExplicit: $x }, clientMutationId: $id }) {
    messageEdge { node { id seqId pictures { uuid isExplicit url } } }
  }
}`;
const READ = `query ($r: String!) {
  chatRoom(roomId: $r) { lastSeqId canSendExplicitPictures messages(last: 20) { edges { node { seqId pictures { uuid isExplicit url(width: 256) } } } } }
}`;

type Upload = { chatRoomPictureUpload: { uuid: string; width: number; height: number; blurHash: string } };
type Sent = { chatRoomMessageSend: { messageEdge: { node: { id: string; seqId: number; pictures: Picture[] } } } };
type Read = {
  chatRoom: {
    lastSeqId: number;
    canSendExplicitPictures: boolean;
    messages: { edges: { node: { seqId: number; pictures: Picture[] } }[] };
  };
};

const jpeg = () => photoWithGps(320, 240);
const upload = async (app: App, member: Member, roomId: string, image?: string) =>
  graphql<Upload>(app, member.token, UPLOAD, { r: roomId, i: image ?? dataUrl(await jpeg()) }) as Promise<Answer<Upload>>;
const uploaded = async (app: App, member: Member, roomId: string) => (await upload(app, member, roomId)).data!.chatRoomPictureUpload.uuid;
const sendPictures = (app: App, member: Member, roomId: string, uuids: string[], extra: { content?: string; isExplicit?: boolean } = {}) =>
  graphql<Sent>(app, member.token, SEND, {
    r: roomId,
    c: extra.content ?? '',
    id: `${Math.random()}`,
    p: uuids,
    x: extra.isExplicit ?? false,
  }) as Promise<Answer<Sent>>;
const read = (app: App, member: Member, roomId: string) => graphql<Read>(app, member.token, READ, { r: roomId }) as Promise<Answer<Read>>;
const status = async (app: App, path: string) => (await fetch(new URL(path, app.url))).status;
const roomOf = async (app: App, a: Member, b: Member) => (await createRoom(app, a, b)).data!.chatRoomCreatePrivate.room.uuid;
const optInExplicit = (app: App, member: Member) =>
  graphql(app, member.token, 'mutation { userExplicitContentOptInSet(input: { optIn: true }) { __typename } }');

describe.each(backends)('pictures in chat ($name)', ({ postgres }) => {
  let app: App;
  let alice: Member;
  let bob: Member;
  let stranger: Member;
  let roomId: string;
  let sent: Picture[];

  beforeAll(async () => {
    app = await startTestApp({ postgres });
    [alice, bob, stranger] = await Promise.all([
      newMember(app, 'alice@example.com'),
      newMember(app, 'bob@example.com'),
      newMember(app, 'stranger@example.com'),
    ]);
    roomId = await roomOf(app, alice, bob);
    const uuids = [await uploaded(app, alice, roomId), await uploaded(app, alice, roomId)];
    const answer = await sendPictures(app, alice, roomId, uuids, { content: 'Look!' });
    expect(answer.errors).toBeUndefined();
    sent = answer.data!.chatRoomMessageSend.messageEdge.node.pictures;
  });
  afterAll(() => app?.stop());

  it('shows the pictures in order to the room, stripped of their metadata, at a URL of each member’s own', async () => {
    expect(sent.map((picture) => picture.isExplicit)).toEqual([false, false]);
    const bobs = (await read(app, bob, roomId)).data!.chatRoom.messages.edges.at(-1)!.node.pictures;
    expect(bobs.map((picture) => picture.uuid)).toEqual(sent.map((picture) => picture.uuid));
    const response = await fetch(new URL(bobs[0].url, app.url));
    expect(response.status).toBe(200);
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta.exif).toBeUndefined();
    expect(await status(app, sent[0].url)).toBe(200);
  });

  it('serves a picture to no one else: not signed out, not another member, not at a forged or expired URL', async () => {
    const bobs = (await read(app, bob, roomId)).data!.chatRoom.messages.edges.at(-1)!.node.pictures;
    const url = new URL(bobs[0].url, app.url);
    const uuid = bobs[0].uuid;
    // Signed out: the plain path carries no signature.
    expect(await status(app, `/image/${uuid}.jpeg?width=256`)).toBe(404);
    // Another member: bob's URL rewritten for the stranger, or the stranger's own signature for a member of no room.
    const forStranger = new URL(url);
    forStranger.searchParams.set('for', stranger.id);
    expect(await status(app, forStranger.pathname + forStranger.search)).toBe(404);
    const secret = await imageUrlSecret(app.services.db);
    const expires = Math.floor(Date.now() / 1000) + 600;
    expect(await status(app, imagePath(uuid, { width: 256, blur: false }, { secret, expires, viewer: stranger.id }))).toBe(404);
    // A URL signed without a member, as a gallery picture's is, does not open a chat picture.
    expect(await status(app, imagePath(uuid, { width: 256, blur: false }, { secret, expires }))).toBe(404);
    // Forged and expired.
    const forged = new URL(url);
    forged.searchParams.set('sig', 'A'.repeat(43));
    expect(await status(app, forged.pathname + forged.search)).toBe(404);
    const past = Math.floor(Date.now() / 1000) - 10;
    expect(await status(app, imagePath(uuid, { width: 256, blur: false }, { secret, expires: past, viewer: bob.id }))).toBe(404);
    // The stranger reads no message of the room, and cannot upload into it.
    expect((await read(app, stranger, roomId)).data?.chatRoom ?? null).toBeNull();
    expect((await upload(app, stranger, roomId)).errors?.[0].message).toContain('not allowed');
  });

  it('closes a picture to a member once a block closes the room, and opens it again on unblock', async () => {
    const bobs = (await read(app, bob, roomId)).data!.chatRoom.messages.edges.at(-1)!.node.pictures;
    const block = (field: string) =>
      graphql(app, alice.token, `mutation ($u: String!) { ${field}(input: {uuid: $u}) { viewer { id } } }`, { u: bob.id });
    expect((await block('userBlockProfile')).errors).toBeUndefined();
    expect(await status(app, bobs[1].url)).toBe(404);
    expect(await status(app, sent[1].url)).toBe(404);
    expect((await block('userUnblockProfile')).errors).toBeUndefined();
    expect(await status(app, bobs[1].url)).toBe(200);
  });

  it('sends only the sender’s own unsent uploads, at most four, JPEG only', async () => {
    const before = (await read(app, alice, roomId)).data!.chatRoom.lastSeqId;
    const strangerRoom = await roomOf(app, stranger, bob);
    const strangersUpload = await uploaded(app, stranger, strangerRoom);
    const refusals = [
      // Another member's upload, and a picture already sent.
      await sendPictures(app, alice, roomId, [strangersUpload]),
      await sendPictures(app, alice, roomId, [sent[0].uuid]),
      await sendPictures(app, alice, roomId, ['not-a-uuid']),
    ];
    for (const answer of refusals)
      expect(answer.errors?.[0].message).toBe('One of the pictures is no longer there. Please attach it again.');
    // One after another: uploads at once beyond the server's few upload slots are refused as busy.
    const five: string[] = [];
    for (let i = 0; i <= MAX_CHAT_PICTURES; i++) five.push(await uploaded(app, alice, roomId));
    expect((await sendPictures(app, alice, roomId, five)).errors?.[0].message).toBe('A message can carry at most 4 pictures.');
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: 'red' } })
      .png()
      .toBuffer();
    expect((await upload(app, alice, roomId, dataUrl(png, 'image/png'))).errors?.[0].message).toBe('Only JPEG images can be uploaded.');
    const tooLarge = `data:image/jpeg;base64,${'A'.repeat(Math.ceil(16_777_216 / 3) * 4 + 8)}`;
    expect((await upload(app, alice, roomId, tooLarge)).errors?.[0].message).toBeTruthy();
    expect((await sendPictures(app, alice, roomId, [])).errors?.[0].message).toBe('A message must not be empty.');
    // Nothing was sent, and the stranger's upload stayed theirs to send.
    expect((await read(app, alice, roomId)).data!.chatRoom.lastSeqId).toBe(before);
    expect((await sendPictures(app, stranger, strangerRoom, [strangersUpload])).errors).toBeUndefined();
  });

  it('refuses explicit pictures into a room of minors and to an adult who did not opt in; sends them between two who did', async () => {
    const [teenA, teenB] = await Promise.all([
      newMember(app, 'teen-a@example.com', '2010-02-01'),
      newMember(app, 'teen-b@example.com', '2010-03-01'),
    ]);
    const teens = await roomOf(app, teenA, teenB);
    const teenAnswer = await sendPictures(app, teenA, teens, [await uploaded(app, teenA, teens)], { isExplicit: true });
    expect(teenAnswer.errors?.[0].message).toBe('Only members aged 18 or over can send explicit pictures.');
    expect((await read(app, teenB, teens)).data!.chatRoom.lastSeqId).toBe(0);

    await optInExplicit(app, alice);
    expect((await read(app, alice, roomId)).data!.chatRoom.canSendExplicitPictures).toBe(false);
    const toBob = await sendPictures(app, alice, roomId, [await uploaded(app, alice, roomId)], { isExplicit: true });
    expect(toBob.errors?.[0].message).toBe(
      'Explicit pictures can only be sent to members aged 18 or over who chose to see explicit content.',
    );
    await optInExplicit(app, bob);
    expect((await read(app, alice, roomId)).data!.chatRoom.canSendExplicitPictures).toBe(true);
    const allowed = await sendPictures(app, alice, roomId, [await uploaded(app, alice, roomId)], { isExplicit: true });
    expect(allowed.data?.chatRoomMessageSend.messageEdge.node.pictures.map((picture) => picture.isExplicit)).toEqual([true]);
  });

  it('blurs pictures from a member the viewer has not replied to, until they reply or turn the setting off', async () => {
    const [carol, dave] = await Promise.all([newMember(app, 'carol@example.com'), newMember(app, 'dave@example.com')]);
    const room = await roomOf(app, carol, dave);
    await sendPictures(app, carol, room, [await uploaded(app, carol, room)]);
    const blurred = async (member: Member) =>
      (
        await graphql<{ chatRoom: { messages: { edges: { node: { pictures: { isBlurred: boolean }[] } }[] } } }>(
          app,
          member.token,
          'query ($r: String!) { chatRoom(roomId: $r) { messages(last: 5) { edges { node { pictures { isBlurred } } } } } }',
          { r: room },
        )
      ).data!.chatRoom.messages.edges.flatMap((edge) => edge.node.pictures.map((picture) => picture.isBlurred));
    expect(await blurred(dave)).toEqual([true]);
    expect(await blurred(carol)).toEqual([false]);
    const setting = (blur: boolean) =>
      graphql<{ userBlurUnrepliedPicturesSet: { viewer: { contentOptions: { blurUnrepliedPictures: boolean } } } }>(
        app,
        dave.token,
        'mutation ($b: Boolean!) { userBlurUnrepliedPicturesSet(input: {blur: $b}) { viewer { contentOptions { blurUnrepliedPictures } } } }',
        { b: blur },
      );
    expect((await setting(false)).data!.userBlurUnrepliedPicturesSet.viewer.contentOptions.blurUnrepliedPictures).toBe(false);
    expect(await blurred(dave)).toEqual([false]);
    await setting(true);
    await graphql(app, dave.token, SEND, { r: room, c: 'Nice!', id: 'dave-reply', p: [], x: false });
    expect(await blurred(dave)).toEqual([false]);
  });

  it('takes a deleted message’s pictures away, and refuses a member who has not finished onboarding', async () => {
    const uuid = await uploaded(app, bob, roomId);
    const message = (await sendPictures(app, bob, roomId, [uuid])).data!.chatRoomMessageSend.messageEdge.node;
    expect(await status(app, message.pictures[0].url)).toBe(200);
    const deleted = await graphql(
      app,
      bob.token,
      'mutation ($r: String!, $s: Int!) { chatRoomMessageDelete(input: {roomId: $r, seqId: $s}) { __typename } }',
      {
        r: roomId,
        s: message.seqId,
      },
    );
    expect(deleted.errors).toBeUndefined();
    expect(await status(app, message.pictures[0].url)).toBe(404);
    const after = (await read(app, alice, roomId)).data!.chatRoom.messages.edges.find((edge) => edge.node.seqId === message.seqId);
    expect(after?.node.pictures).toEqual([]);

    // Reported like any message, and removed by moderation: the picture goes with the text.
    const reported = (await sendPictures(app, alice, roomId, [await uploaded(app, alice, roomId)])).data!.chatRoomMessageSend.messageEdge
      .node;
    const report = await graphql(
      app,
      bob.token,
      'mutation ($input: ReportProfileInput!) { reportProfile(input: $input) { profile { uuid } } }',
      { input: { uuid: alice.id, reason: 'HARASSMENT', messageId: reported.id } },
    );
    expect(report.errors).toBeUndefined();
    const team = await newMember(app, 'keeper@example.com');
    await app.services.db
      .updateTable('profiles')
      .set({ roles: ['TEAM'] })
      .where('id', '=', team.id)
      .execute();
    const queue = await graphql<{ moderationReports: { edges: { node: { id: string } }[] } }>(
      app,
      team.token,
      '{ moderationReports(first: 1) { edges { node { id } } } }',
    );
    expect(queue.errors).toBeUndefined();
    const reportId = queue.data!.moderationReports.edges[0].node.id;
    const removal = await graphql(app, team.token, 'mutation ($r: ID!) { moderationRemoveContent(input: {reportId: $r}) { __typename } }', {
      r: reportId,
    });
    expect(removal.errors).toBeUndefined();
    expect(await status(app, reported.pictures[0].url)).toBe(404);

    const newcomer = { token: await logIn(app, 'newcomer@example.com'), id: '' };
    expect((await upload(app, newcomer, roomId)).errors?.[0].extensions?.code).toBe('ONBOARDING_REQUIRED');
  });
});

const scaleOut = process.env.DATABASE_URL && process.env.REDIS_URL ? describe : describe.skip;

scaleOut('pictures in chat across two server processes', () => {
  let first: App;
  let second: App;
  let databaseUrl: string;
  beforeAll(async () => {
    databaseUrl = await freshPostgresUrl();
    first = await startTestApp({ databaseUrl, redisUrl: process.env.REDIS_URL });
    second = await startTestApp({ databaseUrl, redisUrl: process.env.REDIS_URL });
  });
  afterAll(async () => {
    await first?.stop();
    await second?.stop();
    if (databaseUrl) await dropPostgresDatabase(databaseUrl);
  });

  it('delivers a picture sent through one process live to a member on the other, who can load it there', async () => {
    const alice = await newMember(first, 'alice@example.com');
    const bob = await newMember(second, 'bob@example.com');
    const roomId = await roomOf(first, alice, bob);
    const client = wsClient(second, bob.token);
    const seen: Picture[][] = [];
    let subscribed = false;
    const stop = client.subscribe<{ chatRoom: { kind: string; message: { node: { pictures: Picture[] } } | null } }>(
      {
        query: 'subscription ($r: String!) { chatRoom(roomId: $r) { kind message { node { pictures { uuid isExplicit url } } } } }',
        variables: { r: roomId },
      },
      {
        next: ({ data }) => {
          if (data?.chatRoom.kind === 'ROOM_UPDATED') subscribed = true;
          if (data?.chatRoom.message) seen.push(data.chatRoom.message.node.pictures);
        },
        error: () => {},
        complete: () => {},
      },
    );
    await waitFor(() => subscribed);
    expect((await sendPictures(first, alice, roomId, [await uploaded(first, alice, roomId)])).errors).toBeUndefined();
    await waitFor(() => seen.length === 1);
    stop();
    await client.dispose();
    expect(seen[0]).toHaveLength(1);
    // Signed by the second process, loaded from the first (whose folder holds the file; real servers share one store).
    expect(await status(first, seen[0][0].url)).toBe(200);
  });
});
