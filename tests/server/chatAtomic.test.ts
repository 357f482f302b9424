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

/**
 * Makes this test database refuse one write of a workflow, `timing` (before update, before delete …) on `table`,
 * for each row where `condition` holds, or for each statement even when it touches no row: the workflow's earlier
 * writes have run by then, as a lost connection or a full disk would leave them. Answers the function that
 * allows the write again.
 */
async function refuseWrites(app: App, table: string, timing: string, { condition = 'true', each = 'row' } = {}) {
  await sql
    .raw(
      `create or replace function refuse_write() returns trigger language plpgsql as $$
       begin
         if ${condition} then raise exception 'refused by the test'; end if;
         return coalesce(new, old);
       end $$;
       create trigger refuse_write ${timing} on ${table} for each ${each} execute function refuse_write();`,
    )
    .execute(app.services.db);
  return () => sql.raw(`drop trigger if exists refuse_write on ${table}`).execute(app.services.db);
}

/** The room's history as a member reads it: each message's seqId and text (null for a system message). */
async function history(app: App, member: Member, roomId: string) {
  const answer = await graphql<{
    chatRoom: { messages: { edges: { node: { seqId: number; payload: { content?: string | null } } }[] } };
  }>(
    app,
    member.token,
    `
      query ($r: String!) {
        chatRoom(roomId: $r) {
          messages(last: 50) {
            edges {
              node {
                seqId
                payload {
                  ... on ChatMessageTextPayload {
                    content
                  }
                }
              }
            }
          }
        }
      }
    `,
    { r: roomId },
  );
  return answer.data!.chatRoom.messages.edges.map(({ node }) => [node.seqId, node.payload.content ?? null]);
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

  it('stores no message when the room cannot take its place in the sequence, and the same send goes through later', async () => {
    const dave = await newMember(app, 'dave@example.com');
    const roomId = (await createRoom(app, alice, dave)).data!.chatRoomCreatePrivate.room.uuid;
    await send(app, alice, roomId, 'hello', 'first-send');
    const allow = await refuseWrites(app, 'chat_rooms', 'before update', { condition: 'new.last_seq_id <> old.last_seq_id' });
    try {
      expect((await send(app, alice, roomId, 'are you there?', 'second-send')).errors).toBeDefined();
    } finally {
      await allow();
    }
    // The message went nowhere: neither member sees it, and the room's count did not move.
    expect(await history(app, dave, roomId)).toEqual([[1, 'hello']]);
    expect(await history(app, alice, roomId)).toEqual([[1, 'hello']]);
    expect(await lastSeqId(app, dave, roomId)).toBe(1);
    // Retried with its own id it is stored once, next in line.
    const retried = await send(app, alice, roomId, 'are you there?', 'second-send');
    expect(retried.data!.chatRoomMessageSend.messageEdge.node.seqId).toBe(2);
    expect(await history(app, dave, roomId)).toEqual([
      [1, 'hello'],
      [2, 'are you there?'],
    ]);
  });

  it('keeps a chat and its history for both members when deleting it for everyone fails half-way', async () => {
    const erin = await newMember(app, 'erin@example.com');
    const roomId = (await createRoom(app, alice, erin)).data!.chatRoomCreatePrivate.room.uuid;
    await send(app, alice, roomId, 'hi erin');
    await send(app, erin, roomId, 'hi alice');
    // The room goes first and takes its messages with it; the messages' delete is refused.
    const allow = await refuseWrites(app, 'chat_messages', 'before delete');
    try {
      const removed = await graphql(
        app,
        alice.token,
        'mutation ($r: String!) { chatRoomRemove(input: {roomId: $r, deleteForOther: true}) { deletedRoomId } }',
        { r: roomId },
      );
      expect(removed.errors).toBeDefined();
    } finally {
      await allow();
    }
    expect(await roomsIn(app, alice, 'RECENT')).toContain(roomId);
    expect(await roomsIn(app, erin, 'RECENT')).toContain(roomId);
    expect(await history(app, erin, roomId)).toEqual([
      [1, 'hi erin'],
      [2, 'hi alice'],
    ]);
  });

  it('keeps a request unanswered when accepting it cannot mark its notifications read', async () => {
    const fred = await newMember(app, 'fred@example.com');
    const roomId = (await createRoom(app, fred, bob)).data!.chatRoomCreatePrivate.room.uuid;
    await send(app, fred, roomId, 'hi bob, fred here');
    // Bob's status changes first; marking his notifications of the room read is refused (even with none to mark).
    const allow = await refuseWrites(app, 'notifications', 'before update', { each: 'statement' });
    try {
      const accepted = await graphql(
        app,
        bob.token,
        'mutation ($r: String!) { chatRoomRequestAccept(input: {roomId: $r}) { room { uuid } } }',
        {
          r: roomId,
        },
      );
      expect(accepted.errors).toBeDefined();
    } finally {
      await allow();
    }
    expect(await roomsIn(app, bob, 'REQUESTS')).toContain(roomId);
    expect(await roomsIn(app, bob, 'RECENT')).not.toContain(roomId);
  });
});
