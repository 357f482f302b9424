import { takeRateLimits } from '../auth/rateLimit.ts';
import { graphqlError, notFound } from '../errors.ts';
import { placeById } from '../geo/gazetteer.ts';
import type { GroupAccess } from '../groups/access.ts';
import { blockGroup, unblockGroup } from '../groups/blocks.ts';
import { createGroup } from '../groups/create.ts';
import { directoryCursor, groupDirectory, groupDistanceKm, groupsOfViewer, nameCursor } from '../groups/directory.ts';
import { memberCursor, pageOfJoinRequests, pageOfMembers, type MemberEntry } from '../groups/members.ts';
import {
  approveRequest,
  declineRequest,
  joinGroup,
  joinPermission,
  leaveGroup,
  postPermission,
  removeMember,
  setModerator,
  transferOwnership,
} from '../groups/membership.ts';
import { groupByUuid, type GroupRow } from '../groups/rows.ts';
import { joinedImage } from '../profiles/details.ts';
import { forwardConnection } from './connection.ts';
import { requireViewer, type Context } from './context.ts';
import { toGlobalId } from './ids.ts';
import { RATE_LIMITED_MESSAGE } from './mutationLimits.ts';
import { uuidKey } from './uuidKey.ts';
import type { Resolvers } from './__generated__/resolvers.ts';

/** Directory searches a member may make a minute, and join requests an hour (README: Groups), times RATE_LIMIT_SCALE. */
export const GROUP_SEARCH_LIMIT = { perMember: 60, perIp: 300, windowMs: 60_000 };
export const GROUP_REQUEST_LIMIT = { perMember: 10, perIp: 50, windowMs: 60 * 60_000 };

const GROUP_NOT_FOUND = 'This group is not available.';

async function takeLimit(context: Context, name: string, limit: { perMember: number; perIp: number; windowMs: number }) {
  const scale = context.config.rateLimitScale;
  const allowed = await takeRateLimits(
    context.db,
    [
      { key: `${name}:member:${requireViewer(context)}`, limit: limit.perMember * scale },
      { key: `${name}:ip:${context.ip}`, limit: limit.perIp * scale },
    ],
    limit.windowMs,
  );
  if (!allowed) throw graphqlError('RATE_LIMITED', RATE_LIMITED_MESSAGE);
}

/** The viewer's standing in a group by its global id; a group they may not see reads as missing. */
async function accessById(context: Context, groupId: string) {
  requireViewer(context);
  const uuid = uuidKey(groupId, 'Group');
  const access = uuid ? await context.loaders.groupAccess.load(uuid) : null;
  if (!access) throw notFound(GROUP_NOT_FOUND);
  return access;
}

/** A group after a change: its standing read afresh (null when it just closed: then the row as it is now). */
async function groupAfter(context: Context, uuid: string) {
  context.loaders.groupAccess.clear(uuid);
  const access = await context.loaders.groupAccess.load(uuid);
  if (access) return access.group;
  const row = await groupByUuid(context.db, uuid);
  if (!row) throw notFound(GROUP_NOT_FOUND);
  return row;
}

const memberId = (entry: { group_uuid: string; id: string }) => toGlobalId('GroupMember', `${entry.group_uuid}:${entry.id}`);

function memberNode(entry: MemberEntry) {
  return { id: memberId(entry), profile: entry, role: entry.role, joinedAt: entry.joined_at, requestedAt: entry.requested_at };
}

function memberConnection(result: { page: MemberEntry[]; hasNextPage: boolean }, after: string | null | undefined) {
  const connection = forwardConnection(result.page, result.hasNextPage, after, memberCursor);
  return { ...connection, edges: connection.edges.map((edge) => ({ cursor: edge.cursor, node: memberNode(edge.node) })) };
}

const emptyConnection = () => forwardConnection<never>([], false, null, () => '');

/** What the viewer is to a group row the schema resolves (a directory's or profile's group is one they may see). */
const accessOf = (context: Context, row: GroupRow): Promise<GroupAccess | null> => context.loaders.groupAccess.load(row.uuid);

const memberPayload = async (context: Context, access: GroupAccess, entry: MemberEntry | undefined, removed?: MemberEntry) => ({
  group: await groupAfter(context, access.group.uuid),
  member: entry ? memberNode(entry) : null,
  removedMemberId: removed ? memberId(removed) : null,
});

