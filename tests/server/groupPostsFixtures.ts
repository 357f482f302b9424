import { randomUUID } from 'node:crypto';
import type { App } from '../../server/app.ts';
import { toGlobalId } from '../../server/graphql/ids.ts';
import { graphql } from './harness.ts';
import type { Member } from './profileFixtures.ts';

/** A group made straight in the database (its own tests are the groups engineers'): open, adult pool, by default. */
export async function makeGroup(app: App, options: { adult?: boolean; closed?: boolean; isAd?: boolean } = {}) {
  const uuid = randomUUID();
  await app.services.db
    .insertInto('groups')
    .values({
      uuid,
      display_name: `Group ${uuid.slice(0, 6)}`,
      adult_pool: options.adult ?? true,
      join_policy: options.closed ? 'CLOSED' : 'OPEN',
      is_ad: options.isAd ?? false,
    })
    .execute();
  return { uuid, id: toGlobalId('Group', uuid) };
}

export async function joinGroup(app: App, group: { uuid: string }, member: Member, role: 'OWNER' | 'MODERATOR' | 'MEMBER' = 'MEMBER') {
  await app.services.db
    .insertInto('profile_groups')
    .values({ profile_id: member.id, group_uuid: group.uuid, role, joined_at: new Date() })
    .execute();
}

export async function banFromGroup(app: App, group: { uuid: string }, member: Member) {
  const db = app.services.db;
  await db.deleteFrom('profile_groups').where('group_uuid', '=', group.uuid).where('profile_id', '=', member.id).execute();
  await db.insertInto('group_bans').values({ group_uuid: group.uuid, profile_id: member.id }).execute();
}

type Errors = { message: string; extensions?: { code?: string } }[] | undefined;

export const THREAD_FIELDS = 'id uuid title content author { uuid } replyCount viewerCanDelete lastActivityAt';
export const REPLY_FIELDS = 'id uuid content author { uuid } viewerCanDelete';

export async function startThread(app: App, member: Member, group: { id: string }, title = 'Meet this Saturday?', content = 'Who is in?') {
  const answer = await graphql<{ groupThreadCreate: { threadEdge: { cursor: string; node: { id: string; uuid: string } } } }>(
    app,
    member.token,
    `
      mutation ($input: GroupThreadCreateInput!) {
        groupThreadCreate(input: $input) {
          threadEdge {
            cursor
            node {
              id
              uuid
            }
          }
          group {
            id
          }
        }
      }
    `,
    { input: { groupId: group.id, title, content } },
  );
  return { thread: answer.data?.groupThreadCreate.threadEdge.node ?? null, errors: answer.errors as Errors };
}

export async function reply(app: App, member: Member, thread: { id: string }, content = 'Count me in!') {
  const answer = await graphql<{ groupReplyCreate: { replyEdge: { node: { id: string; uuid: string } }; thread: { replyCount: number } } }>(
    app,
    member.token,
    `
      mutation ($input: GroupReplyCreateInput!) {
        groupReplyCreate(input: $input) {
          replyEdge {
            cursor
            node {
              id
              uuid
            }
          }
          thread {
            replyCount
          }
        }
      }
    `,
    { input: { threadId: thread.id, content } },
  );
  return { reply: answer.data?.groupReplyCreate.replyEdge.node ?? null, errors: answer.errors as Errors };
}

export async function startedThread(app: App, member: Member, group: { id: string }, title?: string) {
  const { thread, errors } = await startThread(app, member, group, title);
  if (!thread) throw new Error(JSON.stringify(errors));
  return thread;
}

export async function replied(app: App, member: Member, thread: { id: string }, content?: string) {
  const answer = await reply(app, member, thread, content);
  if (!answer.reply) throw new Error(JSON.stringify(answer.errors));
  return answer.reply;
}

interface ThreadView {
  id: string;
  uuid: string;
  title: string;
  content: string;
  author: { uuid: string } | null;
  replyCount: number;
  viewerCanDelete: boolean;
}

/** A group's thread list as a member sees it (newest activity first); null when the group is hidden from them. */
export async function threadsOf(app: App, member: Member, group: { uuid: string }, first = 50, after?: string) {
  const answer = await graphql<{
    node: {
      threads: { edges: { cursor: string; node: ThreadView }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
    } | null;
  }>(
    app,
    member.token,
    `query ($id: ID!, $first: Int, $after: String) { node(id: $id) { ... on Group { threads(first: $first, after: $after) {
      edges { cursor node { ${THREAD_FIELDS} } } pageInfo { hasNextPage endCursor } } } } }`,
    { id: toGlobalId('Group', group.uuid), first, after },
  );
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data!.node?.threads ?? null;
}

/** A thread as a member opens it (groupThread(uuid)), with a page of its replies; null when hidden from them. */
export async function openThread(app: App, member: Member, uuid: string, first = 50, after?: string) {
  const answer = await graphql<{
    groupThread:
      | (ThreadView & {
          replies: {
            edges: {
              cursor: string;
              node: { id: string; uuid: string; content: string; author: { uuid: string } | null; viewerCanDelete: boolean };
            }[];
            pageInfo: { hasNextPage: boolean; endCursor: string | null };
          };
        })
      | null;
  }>(
    app,
    member.token,
    `query ($uuid: String!, $first: Int, $after: String) { groupThread(uuid: $uuid) { ${THREAD_FIELDS}
      replies(first: $first, after: $after) { edges { cursor node { ${REPLY_FIELDS} } } pageInfo { hasNextPage endCursor } } } }`,
    { uuid, first, after },
  );
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data!.groupThread;
}

export async function deletePost(app: App, member: Member, postId: string) {
  return graphql<{ groupPostDelete: { deletedId: string; thread: { replyCount: number } | null } }>(
    app,
    member.token,
    `
      mutation ($input: GroupPostDeleteInput!) {
        groupPostDelete(input: $input) {
          deletedId
          thread {
            replyCount
          }
          group {
            id
          }
        }
      }
    `,
    { input: { postId } },
  );
}

export async function nodeOf(app: App, member: Member, id: string) {
  const answer = await graphql<{ node: { id: string } | null }>(
    app,
    member.token,
    `
      query ($id: ID!) {
        node(id: $id) {
          id
        }
      }
    `,
    { id },
  );
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data!.node;
}
