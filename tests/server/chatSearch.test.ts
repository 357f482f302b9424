import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { App } from '../../server/app.ts';
import { backends, dropPostgresDatabase, freshPostgresUrl, graphql, logIn, startTestApp } from './harness.ts';
import { createRoom, newMember, send, type Member } from './chatHelpers.ts';

type Answer<T> = { data?: T | null; errors?: { message: string; extensions?: { code?: string } }[] };

const LIST = `query ($s: String, $u: Boolean, $f: ChatRoomFilter) {
  viewer { chatRooms(filter: $f, search: $s, unreadOnly: $u, first: 50) { edges { node { uuid } } } }
}`;
const IN_ROOM = `query ($r: String!, $q: String!, $first: Int, $after: String) {
  chatRoom(roomId: $r) {
    messageSearch(query: $q, first: $first, after: $after) {
      edges { cursor snippet node { seqId payload { ... on ChatMessageTextPayload { content } } } }
      pageInfo { hasNextPage endCursor }
    }
  }
}`;

type ListData = { viewer: { chatRooms: { edges: { node: { uuid: string } }[] } } };
type SearchData = {
  chatRoom: {
    messageSearch: {
      edges: { cursor: string; snippet: string; node: { seqId: number; payload: { content: string | null } } }[];
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
    };
  } | null;
};

async function listed(app: App, member: Member, variables: Record<string, unknown>) {
  const answer = await graphql<ListData>(app, member.token, LIST, variables);
  expect(answer.errors).toBeUndefined();
  return answer.data!.viewer.chatRooms.edges.map((edge) => edge.node.uuid);
}

function searchIn(app: App, member: Member, roomId: string, query: string, more: { first?: number; after?: string } = {}) {
  return graphql<SearchData>(app, member.token, IN_ROOM, { r: roomId, q: query, ...more }) as Promise<Answer<SearchData>>;
}

async function foundSeqIds(app: App, member: Member, roomId: string, query: string) {
  const answer = await searchIn(app, member, roomId, query);
  expect(answer.errors).toBeUndefined();
  return answer.data!.chatRoom!.messageSearch.edges.map((edge) => edge.node.seqId);
}

const mutate = (app: App, member: Member, field: string, uuid: string) =>
  graphql(app, member.token, `mutation ($u: String!) { ${field}(input: {uuid: $u}) { __typename } }`, { u: uuid });

