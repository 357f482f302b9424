import { badInput, graphqlError } from '../errors.ts';
import { takeRateLimit } from '../auth/rateLimit.ts';
import type { Resolvers } from './__generated__/resolvers.ts';
import type { PubSubChannels } from '../pubsub/pubsub.ts';
import { RATE_LIMITED_MESSAGE } from './mutationLimits.ts';
import { requireStaff } from './staffOnly.ts';

const CHANNEL = /^[a-z0-9_-]{1,32}$/;
const CHANNEL_RULE = 'Channel names are 1 to 32 lower-case letters, digits, - or _.';
/** The debug screen subscribes once per visit; more than this a minute is a loop, not a person testing. */
const SUBSCRIPTIONS_PER_MINUTE = 30;

/**
 * The websocket connection test of the debug screen: publish 'ping' on a channel, receive it back. Staff only
 * (also refused before it runs, server/graphql/staffOnly.ts), and limited even for staff: publishing in
 * MUTATION_LIMITS, subscribing here.
 */
export const connectionTestResolvers: Resolvers = {
  Mutation: {
    publishConnectionTest: async (_parent, { input }, context) => {
      await requireStaff(context);
      if (!CHANNEL.test(input.channel)) throw badInput(CHANNEL_RULE);
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
      subscribe: async (_parent, { channel }, context) => {
        const staffId = await requireStaff(context);
        if (!CHANNEL.test(channel)) throw badInput(CHANNEL_RULE);
        if (!(await takeRateLimit(context.db, `connectionTest:member:${staffId}`, SUBSCRIPTIONS_PER_MINUTE, 60_000))) {
          throw graphqlError('RATE_LIMITED', RATE_LIMITED_MESSAGE);
        }
        return context.pubsub.subscribe('connectionTest', channel);
      },
      resolve: (payload: PubSubChannels['connectionTest'][1]) => payload,
    },
  },
};
