import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { backends, graphql, startTestApp } from './harness.ts';
import { createMember, type Member } from './profileFixtures.ts';
import { createRoom, send } from './chatHelpers.ts';
import { SubscriptionFeed } from './subscriptionFeed.ts';

const BIO = 'Bob keeps this bio for friends only';
const NAME = 'Bob Privatename';
const SONA = 'Bobsona the otter';

/** Everything a chat screen could read of a member. */
const PROFILE = `id uuid displayName username age dateOfBirth bestRole { label } bio { biography genders } sonas { displayName }
  interests { id } socialAccounts { id } groups { group { id } } primaryImage { id } location { place } presence`;

const ROOM = `id uuid otherProfile { ${PROFILE} } participants { id profile { ${PROFILE} } }
  lastMessage { id profile { ${PROFILE} } }
  messages(last: 20) { edges { node { id profile { ${PROFILE} } } } }`;

const ROOM_LIST = `{ viewer { chatRooms(first: 20) { edges { node { ${ROOM} } } } } }`;

interface RoomPayload {
  otherProfile: { displayName: string; bio: unknown; age: number | null; sonas: unknown[] } | null;
  participants: { id: string }[];
  messages: { edges: { node: { id: string } }[] };
}

describe.each(backends)('chat shows a member only as profile(uuid) would ($name)', ({ postgres }) => {
  let app: App;
  let alice: Member;
  let bob: Member;
  let roomId: string;

  beforeAll(async () => {
    app = await startTestApp({ postgres });
    const db = app.services.db;
    bob = await createMember(app, { name: NAME, age: 17, biography: BIO, genders: ['Male'] });
    alice = await createMember(app, { name: 'Alice Viewer', age: 16 });
    const species = await db.insertInto('species').values({ display_name: 'Otter' }).returning('id').executeTakeFirstOrThrow();
    await db
      .insertInto('sonas')
      .values({ id: crypto.randomUUID(), profile_id: bob.id, display_name: SONA, species_id: species.id })
      .execute();
    roomId = (await createRoom(app, bob, alice)).data!.chatRoomCreatePrivate.room.uuid;
    await send(app, bob, roomId, 'hello Alice');
    await send(app, alice, roomId, 'hi Bob');
  });
  afterAll(() => app?.stop());

  async function roomOf() {
    const { data, errors } = await graphql<{ chatRoom: RoomPayload }>(
      app,
      alice.token,
      `query ($r: String!) { chatRoom(roomId: $r) { ${ROOM} } }`,
      { r: roomId },
    );
    expect(errors).toBeUndefined();
    return data!.chatRoom;
  }

  it('shows a visible member in full', async () => {
    const room = await roomOf();
    expect(room.otherProfile).toMatchObject({ displayName: NAME, age: 17, bio: { biography: BIO }, sonas: [{ displayName: SONA }] });
  });

  it('shows a member whose privacy hides their profile as a nameless minimal participant everywhere in chat', async () => {
    const feed = new SubscriptionFeed<{ chatRoom: { kind: string } }>(
      app,
      alice.token,
      `subscription ($r: String!) { chatRoom(roomId: $r) { kind message { node { id profile { ${PROFILE} } } } room { ${ROOM} } } }`,
      { r: roomId },
    );
    const listFeed = new SubscriptionFeed(
      app,
      alice.token,
      `subscription { chatRooms { kind room { ${ROOM} } message { node { profile { ${PROFILE} } } } } }`,
    );
    await feed.until((f) => f.received.length === 1);
    // From here on Bob's profile is for no one but himself.
    await app.services.db.updateTable('profiles').set({ view_profile: 'PRIVATE' }).where('id', '=', bob.id).execute();
    // The list feed says nothing until a message comes; Bob writes until it has heard one (on a busy machine, more than once).
    let sent = 0;
    await listFeed.repeatUntil(
      () => (sent++, send(app, bob, roomId, 'still here')),
      (f) => f.received.length >= 1,
    );
    await feed.until((f) => f.received.some((event) => event.chatRoom.kind === 'MESSAGE'));

    const room = await roomOf();
    const list = (await graphql(app, alice.token, ROOM_LIST)).data;
    const participant = room.participants.find((member) => !JSON.stringify(member).includes('Alice'))!;
    const nodes = (
      await graphql(
        app,
        alice.token,
        `query ($a: ID!, $b: ID!) { a: node(id: $a) { ... on ChatRoomParticipant { profile { ${PROFILE} } } }
        b: node(id: $b) { ... on ChatRoomMessage { profile { ${PROFILE} } } } }`,
        { a: participant.id, b: room.messages.edges[0].node.id },
      )
    ).data;
    const payloads = { room, list, nodes, events: feed.received.slice(1), listEvents: listFeed.received };

    for (const secret of [BIO, NAME, SONA, '"age":17', 'Male']) expect(JSON.stringify(payloads)).not.toContain(secret);
    expect(room.otherProfile).toMatchObject({ displayName: '', age: null, bio: null, sonas: [], username: null, primaryImage: null });
    // The messages themselves still arrive: only the profile is withheld.
    expect(room.messages.edges).toHaveLength(2 + sent);
    await feed.dispose();
    await listFeed.dispose();
  });
});