describe.each(backends)('chat search ($name)', ({ postgres }) => {
  let app: App;
  let alice: Member;
  let bobby: Member;
  let carol: Member;
  let hidden: Member;
  let blocker: Member;
  let secretive: Member;
  let stranger: Member;
  const rooms: Record<string, string> = {};

  beforeAll(async () => {
    app = await startTestApp({ postgres });
    [alice, bobby, carol, hidden, blocker, secretive, stranger] = await Promise.all(
      ['alice', 'bobby', 'carol', 'hiddenhare', 'blockbadger', 'secretsquirrel', 'stranger'].map((name) =>
        newMember(app, `${name}@example.com`),
      ),
    );
    for (const [name, other] of Object.entries({ bobby, carol, hidden, blocker, secretive })) {
      rooms[name] = (await createRoom(app, alice, other)).data!.chatRoomCreatePrivate.room.uuid;
      await send(app, alice, rooms[name], `Hello ${name}, how is the weather?`);
      await send(app, other, rooms[name], `Sunny weather here, pancakes for breakfast`);
    }
    // Alice read Carol's answer (writing reads the room); Bobby's and the others' answers wait unread.
    await send(app, alice, rooms.carol, 'Pancakes! Lucky you');
    await send(app, alice, rooms.bobby, 'Deleted weather talk');
    await graphql(
      app,
      alice.token,
      'mutation ($r: String!) { chatRoomMessageDelete(input: {roomId: $r, seqId: 3}) { message { seqId } } }',
      {
        r: rooms.bobby,
      },
    );
    await send(app, bobby, rooms.bobby, 'The weather turned, 100% rain_now');
    await mutate(app, alice, 'userHideProfile', hidden.id);
    await mutate(app, blocker, 'userBlockProfile', alice.id);
    await app.services.db.updateTable('profiles').set({ view_profile: 'PRIVATE' }).where('id', '=', secretive.id).execute();
  });
  afterAll(() => app?.stop());

  it('finds chats by the other member’s name, whatever the case, taking % and _ as letters', async () => {
    expect(await listed(app, alice, { s: 'BOB' })).toEqual([rooms.bobby]);
    expect(await listed(app, alice, { s: '  car ' })).toEqual([rooms.carol]);
    expect(await listed(app, alice, { s: '%' })).toEqual([]);
    expect(await listed(app, alice, { s: 'nobody by this name' })).toEqual([]);
    // No search (or an empty one) is the whole tab.
    expect(new Set(await listed(app, alice, { s: '' }))).toEqual(new Set([rooms.bobby, rooms.carol, rooms.hidden, rooms.secretive]));
  });

  it('never finds a hidden member, one who blocked the viewer, or a private profile, by name', async () => {
    expect(await listed(app, alice, { s: 'hare' })).toEqual([]);
    expect(await listed(app, alice, { s: 'badger' })).toEqual([]);
    expect(await listed(app, alice, { s: 'squirrel' })).toEqual([]);
    // The other side of a block finds nothing either.
    expect(await listed(app, blocker, { s: 'alice' })).toEqual([]);
    // Searching is for the viewer's own rooms: a stranger finds no room of Alice's with Bobby.
    expect(await listed(app, stranger, { s: 'bob' })).toEqual([]);
  });

  it('keeps the same members out when a name is shared by more rooms than it reads up front', async () => {
    const gil = await newMember(app, 'gil@example.com');
    const db = app.services.db;
    // 1,010 rooms with members named "Crowd Cat …": past the 1,000 the list reads by name first. (Times to the
    // millisecond, as the app stores them: the list's cursor carries milliseconds.)
    const { rows } = await sql<{ id: string }>`
      insert into profiles (id, display_name, date_of_birth, onboarded_at, share_hash)
      select gen_random_uuid(), 'Crowd Cat ' || i, '1991-01-01', now(), md5(random()::text) from generate_series(1, 1010) as i
      returning id`.execute(db);
    const cats = rows.map((row) => row.id);
    await sql`
      with rooms as (
        insert into chat_rooms (id, type, created_at, last_seq_id)
        select gen_random_uuid(), 'PRIVATE', date_trunc('milliseconds', now()), 0 from generate_series(1, 1010) returning id
      ), numbered as (select id, row_number() over () as n from rooms)
      insert into chat_participants (room_id, profile_id, status, joined_at)
      select numbered.id, who.profile_id, 'JOINED', now()
      from numbered, lateral (values (${gil.id}::uuid), ((${cats}::uuid[])[numbered.n])) as who(profile_id)`.execute(db);
    await sql`insert into profile_hides (profile_id, hidden_id) values (${gil.id}::uuid, ${cats[0]}::uuid)`.execute(db);
    await sql`insert into blocks (blocker_id, blocked_id) values (${cats[1]}::uuid, ${gil.id}::uuid)`.execute(db);
    await sql`update profiles set view_profile = 'PRIVATE' where id = ${cats[2]}::uuid`.execute(db);
    let count = 0;
    let after: string | null = null;
    do {
      const page: {
        errors?: unknown;
        data?: { viewer: { chatRooms: { edges: unknown[]; pageInfo: { hasNextPage: boolean; endCursor: string } } } };
      } = await graphql(
        app,
        gil.token,
        'query ($a: String) { viewer { chatRooms(search: "crowd cat", first: 100, after: $a) { edges { cursor } pageInfo { hasNextPage endCursor } } } }',
        { a: after },
      );
      expect(page.data, JSON.stringify(page)).toBeTruthy();
      count += page.data!.viewer.chatRooms.edges.length;
      after = page.data!.viewer.chatRooms.pageInfo.hasNextPage ? page.data!.viewer.chatRooms.pageInfo.endCursor : null;
    } while (after);
    expect(count).toBe(1007);
    expect(await listed(app, gil, { s: 'crowd cat 1010' })).toHaveLength(1);
    // Eleven pages over 1,010 rooms: a few seconds on a quiet machine, over 30 on a loaded one.
  }, 120_000);

  it('keeps only rooms with unread messages when asked, with the search too', async () => {
    const unread = await listed(app, alice, { u: true });
    expect(unread).toContain(rooms.bobby);
    expect(unread).not.toContain(rooms.carol);
    // A private profile's room is not counted unread (nobody could say who wrote), so it is not listed either.
    expect(unread).not.toContain(rooms.secretive);
    expect(await listed(app, alice, { u: true, s: 'carol' })).toEqual([]);
    expect(await listed(app, alice, { u: true, s: 'bob' })).toEqual([rooms.bobby]);
  });

  it('finds messages in a room by the start of every word, newest first, a page at a time, with snippets', async () => {
    expect(await foundSeqIds(app, alice, rooms.bobby, 'weath')).toEqual([4, 2, 1]);
    expect(await foundSeqIds(app, alice, rooms.bobby, 'SUNNY pancakes')).toEqual([2]);
    expect(await foundSeqIds(app, alice, rooms.bobby, 'sunny rain')).toEqual([]);
    // Punctuation is not query syntax: it only separates words.
    expect(await foundSeqIds(app, alice, rooms.bobby, "100% rain_now ' & | !")).toEqual([4]);
    const first = await searchIn(app, alice, rooms.bobby, 'weather', { first: 2 });
    const page = first.data!.chatRoom!.messageSearch;
    expect(page.edges.map((edge) => edge.node.seqId)).toEqual([4, 2]);
    expect(page.edges[1].snippet).toBe('Sunny weather here, pancakes for breakfast');
    expect(page.pageInfo).toEqual({ hasNextPage: true, endCursor: '2' });
    const second = await searchIn(app, alice, rooms.bobby, 'weather', { first: 2, after: page.pageInfo.endCursor! });
    expect(second.data!.chatRoom!.messageSearch.edges.map((edge) => edge.node.seqId)).toEqual([1]);
    expect(second.data!.chatRoom!.messageSearch.pageInfo.hasNextPage).toBe(false);
  });

  it('never finds a deleted message', async () => {
    expect(await foundSeqIds(app, alice, rooms.bobby, 'deleted')).toEqual([]);
    expect(await foundSeqIds(app, bobby, rooms.bobby, 'talk')).toEqual([]);
  });

  it('keeps a hidden member’s messages out, and a room the viewer may not open shut', async () => {
    // Alice's own message in the room with the member she hid is found; theirs is not.
    expect(await foundSeqIds(app, alice, rooms.hidden, 'weather')).toEqual([1]);
    const refused = async (member: Member, roomId: string) => {
      const answer = await searchIn(app, member, roomId, 'weather');
      expect(answer.data?.chatRoom ?? null).toBeNull();
      expect(answer.errors?.[0].message).toBe('You are not allowed to open this chat.');
    };
    await refused(stranger, rooms.bobby);
    await refused(alice, rooms.blocker);
    await refused(blocker, rooms.blocker);
    // Through node() the room is the same participant-only room, search and all.
    const node = await graphql<{ node: unknown }>(app, stranger.token, 'query ($r: String!) { chatRoom(roomId: $r) { id } }', {
      r: rooms.bobby,
    });
    expect(node.data?.node ?? null).toBeNull();
  });

  it('stops searching a room once the member left it or removed it', async () => {
    const dora = await newMember(app, 'dora@example.com');
    const roomId = (await createRoom(app, dora, alice)).data!.chatRoomCreatePrivate.room.uuid;
    await send(app, dora, roomId, 'weather report');
    expect(await foundSeqIds(app, alice, roomId, 'weather')).toEqual([1]);
    await graphql(app, alice.token, 'mutation ($r: String!) { chatRoomRemove(input: {roomId: $r}) { deletedRoomId } }', { r: roomId });
    expect((await searchIn(app, alice, roomId, 'weather')).errors?.[0].message).toBe('You are not allowed to open this chat.');
    await graphql(app, dora.token, 'mutation ($r: String!) { chatRoomLeave(input: {roomId: $r}) { deletedRoomId } }', { r: roomId });
    expect((await searchIn(app, dora, roomId, 'weather')).errors?.[0].message).toBe('You are not allowed to open this chat.');
  });

  it('finds an old message of a long room through the word index, never a deleted one', async () => {
    const [ewan, fern] = await Promise.all([newMember(app, 'ewan@example.com'), newMember(app, 'fern@example.com')]);
    const roomId = (await createRoom(app, ewan, fern)).data!.chatRoomCreatePrivate.room.uuid;
    // 600 messages, more than a search reads one by one before it asks the index.
    await sql`
      insert into chat_messages (id, room_id, seq_id, profile_id, client_id, content, deleted_at)
      select gen_random_uuid(), ${roomId}::uuid, i, case when i % 2 = 0 then ${ewan.id}::uuid else ${fern.id}::uuid end, 'c' || i,
        case when i = 3 then 'zeppelin sighted' when i = 4 then null else 'weather report ' || i end,
        case when i = 4 then now() else null end
      from generate_series(1, 600) as i`.execute(app.services.db);
    await sql`update chat_rooms set last_seq_id = 600 where id = ${roomId}::uuid`.execute(app.services.db);
    expect(await foundSeqIds(app, ewan, roomId, 'zeppel')).toEqual([3]);
    expect(await foundSeqIds(app, fern, roomId, 'sighted zeppelin')).toEqual([3]);
    const newest = await searchIn(app, ewan, roomId, 'weather', { first: 3 });
    expect(newest.data!.chatRoom!.messageSearch.edges.map((edge) => edge.node.seqId)).toEqual([600, 599, 598]);
    const oldest = await searchIn(app, ewan, roomId, 'weather', { first: 50, after: '8' });
    expect(oldest.data!.chatRoom!.messageSearch.edges.map((edge) => edge.node.seqId)).toEqual([7, 6, 5, 2, 1]);
    expect(await foundSeqIds(app, ewan, roomId, 'report 599')).toEqual([599]);
  });

  it('refuses an empty or overlong search in member words, and a member who has not finished onboarding', async () => {
    const empty = await searchIn(app, alice, rooms.bobby, '   ');
    expect(empty.errors?.[0]).toMatchObject({ message: 'Type a word to search for.', extensions: { code: 'BAD_USER_INPUT' } });
    const long = 'w'.repeat(101);
    expect((await searchIn(app, alice, rooms.bobby, long)).errors?.[0].message).toBe('A search can be at most 100 characters.');
    expect((await graphql(app, alice.token, LIST, { s: long })).errors?.[0].message).toBe('A search can be at most 100 characters.');
    const newcomer = await logIn(app, 'newcomer@example.com');
    const early = await graphql(app, newcomer, LIST, { s: 'bob' });
    expect(early.errors?.[0].extensions?.code).toBe('ONBOARDING_REQUIRED');
    expect(early.data ?? null).toBeNull();
  });

  it('limits how often a member searches', async () => {
    const eager = await newMember(app, 'eager@example.com');
    const answers = [];
    for (let i = 0; i < 61; i += 1) answers.push(await graphql(app, eager.token, LIST, { s: `x${i}` }));
    expect(answers.slice(0, 60).every((answer) => !answer.errors)).toBe(true);
    expect(answers[60].errors?.[0]).toMatchObject({
      message: 'You are doing that too often. Please wait a moment and try again.',
      extensions: { code: 'RATE_LIMITED' },
    });
  });
});

const scaleOut = process.env.DATABASE_URL && process.env.REDIS_URL ? describe : describe.skip;

scaleOut('chat search across two server processes', () => {
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

  it('finds on one process a message sent through the other, and not once it is deleted there', async () => {
    const alice = await newMember(first, 'alice@example.com');
    const bob = await newMember(second, 'bob@example.com');
    const roomId = (await createRoom(first, alice, bob)).data!.chatRoomCreatePrivate.room.uuid;
    await send(first, alice, roomId, 'meet at the lighthouse');
    expect(await foundSeqIds(second, bob, roomId, 'lighthouse')).toEqual([1]);
    await graphql(
      first,
      alice.token,
      'mutation ($r: String!) { chatRoomMessageDelete(input: {roomId: $r, seqId: 1}) { message { seqId } } }',
      {
        r: roomId,
      },
    );
    expect(await foundSeqIds(second, bob, roomId, 'lighthouse')).toEqual([]);
  });
});
