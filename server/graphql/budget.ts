import { GraphQLError, parse } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** Twice the largest of the client's own operations (about 330 tokens) many times over; a flood stops here. */
export const MAX_TOKENS = 3_000;
/** How long a query or mutation may run before the caller is told to try again (subscriptions are exempt). */
export const EXECUTION_BUDGET_MS = 15_000;

export const TOO_LARGE_MESSAGE = 'This request is too large. Please ask for less at once.';
export const TOO_SLOW_MESSAGE = 'The server took too long to answer. Please try again.';

/**
 * Bounds the work one request can cause, in development and production alike: the parser stops after
 * MAX_TOKENS tokens (so a huge document is refused before parsing or validation can block the server),
 * and an operation that runs past the budget is answered with an error instead of holding the caller.
 */
export function requestBudget(options: { maxTokens?: number; executionMs?: number } = {}): Plugin {
  const maxTokens = options.maxTokens ?? MAX_TOKENS;
  const executionMs = options.executionMs ?? EXECUTION_BUDGET_MS;
  return {
    onParse({ setParseFn }) {
      setParseFn((source, parseOptions) => {
        try {
          return parse(source, { ...parseOptions, maxTokens });
        } catch (error) {
          if (error instanceof GraphQLError && /more than \d+ tokens/.test(error.message)) {
            throw new GraphQLError(TOO_LARGE_MESSAGE, { extensions: { code: 'QUERY_TOO_LARGE', http: { status: 400 } } });
          }
          throw error;
        }
      });
    },
    onExecute({ executeFn, setExecuteFn }) {
      setExecuteFn((args) => withinBudget(() => executeFn(args), executionMs));
    },
  };
}

/** The result of `run`, or a TIMEOUT error once `ms` pass first. */
export async function withinBudget<T>(run: () => T | Promise<T>, ms: number) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<{ errors: GraphQLError[] }>((resolve) => {
    timer = setTimeout(
      () => resolve({ errors: [new GraphQLError(TOO_SLOW_MESSAGE, { extensions: { code: 'TIMEOUT', http: { status: 503 } } })] }),
      ms,
    );
  });
  try {
    return await Promise.race([Promise.resolve(run()), late]);
  } finally {
    clearTimeout(timer);
  }
}
