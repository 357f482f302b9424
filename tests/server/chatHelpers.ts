import type { App } from '../../server/app.ts';
import { graphql, logIn } from './harness.ts';

export interface Member {
  token: string;
  id: string;
}

/** A new, onboarded member: logged in by email code, named, and born on the given day. */
export async function newMember(app: App, email: string, dateOfBirth = '1990-05-01'): Promise<Member> {
  const token = await logIn(app, email);
  await graphql(app, token, 'mutation ($n: String!) { userSetDisplayName(input: {displayName: $n}) { profile { uuid } } }', {
    n: email.split('@')[0],
  });
  const answer = await graphql<{ userSetDateOfBirth: { profile: { uuid: string } } }>(
    app,
    token,
    'mutation ($d: Date!) { userSetDateOfBirth(input: {dateOfBirth: $d}) { profile { uuid } } }',
    { d: dateOfBirth },
  );
  return { token, id: answer.data!.userSetDateOfBirth.profile.uuid };
}

export async function createRoom(app: App, from: Member, to: Member) {
  return graphql<{ chatRoomCreatePrivate: { room: { uuid: string } } }>(
    app,
    from.token,
    'mutation ($p: String!) { chatRoomCreatePrivate(input: {profileUuid: $p}) { room { uuid status } } }',
    { p: to.id },
  );
}

export async function send(app: App, from: Member, roomId: string, content: string, clientMutationId = `${Math.random()}`) {
  return graphql<{
    chatRoomMessageSend: { messageEdge: { cursor: string; node: { id: string; seqId: number; payload: { content?: string } } } };
  }>(
    app,
    from.token,
    `
      mutation ($r: String!, $c: String!, $id: String!) {
        chatRoomMessageSend(input: { roomId: $r, message: { content: $c }, clientMutationId: $id }) {
          messageEdge {
            cursor
            node {
              id
              seqId
              payload {
                ... on ChatMessageTextPayload {
                  content
                }
              }
            }
          }
          room {
            lastSeqId
          }
        }
      }
    `,
    { r: roomId, c: content, id: clientMutationId },
  );
}

/** Every message of a room in seqId order, read forwards page by page as a reconnecting client does. */
export async function allMessages(app: App, member: Member, roomId: string, after = '0') {
  const seqIds: number[] = [];
  const ids: string[] = [];
  let cursor = after;
  for (;;) {
    const answer = await graphql<{
      chatRoom: { messages: { edges: { cursor: string; node: { id: string; seqId: number } }[]; pageInfo: { hasNextPage: boolean } } };
    }>(
      app,
      member.token,
      'query ($r: String!, $a: String) { chatRoom(roomId: $r) { messages(first: 100, after: $a) { edges { cursor node { id seqId } } pageInfo { hasNextPage } } } }',
      { r: roomId, a: cursor },
    );
    const { edges, pageInfo } = answer.data!.chatRoom.messages;
    for (const edge of edges) {
      seqIds.push(edge.node.seqId);
      ids.push(edge.node.id);
    }
    if (!pageInfo.hasNextPage || edges.length === 0) return { seqIds, ids };
    cursor = edges.at(-1)!.cursor;
  }
}
