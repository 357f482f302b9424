import type { ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** graphql-js's hint, e.g. ` Did you mean "viewer"?` or ` Did you mean the enum value "DISTANCE"?`. */
const SUGGESTION = /\s*Did you mean [^?]*\?/g;

/** The same error without the hint (changed in place: a copy could lose what marks it as the caller's error). */
export function withoutSuggestion<E extends Error>(error: E): E {
  if (error.message.includes('Did you mean')) error.message = error.message.replace(SUGGESTION, '');
  return error;
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
