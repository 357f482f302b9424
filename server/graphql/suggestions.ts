import { GraphQLError, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** graphql-js's hint, e.g. ` Did you mean "viewer"?` or ` Did you mean the enum value "DISTANCE"?`. */
const SUGGESTION = /\s*Did you mean [^?]*\?/g;

export function withoutSuggestion<E extends Error>(error: E): E | GraphQLError {
  if (!error.message.includes('Did you mean')) return error;
  if (!(error instanceof GraphQLError)) return new GraphQLError(error.message.replace(SUGGESTION, ''));
  return new GraphQLError(error.message.replace(SUGGESTION, ''), {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
}

const cleaned = (result: ExecutionResult): ExecutionResult =>
  result.errors?.length ? { ...result, errors: result.errors.map(withoutSuggestion) } : result;

/**
 * Production tells nobody the names of fields, types or enum values it did not ask for: "Did you mean"
 * goes from every error, from validation and from variable coercion (which happens as execution starts).
 */
export function hideSuggestions(): Plugin {
  return {
    onValidate() {
      return ({ result, setResult }) => {
        if (result.length) setResult(result.map(withoutSuggestion));
      };
    },
    onExecute() {
      return {
        onExecuteDone({ result, setResult }) {
          if (!(Symbol.asyncIterator in result)) setResult(cleaned(result));
        },
      };
    },
    onSubscribe() {
      return {
        onSubscribeResult({ result, setResult }) {
          if (!(Symbol.asyncIterator in result)) setResult(cleaned(result));
        },
      };
    },
  };
}
