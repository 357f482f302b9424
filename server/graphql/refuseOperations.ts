import type { DocumentNode, GraphQLError, GraphQLSchema } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Context } from './context.ts';

/** What a gate judges: the validated operation and its caller. */
export interface Operation {
  schema: GraphQLSchema;
  document: DocumentNode;
  operationName?: string | null;
  contextValue: Context;
}

/**
 * A plugin that answers an operation with the error `refusal` finds instead of running it: queries and mutations
 * (over HTTP and the websocket) and subscriptions (which run over the websocket) alike, persisted or not.
 */
export function refuseOperations(refusal: (operation: Operation) => Promise<GraphQLError | null>): Plugin<Context> {
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const refused = await refusal(args);
      if (refused) setResultAndStopExecution({ errors: [refused] });
    },
    async onSubscribe({ args, setResultAndStopExecution }) {
      const refused = await refusal(args);
      if (refused) setResultAndStopExecution({ errors: [refused] });
    },
  };
}
