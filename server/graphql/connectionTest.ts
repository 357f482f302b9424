import { requireViewer } from './context.ts';
import { badInput } from '../errors.ts';
import type { Resolvers } from './__generated__/resolvers.ts';
import type { PubSubChannels } from '../pubsub/pubsub.ts';

const CHANNEL = /^[a-z0-9_-]{1,32}$/;

/** The websocket connection test of the debug screen: publish 'ping' on a channel, receive it back. */
export const connectionTestResolvers: Resolvers = {
  Mutation: {
    publishConnectionTest: async (_parent, { input }, context) => {
      requireViewer(context);
      if (!CHANNEL.test(input.channel)) throw badInput('Channel names are 1 to 32 lower-case letters, digits, - or _.');
      if (input.message.length > 200) throw badInput('The message is at most 200 characters.');
      context.pubsub.publish('connectionTest', input.channel, {
        channel: input.channel,
        message: input.message,
        date: new Date().toISOString(),
      });
      return { ok: true };
    },
  },
  Subscription: {
    connectionTest: {
      subscribe: (_parent, { channel }, context) => {
        requireViewer(context);
        if (!CHANNEL.test(channel)) throw badInput('Channel names are 1 to 32 lower-case letters, digits, - or _.');
        return context.pubsub.subscribe('connectionTest', channel);
      },
      resolve: (payload: PubSubChannels['connectionTest'][1]) => payload,
    },
  },
};
