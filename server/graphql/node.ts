import type { Context } from './context.ts';
import { fromGlobalId } from './ids.ts';
import { visibleProfileByUuid } from './profiles.ts';
import { chatRoomNode } from './chatTypes.ts';
import { profileImagesQuery, visibleProfileImage } from './images.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An image is a node for whoever may see it on its owner's profile. */
async function profileImageNode(context: Context, key: string) {
  const row = await profileImagesQuery(context).where('profile_images.id', '=', key).executeTakeFirst();
  const owner = row && (await visibleProfileByUuid(context, row.profile_id));
  const image = owner && (await visibleProfileImage(context, owner, key));
  return image ? { ...image, __typename: 'ProfileImage' } : null;
}

/** A fursona is a node for whoever may see its owner's profile. */
async function sonaNode(context: Context, key: string) {
  const sona = await context.db.selectFrom('sonas').selectAll().where('id', '=', key).executeTakeFirst();
  return sona && (await visibleProfileByUuid(context, sona.profile_id)) ? { ...sona, __typename: 'Sona' } : null;
}

/** Resolves a global id to its object (tagged with __typename), or null when absent or not visible. */
async function resolveNode(context: Context, id: string) {
  const parsed = fromGlobalId(id);
  if (!parsed) return null;
  switch (parsed.type) {
    case 'Profile': {
      const profile = await visibleProfileByUuid(context, parsed.key);
      return profile && { ...profile, __typename: 'Profile' };
    }
    case 'ChatRoom':
      return chatRoomNode(context, parsed.key);
    case 'ProfileImage':
      return UUID.test(parsed.key) ? profileImageNode(context, parsed.key) : null;
    case 'Sona':
      return UUID.test(parsed.key) ? sonaNode(context, parsed.key) : null;
    case 'Viewer':
      return parsed.key === context.viewerId ? { id: parsed.key, __typename: 'Viewer' } : null;
    default:
      return null;
  }
}

export const nodeResolvers = {
  Query: {
    node: (_: unknown, { id }: { id: string }, context: Context) => resolveNode(context, id),
    nodes: (_: unknown, { ids }: { ids: string[] }, context: Context) => Promise.all(ids.slice(0, 100).map((id) => resolveNode(context, id))),
  },
  Node: {
    __resolveType: (node: { __typename: string }) => node.__typename,
  },
  ChatMessagePayload: {
    __resolveType: (payload: { action?: string }) => (payload.action ? 'ChatMessageSystemPayload' : 'ChatMessageTextPayload'),
  },
};
