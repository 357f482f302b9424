import { reactionOrder } from '../../shared/reactions.ts';
import { reactToMessage } from '../chat/react.ts';
import type { MessageRow } from '../chat/rows.ts';
import { callerOf } from './chat.ts';
import type { Context } from './context.ts';
import type { Resolvers } from './__generated__/resolvers.ts';

/**
 * A message's reactions as the viewer sees them: a count per emoji and whether the viewer is among them. Who the
 * others are is never told, so a member the viewer blocked or hid cannot show up through a reaction.
 */
async function reactionsOf(context: Context, message: MessageRow) {
  if (message.system_action || message.deleted_at) return [];
  const summaries = await context.loaders.messageReactions.load(message.id);
  return summaries
    .map((summary) => ({
      emoji: summary.emoji,
      count: summary.count,
      viewerHasReacted: context.viewerId !== null && summary.profile_ids.includes(context.viewerId),
    }))
    .sort((a, b) => reactionOrder(a.emoji) - reactionOrder(b.emoji));
}

/** Reactions to chat messages: the field on a message, the event's change, and the member's reacting. */
export const chatReactionResolvers: Resolvers = {
  ChatRoomMessage: {
    reactions: (message, _args, context) => reactionsOf(context, message),
  },
  ChatRoomEvent: {
    reaction: (event) => event.reaction ?? null,
  },
  Mutation: {
    chatRoomMessageReact: async (_parent, { input }, context) => ({
      message: await reactToMessage(callerOf(context), input.roomId, input),
    }),
  },
};
