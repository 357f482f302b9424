import { expect } from 'vitest';
import type { App } from '../../server/app.ts';
import { toGlobalId } from '../../server/graphql/ids.ts';
import { graphql } from './harness.ts';
import type { Member } from './profileFixtures.ts';

/** Test helpers for groups: making one through the API, and reading what a member is shown. */

export const groupId = (uuid: string) => toGlobalId('Group', uuid);
export const profileId = (member: Member) => toGlobalId('Profile', member.id);

type Answer<T> = Awaited<ReturnType<typeof graphql<T>>>;

export function ok<T>(answer: Answer<T>): T {
  expect(answer.errors).toBeUndefined();
  return answer.data!;
}

export const errorOf = (answer: Answer<unknown>) => ({ code: answer.errors?.[0]?.extensions?.code, message: answer.errors?.[0]?.message });

export interface GroupInput {
  displayName?: string;
  description?: string;
  joinPolicy?: 'OPEN' | 'CLOSED';
  isAd?: boolean;
  placeId?: string | null;
  rules?: string | null;
  image?: string;
}

export function createGroupAnswer(app: App, owner: Member, input: GroupInput = {}) {
  return graphql<{ groupCreate: { group: { uuid: string; memberCount: number; viewerRole: string } } }>(
    app,
    owner.token,
    `
      mutation ($input: GroupCreateInput!) {
        groupCreate(input: $input) {
          group {
            uuid
            memberCount
            viewerRole
          }
        }
      }
    `,
    { input: { displayName: 'Test Group', description: 'About us', joinPolicy: 'OPEN', ...input } },
  );
}

export async function createGroup(app: App, owner: Member, input: GroupInput = {}) {
  return ok(await createGroupAnswer(app, owner, input)).groupCreate.group.uuid;
}

export const GROUP_FIELDS = 'uuid displayName memberCount viewerStatus viewerRole viewerCanModerate distance';

export type GroupView = {
  uuid: string;
  displayName: string;
  memberCount: number;
  viewerStatus: string;
  viewerRole: string | null;
  viewerCanModerate: boolean;
  distance: number | null;
};

export async function groupSeenBy(app: App, viewer: Member, uuid: string) {
  return ok(
    await graphql<{ group: GroupView | null }>(app, viewer.token, `query ($u: String!) { group(uuid: $u) { ${GROUP_FIELDS} } }`, {
      u: uuid,
    }),
  ).group;
}

export async function nodeSeenBy(app: App, viewer: Member, uuid: string) {
  return ok(
    await graphql<{ node: { id: string } | null }>(
      app,
      viewer.token,
      `
        query ($id: ID!) {
          node(id: $id) {
            id
          }
        }
      `,
      { id: groupId(uuid) },
    ),
  ).node;
}

export async function directory(app: App, viewer: Member, args: Record<string, unknown> = {}) {
  const answer = await graphql<{
    groups: { edges: { cursor: string; node: GroupView }[]; pageInfo: { hasNextPage: boolean; endCursor: string } };
  }>(
    app,
    viewer.token,
    `query ($search: String, $isAd: Boolean, $verifiedOnly: Boolean, $first: Int, $after: String) {
      groups(search: $search, isAd: $isAd, verifiedOnly: $verifiedOnly, first: $first, after: $after) {
        edges { cursor node { ${GROUP_FIELDS} } } pageInfo { hasNextPage endCursor } } }`,
    { first: 100, ...args },
  );
  return ok(answer).groups;
}

export async function directoryUuids(app: App, viewer: Member, args: Record<string, unknown> = {}) {
  return (await directory(app, viewer, args)).edges.map((edge) => edge.node.uuid);
}

export async function memberIdsSeenBy(app: App, viewer: Member, uuid: string) {
  const data = ok(
    await graphql<{ group: { members: { edges: { node: { profile: { uuid: string }; role: string } }[] } } | null }>(
      app,
      viewer.token,
      `
        query ($u: String!) {
          group(uuid: $u) {
            members(first: 100) {
              edges {
                node {
                  profile {
                    uuid
                  }
                  role
                }
              }
            }
          }
        }
      `,
      { u: uuid },
    ),
  );
  return data.group?.members.edges.map((edge) => edge.node.profile.uuid) ?? null;
}

export async function requestIdsSeenBy(app: App, viewer: Member, uuid: string) {
  const data = ok(
    await graphql<{ group: { joinRequests: { edges: { node: { profile: { uuid: string }; role: null } }[] } } | null }>(
      app,
      viewer.token,
      `
        query ($u: String!) {
          group(uuid: $u) {
            joinRequests(first: 100) {
              edges {
                node {
                  profile {
                    uuid
                  }
                  role
                }
              }
            }
          }
        }
      `,
      { u: uuid },
    ),
  );
  return data.group?.joinRequests.edges.map((edge) => edge.node.profile.uuid) ?? null;
}

export async function profileGroupsSeenBy(app: App, viewer: Member, owner: Member) {
  const data = ok(
    await graphql<{ profile: { groups: { group: { uuid: string } }[] } | null }>(
      app,
      viewer.token,
      `
        query ($u: String!) {
          profile(uuid: $u) {
            groups {
              group {
                uuid
              }
            }
          }
        }
      `,
      { u: owner.id },
    ),
  );
  return data.profile?.groups.map((entry) => entry.group.uuid) ?? null;
}

/** A membership mutation taking {groupId} or {groupId, profileId, ...}; the raw answer. */
export function act(app: App, actor: Member, field: string, uuid: string, extra: Record<string, unknown> = {}) {
  const selection = field === 'groupBlock' || field === 'groupUnblock' ? 'viewer { id }' : 'group { uuid viewerStatus memberCount }';
  return graphql<Record<string, { group?: { viewerStatus: string; memberCount: number } }>>(
    app,
    actor.token,
    `mutation ($input: ${inputType(field)}!) { ${field}(input: $input) { ${selection} } }`,
    { input: { groupId: groupId(uuid), ...extra } },
  );
}

function inputType(field: string) {
  if (field === 'groupMemberRemove') return 'GroupMemberRemoveInput';
  if (field === 'groupModeratorSet') return 'GroupModeratorSetInput';
  if (['groupRequestApprove', 'groupRequestDecline', 'groupOwnershipTransfer'].includes(field)) return 'GroupMemberInput';
  return 'GroupIdInput';
}

export const onMember = (app: App, actor: Member, field: string, uuid: string, target: Member, extra: Record<string, unknown> = {}) =>
  act(app, actor, field, uuid, { profileId: profileId(target), ...extra });
