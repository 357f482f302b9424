import type { Context } from './context.ts';
import { fromGlobalId } from './ids.ts';
import { visibleProfileByUuid } from './profiles.ts';
import { chatRoomNode } from './chatTypes.ts';

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
