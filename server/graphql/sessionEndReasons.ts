import { GraphQLError, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { sessionEndFor, type SessionEnd } from '../auth/endedSessions.ts';
import type { Context } from './context.ts';

const withSessionEnd = (error: GraphQLError, sessionEnd: SessionEnd) =>
  error.extensions.code === 'UNAUTHENTICATED'
    ? new GraphQLError(error.message, {
        nodes: error.nodes,
        source: error.source,
        positions: error.positions,
        path: error.path,
        originalError: error.originalError,
        extensions: { ...error.extensions, sessionEnd },
      })
    : error;

const told = (result: ExecutionResult, sessionEnd: SessionEnd): ExecutionResult =>
  result.errors?.length ? { ...result, errors: result.errors.map((error) => withSessionEnd(error, sessionEnd)) } : result;

/**
 * A request refused because its token's session ended says why in `extensions.sessionEnd` of its UNAUTHENTICATED
 * errors (server/auth/endedSessions.ts), so the open tab can tell the member on /login. Looked up only for a
 * presented token that found no member; an unknown token gets the plain answer.
 */
export function sessionEndReasons(): Plugin<Context> {
  return {
    async onExecute({ args }) {
      const { token, viewerId, db } = args.contextValue;
      if (!token || viewerId) return;
      const sessionEnd = await sessionEndFor(db, token);
      if (!sessionEnd) return;
      return {
        onExecuteDone({ result, setResult }) {
          if (!(Symbol.asyncIterator in result)) setResult(told(result, sessionEnd));
        },
      };
    },
  };
}
