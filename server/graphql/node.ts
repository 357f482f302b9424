import type { Context } from './context.ts';
import { fromGlobalId } from './ids.ts';
import { access, visibleProfileByUuid } from './profiles.ts';
import { chatRoomNode } from './chatTypes.ts';
import { visibleProfileImage } from './images.ts';
import { visibleNews } from './news.ts';
import { participantsOf } from '../chat/rooms.ts';
import { placeById } from '../geo/gazetteer.ts';
import { hasAfterDark, isAdult } from '../profiles/age.ts';
import { canSeeSocialAccount, kinkById, membershipSeenBy, socialAccountById } from '../profiles/details.ts';
import { messageById } from '../chat/messages.ts';
import { experimentByKey, flagByKey } from '../flags/flags.ts';
import { profileImageById } from '../images/profileImageRows.ts';
import { findSona } from '../sonas/sonas.ts';
import { interestById } from '../profiles/hobbies.ts';
import { visibleNotification } from '../notifications/notifications.ts';
import { visibleReply, visibleThread } from '../groups/posts.ts';
import type { Resolvers, ResolversInterfaceTypes, ResolversTypes } from './__generated__/resolvers.ts';
import { isUuid } from '../uuid.ts';

/** What a node lookup answers: the object its type resolves from, named by its type. */
type NodeSource = ResolversInterfaceTypes<ResolversTypes>['Node'];
type NodeLookup = (context: Context, key: string) => Promise<NodeSource | null>;

const SERIAL = /^[1-9][0-9]{0,8}$/;

const tagged = <T extends object, N extends NodeSource['__typename']>(typename: N, row: T | null | undefined) =>
  row ? { ...row, __typename: typename } : null;

/** An image is a node for whoever may see it on its owner's profile. */
async function profileImageNode(context: Context, key: string) {
  const row = await profileImageById(context.db, key);
  const owner = row && (await visibleProfileByUuid(context, row.profile_id));
  return tagged('ProfileImage', owner && (await visibleProfileImage(context, owner, key)));
}

/** A fursona is a node for whoever may see its owner's profile. */
async function sonaNode(context: Context, key: string) {
  const sona = await findSona(context.db, key);
  return tagged('Sona', sona && (await visibleProfileByUuid(context, sona.profile_id)) ? sona : null);
}

/** A social account is a node where it shows on its owner's profile (private ones only to the owner). */
async function socialAccountNode(context: Context, key: string) {
  const account = await socialAccountById(context.db, key);
  const owner = account && (await visibleProfileByUuid(context, account.profile_id));
  return tagged('SocialAccount', owner && canSeeSocialAccount(await access(context, owner), account) ? account : null);
}

/** Kinks are After Dark content; hard ones only for viewers who chose to see them. */
async function kinkNode(context: Context, key: string) {
  const kink = context.viewerId ? await kinkById(context.db, Number(key)) : undefined;
  const viewer = kink && (await context.viewerRow());
  return tagged('Kink', viewer && hasAfterDark(viewer) && (!kink.is_hard || viewer.is_hard_opt_in) ? kink : null);
}

/** A message or a participant is a node for the room's participants only. */
async function chatMessageNode(context: Context, key: string) {
  const message = await messageById(context.db, key);
  return tagged('ChatRoomMessage', message && (await chatRoomNode(context, message.room_id)) ? message : null);
}

async function chatParticipantNode(context: Context, key: string) {
  const [roomId, profileId] = key.split(':');
  if (!isUuid(roomId ?? '') || !isUuid(profileId ?? '') || !(await chatRoomNode(context, roomId))) return null;
  return tagged(
    'ChatRoomParticipant',
    (await participantsOf(context.db, roomId)).find((member) => member.profile_id === profileId),
  );
}

