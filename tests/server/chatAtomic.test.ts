import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { backends, graphql, startTestApp } from './harness.ts';
import { createRoom, newMember, send, type Member } from './chatHelpers.ts';

type Tab = 'RECENT' | 'REQUESTS';

/** The rooms a member sees under one tab of their chat list. */
async function roomsIn(app: App, member: Member, filter: Tab) {
  const answer = await graphql<{ viewer: { chatRooms: { edges: { node: { uuid: string } }[] } } }>(
    app,
    member.token,
    'query ($f: ChatRoomFilter!) { viewer { chatRooms(first: 50, filter: $f) { edges { node { uuid } } } } }',
    { f: filter },
  );
  return answer.data!.viewer.chatRooms.edges.map((edge) => edge.node.uuid);
}

async function lastSeqId(app: App, member: Member, roomId: string) {
  const answer = await graphql<{ chatRoom: { lastSeqId: number } }>(
    app,
    member.token,
    'query ($r: String!) { chatRoom(roomId: $r) { lastSeqId } }',
    {
      r: roomId,
    },
  );
  return answer.data!.chatRoom.lastSeqId;
}

/**
 * Makes this test database refuse to store a chat message whose text or system action is `marker`: the second
 * write of a workflow fails after its first one ran, as a lost connection or a full disk would make it.
 */
async function refuseMessages(app: App, marker: string) {
  await sql
    .raw(
      `create or replace function refuse_message() returns trigger language plpgsql as $$
       begin
         if new.content = '${marker}' or new.system_action = '${marker}' then raise exception 'refused by the test'; end if;
         return new;
       end $$;
       drop trigger if exists refuse_message on chat_messages;
       create trigger refuse_message before insert on chat_messages for each row execute function refuse_message();`,
    )
    .execute(app.services.db);
}

async function allowMessages(app: App) {
  await sql.raw('drop trigger if exists refuse_message on chat_messages').execute(app.services.db);
}

describe.each(backends)('a chat workflow that fails half-way ($name)', ({ postgres }) => {
  let app: App;
  let alice: Member;
  let bob: Member;
  beforeAll(async () => {
    app = await startTestApp({ postgres });
    [alice, bob] = await Promise.all([newMember(app, 'alice@example.com'), newMember(app, 'bob@example.com')]);
  });
  afterAll(() => app?.stop());

  it('leaves the member in the room when the goodbye message cannot be stored', async () => {
    const roomId = (await createRoom(app, alice, bob)).data!.chatRoomCreatePrivate.room.uuid;
    await send(app, alice, roomId, 'hello');
    await refuseMessages(app, 'LEFT');
    try {
      const left = await graphql(app, alice.token, 'mutation ($r: String!) { chatRoomLeave(input: {roomId: $r}) { deletedRoomId } }', {
        r: roomId,
      });
      expect(left.errors).toBeDefined();
    } finally {
      await allowMessages(app);
    }
    // Nothing happened: Alice still has the chat, and Bob sees no departure.
    expect(await roomsIn(app, alice, 'RECENT')).toContain(roomId);
    expect(await lastSeqId(app, bob, roomId)).toBe(1);
  });

  it('keeps a request unanswered when the reply that would accept it cannot be stored', async () => {
    const carol = await newMember(app, 'carol@example.com');
    const roomId = (await createRoom(app, carol, bob)).data!.chatRoomCreatePrivate.room.uuid;
    await send(app, carol, roomId, 'hi bob');
    expect(await roomsIn(app, bob, 'REQUESTS')).toContain(roomId);
    await refuseMessages(app, 'a reply that fails');
    try {
      expect((await send(app, bob, roomId, 'a reply that fails')).errors).toBeDefined();
    } finally {
      await allowMessages(app);
    }
    // The request stands as it was: still under Bob's requests, not among his chats, and no new message.
    expect(await roomsIn(app, bob, 'REQUESTS')).toContain(roomId);
    expect(await roomsIn(app, bob, 'RECENT')).not.toContain(roomId);
    expect(await lastSeqId(app, carol, roomId)).toBe(1);
  });
});
