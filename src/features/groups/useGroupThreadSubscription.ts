import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay/hooks';
import { ConnectionHandler, type GraphQLSubscriptionConfig } from 'relay-runtime';
import { appendReply } from './replyConnection';
import type {
  useGroupThreadSubscription as ThreadSubscription,
  useGroupThreadSubscription$data,
} from './__generated__/useGroupThreadSubscription.graphql';

export type ThreadEvent = useGroupThreadSubscription$data['groupThread'];

const subscription = graphql`
  subscription useGroupThreadSubscription($threadId: ID!) {
    groupThread(threadId: $threadId) {
      kind
      deletedId
      reply {
        id
        content
        author {
          id
          displayName
        }
        ...GroupReplyItem_reply
      }
      thread {
        id
        replyCount
        lastActivityAt
      }
    }
  }
`;

/**
 * Subscription.groupThread: a new reply goes at the end of the thread (once), a deleted one leaves it, and each
 * event goes to `onEvent` (the view announces replies and leaves a deleted thread).
 */
export function useGroupThreadSubscription(options: { threadId: string; connectionId: string; onEvent: (event: ThreadEvent) => void }) {
  const { threadId, connectionId, onEvent } = options;
  const config = useMemo<GraphQLSubscriptionConfig<ThreadSubscription>>(
    () => ({
      subscription,
      variables: { threadId },
      updater: (store, data) => {
        const event = data?.groupThread;
        if (!event) return;
        if (event.kind === 'REPLY_ADDED') {
          const reply = store.getRootField('groupThread')?.getLinkedRecord('reply');
          if (reply) appendReply(store, connectionId, reply);
        }
        if (event.kind === 'REPLY_DELETED' && event.deletedId) {
          const connection = store.get(connectionId);
          if (connection) ConnectionHandler.deleteNode(connection, event.deletedId);
        }
      },
      onNext: (data) => {
        if (data?.groupThread) onEvent(data.groupThread);
      },
    }),
    [threadId, connectionId, onEvent],
  );
  useSubscription(config);
}