/** Node lookups by type: each gets a key already checked to be of the right shape and answers null when not visible. */
const UUID_NODES: Record<string, NodeLookup> = {
  Profile: async (context, key) => tagged('Profile', await visibleProfileByUuid(context, key)),
  ChatRoom: chatRoomNode,
  ChatRoomMessage: chatMessageNode,
  ProfileImage: profileImageNode,
  Sona: sonaNode,
  SocialAccount: socialAccountNode,
  // A group is a node for whoever may see it (groupAccess: pool, After Dark, blocked, closed), its picture as on profiles.
  Group: async (context, key) => {
    const access = context.viewerId ? await context.loaders.groupAccess.load(key) : null;
    const viewer = access && (await context.viewerRow());
    return tagged(
      'Group',
      viewer && membershipSeenBy(access.group, { mayViewAd: hasAfterDark(viewer), isAdult: isAdult(viewer.date_of_birth) }),
    );
  },
  // An event is a node for whoever may see it (mayViewEvent: pool, After Dark, blocks and hides with the host, suspended host).
  Event: async (context, key) => tagged('Event', context.viewerId ? (await context.loaders.eventAccess.load(key))?.event : null),
  // Only the recipient's own notification, and only while its actor is in their sight.
  Notification: async (context, key) =>
    tagged('Notification', context.viewerId ? await visibleNotification(context.db, context.viewerId, key) : null),
  // A thread or reply only where the viewer may read it (its group's discussion, its author shown to them).
  GroupThread: async (context, key) =>
    tagged('GroupThread', context.viewerId ? await visibleThread(context.db, await context.viewerRow(), key) : null),
  GroupReply: async (context, key) => {
    const found = context.viewerId ? await visibleReply(context.db, await context.viewerRow(), key) : null;
    return tagged('GroupReply', found && { reply: found.reply, view: { thread: found.thread, access: found.access } });
  },
  NewsItem: async (context, key) =>
    tagged('NewsItem', context.viewerId ? (await visibleNews(context)).find((item) => item.id === key) : null),
};

const SERIAL_NODES: Record<string, NodeLookup> = {
  Species: async (context, key) => tagged('Species', await context.loaders.species.load(Number(key))),
  Interest: async (context, key) => tagged('Interest', await interestById(context.db, Number(key))),
  Kink: kinkNode,
};

/** Flags, experiments and places are public reference data, keyed by text. */
const TEXT_NODES: Record<string, NodeLookup> = {
  FeatureFlag: async (context, key) => tagged('FeatureFlag', await flagByKey(context.db, key)),
  Experiment: async (context, key) => tagged('Experiment', await experimentByKey(context.db, key)),
  Place: async (_, key) => tagged('Place', await placeById(key)),
  ChatRoomParticipant: chatParticipantNode,
  Viewer: async (context, key) => (key === context.viewerId ? { id: key, __typename: 'Viewer' } : null),
};

/** Resolves a global id to its object (tagged with __typename), or null when absent, malformed or not visible. */
async function resolveNode(context: Context, id: string) {
  const parsed = fromGlobalId(id);
  if (!parsed) return null;
  const { type, key } = parsed;
  if (UUID_NODES[type]) return isUuid(key) ? UUID_NODES[type](context, key) : null;
  if (SERIAL_NODES[type]) return SERIAL.test(key) ? SERIAL_NODES[type](context, key) : null;
  if (TEXT_NODES[type]) return key.length <= 200 ? TEXT_NODES[type](context, key) : null;
  return null;
}

export const nodeResolvers: Resolvers = {
  Query: {
    node: (_parent, { id }, context) => resolveNode(context, id),
    nodes: (_parent, { ids }, context) => Promise.all(ids.slice(0, 100).map((id) => resolveNode(context, id))),
  },
  Node: {
    __resolveType: (node) => node.__typename,
  },
  ChatMessagePayload: {
    __resolveType: (payload) => ('action' in payload && payload.action ? 'ChatMessageSystemPayload' : 'ChatMessageTextPayload'),
  },
};