export const groupResolvers: Resolvers = {
  Query: {
    groups: async (_parent, args, context) => {
      requireViewer(context);
      if (args.search?.trim()) await takeLimit(context, 'groupSearch', GROUP_SEARCH_LIMIT);
      const viewer = await context.viewerRow();
      const { page, hasNextPage } = await groupDirectory(context.db, { viewer, ...args });
      return forwardConnection(page, hasNextPage, args.after, directoryCursor);
    },
    group: async (_parent, { uuid }, context) => {
      requireViewer(context);
      return (await context.loaders.groupAccess.load(uuid))?.group ?? null;
    },
  },
  Viewer: {
    groups: async (_parent, args, context) => {
      const viewer = await context.viewerRow();
      const { page, hasNextPage } = await groupsOfViewer(context.db, viewer, args.first, args.after);
      return forwardConnection(page, hasNextPage, args.after, nameCursor);
    },
  },
  Group: {
    id: (row) => toGlobalId('Group', row.uuid),
    displayName: (row) => row.display_name,
    isAd: (row) => row.is_ad,
    isVerified: (row) => row.is_verified,
    image: (row) => joinedImage(row),
    description: (row) => row.description,
    rules: (row) => row.rules,
    joinPolicy: (row) => row.join_policy,
    place: (row) => (row.place_id ? placeById(row.place_id) : null),
    distance: async (row, _args, context) => groupDistanceKm(await context.viewerRow(), row),
    memberCount: (row) => row.member_count,
    createdAt: (row) => row.created_at,
    viewerStatus: async (row, _args, context) => (await accessOf(context, row))?.status ?? 'NONE',
    viewerRole: async (row, _args, context) => (await accessOf(context, row))?.role ?? null,
    joinPermission: async (row, _args, context) => {
      const access = await accessOf(context, row);
      return access ? joinPermission(access) : { allowed: false, reason: GROUP_NOT_FOUND };
    },
    postPermission: async (row, _args, context) => {
      const access = await accessOf(context, row);
      return access ? postPermission(access) : { allowed: false, reason: GROUP_NOT_FOUND };
    },
    viewerCanModerate: async (row, _args, context) => Boolean((await accessOf(context, row))?.mayModerate),
    members: async (row, args, context) => {
      if (!(await accessOf(context, row))) return emptyConnection();
      return memberConnection(await pageOfMembers(context.db, await context.viewerRow(), row.uuid, args.first, args.after), args.after);
    },
    joinRequests: async (row, args, context) => {
      if (!(await accessOf(context, row))?.mayModerate) return emptyConnection();
      return memberConnection(
        await pageOfJoinRequests(context.db, await context.viewerRow(), row.uuid, args.first, args.after),
        args.after,
      );
    },
  },
  Mutation: {
    groupCreate: async (_parent, { input }, context) => {
      const viewer = await context.viewerRow();
      const uuid = await createGroup(context.db, context.pictures, viewer, input);
      return { group: await groupAfter(context, uuid), viewer: { id: viewer.id } };
    },
    groupJoin: async (_parent, { input }, context) => {
      const access = await accessById(context, input.groupId);
      // Each request reaches the group's moderators: limited, so nobody floods their queue.
      if (access.group.join_policy === 'CLOSED' && joinPermission(access).allowed)
        await takeLimit(context, 'groupRequest', GROUP_REQUEST_LIMIT);
      await joinGroup(context.db, await context.viewerRow(), access);
      return { group: await groupAfter(context, access.group.uuid), viewer: { id: requireViewer(context) } };
    },
    groupLeave: async (_parent, { input }, context) => {
      const access = await accessById(context, input.groupId);
      await leaveGroup(context.db, await context.viewerRow(), access);
      return { group: await groupAfter(context, access.group.uuid), viewer: { id: requireViewer(context) } };
    },
    groupRequestApprove: async (_parent, { input }, context) => {
      const access = await accessById(context, input.groupId);
      const entry = await approveRequest(context.db, await context.viewerRow(), access, uuidKey(input.profileId, 'Profile'));
      return memberPayload(context, access, entry);
    },
    groupRequestDecline: async (_parent, { input }, context) => {
      const access = await accessById(context, input.groupId);
      const removed = await declineRequest(context.db, await context.viewerRow(), access, uuidKey(input.profileId, 'Profile'));
      return memberPayload(context, access, undefined, removed);
    },
    groupMemberRemove: async (_parent, { input }, context) => {
      const access = await accessById(context, input.groupId);
      const removed = await removeMember(
        context.db,
        await context.viewerRow(),
        access,
        uuidKey(input.profileId, 'Profile'),
        Boolean(input.ban),
      );
      return memberPayload(context, access, undefined, removed);
    },
    groupModeratorSet: async (_parent, { input }, context) => {
      const access = await accessById(context, input.groupId);
      const entry = await setModerator(
        context.db,
        await context.viewerRow(),
        access,
        uuidKey(input.profileId, 'Profile'),
        input.isModerator,
      );
      return memberPayload(context, access, entry);
    },
    groupOwnershipTransfer: async (_parent, { input }, context) => {
      const access = await accessById(context, input.groupId);
      const entry = await transferOwnership(context.db, await context.viewerRow(), access, uuidKey(input.profileId, 'Profile'));
      return memberPayload(context, access, entry);
    },
    groupBlock: async (_parent, { input }, context) => {
      const access = await accessById(context, input.groupId);
      await blockGroup(context.db, await context.viewerRow(), access);
      return { viewer: { id: requireViewer(context) } };
    },
    groupUnblock: async (_parent, { input }, context) => {
      const viewer = await context.viewerRow();
      await unblockGroup(context.db, viewer, uuidKey(input.groupId, 'Group'));
      return { viewer: { id: viewer.id } };
    },
  },
};
