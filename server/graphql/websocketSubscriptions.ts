import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * Subscriptions run over the websocket only: the server tracks every socket and closes it the moment its
 * session ends (server/auth/sessions.ts), while an event stream over plain HTTP would outlive a logout.
 * The websocket server puts the socket into the context; an HTTP request has none.
 */
export function subscriptionsOverWebsocketOnly(): Plugin {
  return {
    onSubscribe({ context, setResultAndStopExecution }) {
      if ((context as { socket?: unknown }).socket) return;
      setResultAndStopExecution({
        errors: [new GraphQLError('Subscriptions are only available over the websocket.', { extensions: { code: 'BAD_REQUEST' } })],
      });
    },
  };
}
