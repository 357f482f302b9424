import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { App } from '../../server/app.ts';
import { backends, graphql, startTestApp } from './harness.ts';
import { createMember, type Member } from './profileFixtures.ts';
import { createRoom, send } from './chatHelpers.ts';

/** How many messages Alice wrote; Bob has read the first READ of them. */
const WRITTEN = 520;
const READ = 20;

type Page = {
  edges: { cursor: string; node: { seqId: number } }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
};

const PAGE = 'edges { cursor node { seqId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }';

describe.each(backends)('a room opens at the reader’s own first unread message ($name)', ({ postgres }) => {
  let app: App;
  let alice: Member;
  let bob: Member;
  let stranger: Member;
  let roomId: string;

  beforeAll(async () => {
    app = await startTestApp({ postgres });
    [alice, bob, stranger] = await Promise.all([createMember(app), createMember(app), createMember(app)]);
    roomId = (await createRoom(app, alice, bob)).data!.chatRoomCreatePrivate.room.uuid;
    await send(app, alice, roomId, 'message 1');
    // The rest in one statement: sending 500 messages one by one would cost the run far more than it tests.
    await sql`insert into chat_messages (id, room_id, seq_id, profile_id, client_id, content, created_at)
      select gen_random_uuid(), ${roomId}::uuid, s, ${alice.id}::uuid, 'bulk-' || s, 'message ' || s, now()
      from generate_series(2, ${WRITTEN}) s`.execute(app.services.db);
    await sql`update chat_rooms set last_seq_id = ${WRITTEN} where id = ${roomId}::uuid`.execute(app.services.db);
    await sql`update chat_participants set last_read_seq_id = ${WRITTEN} where room_id = ${roomId}::uuid and profile_id = ${alice.id}::uuid`.execute(
      app.services.db,
    );
    const marked = await graphql(
      app,
      bob.token,
      'mutation ($r: String!, $s: Int!) { chatRoomReadMarkerUpdate(input: {roomId: $r, seqId: $s}) { lastReadSeqId } }',
      {
        r: roomId,
        s: READ,
      },
    );
    expect(marked.errors).toBeUndefined();
  });
  afterAll(() => app?.stop());

  async function page(member: Member, args: string) {
    const answer = await graphql<{ chatRoom: { messages: Page } | null }>(
      app,
      member.token,
      `query ($r: String!) { chatRoom(roomId: $r) { messages(${args}) { ${PAGE} } } }`,
      { r: roomId },
    );
    return answer;
  }
  const seqIds = (messages: Page) => messages.edges.map((edge) => edge.node.seqId);

  it('starts Bob’s page a few read messages above his first unread one, with more on both sides', async () => {
    const { data, errors } = await page(bob, 'last: 50, atFirstUnread: true');
    expect(errors).toBeUndefined();
    const messages = data!.chatRoom!.messages;
    expect(seqIds(messages)[0]).toBe(READ - 4);
    expect(seqIds(messages)).toContain(READ + 1);
    expect(messages.edges).toHaveLength(50);
    expect(messages.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: true });

    // Both ways by cursor from there, as the client pages: older above, newer below, no gap and no overlap.
    const older = (await page(bob, `last: 50, before: "${messages.pageInfo.startCursor}", atFirstUnread: true`)).data!.chatRoom!.messages;
    expect(seqIds(older)).toEqual(Array.from({ length: READ - 5 }, (_, i) => i + 1));
    expect(older.pageInfo.hasPreviousPage).toBe(false);
    const newer = (await page(bob, `first: 50, after: "${messages.pageInfo.endCursor}", atFirstUnread: true`)).data!.chatRoom!.messages;
    expect(seqIds(newer)[0]).toBe(seqIds(messages).at(-1)! + 1);
    expect(newer.pageInfo.hasNextPage).toBe(true);
  });

  it('gives Alice, who has read everything, the newest page: what Bob has read moves nothing of hers', async () => {
    const atUnread = (await page(alice, 'last: 50, atFirstUnread: true')).data!.chatRoom!.messages;
    const newest = (await page(alice, 'last: 50')).data!.chatRoom!.messages;
    expect(seqIds(atUnread)).toEqual(seqIds(newest));
    expect(seqIds(atUnread).at(-1)).toBe(WRITTEN);
    expect(atUnread.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: false });
  });

  it('reads a room whose few unread messages fit in the newest page as that page', async () => {
    const other = await createMember(app);
    const room = (await createRoom(app, other, alice)).data!.chatRoomCreatePrivate.room.uuid;
    for (let i = 1; i <= 8; i += 1) await send(app, other, room, `hello ${i}`);
    const { data } = await graphql<{ chatRoom: { messages: Page } }>(
      app,
      alice.token,
      `query ($r: String!) { chatRoom(roomId: $r) { messages(last: 5, atFirstUnread: true) { ${PAGE} } } }`,
      { r: room },
    );
    // Alice read none of the 8: the page starts at the first, and the rest follow forwards.
    expect(seqIds(data!.chatRoom.messages)).toEqual([1, 2, 3, 4, 5]);
    expect(data!.chatRoom.messages.pageInfo).toMatchObject({ hasPreviousPage: false, hasNextPage: true });
  });

  it('refuses a member of no part in the room, by room id and by node id alike', async () => {
    const byRoom = await page(stranger, 'last: 50, atFirstUnread: true');
    expect(byRoom.data?.chatRoom ?? null).toBeNull();
    const roomGlobalId = (
      await graphql<{ chatRoom: { id: string } }>(app, bob.token, 'query ($r: String!) { chatRoom(roomId: $r) { id } }', { r: roomId })
    ).data!.chatRoom.id;
    const byNode = await graphql<{ node: unknown }>(
      app,
      stranger.token,
      `query ($id: ID!) { node(id: $id) { ... on ChatRoom { messages(last: 50, atFirstUnread: true) { ${PAGE} } } } }`,
      { id: roomGlobalId },
    );
    expect(byNode.data?.node ?? null).toBeNull();
  });

  it('takes a cursor over atFirstUnread, and a cursor that is not a seqId pages from the newest as before', async () => {
    const byCursor = (await page(bob, 'last: 3, before: "10", atFirstUnread: true')).data!.chatRoom!.messages;
    expect(seqIds(byCursor)).toEqual([7, 8, 9]);
    const junk = await page(bob, 'last: 3, before: "not-a-cursor", atFirstUnread: true');
    expect(junk.errors).toBeUndefined();
    expect(seqIds(junk.data!.chatRoom!.messages)).toEqual([WRITTEN - 2, WRITTEN - 1, WRITTEN]);
  });
});
