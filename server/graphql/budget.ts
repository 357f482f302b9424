import { GraphQLError, Lexer, Source, TokenKind, parse } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { runWithSignal } from '../db/operationSignal.ts';

/** Twice the largest of the client's own operations (about 330 tokens) many times over; a flood stops here. */
export const MAX_TOKENS = 3_000;
/** How long a query or mutation may run before the caller is told to try again (subscriptions are exempt). */
export const EXECUTION_BUDGET_MS = 15_000;

export const TOO_LARGE_MESSAGE = 'This request is too large. Please ask for less at once.';
export const TOO_SLOW_MESSAGE = 'The server took too long to answer. Please try again.';

/**
 * Bounds the work one request can cause, in development and production alike: the parser stops after
 * MAX_TOKENS tokens (so a huge document is refused before parsing or validation can block the server),
 * and an operation that runs past its budget is ended (executionBudget, below).
 */
export function requestBudget(options: { maxTokens?: number } = {}): Plugin {
  const maxTokens = options.maxTokens ?? MAX_TOKENS;
  return {
    // Over HTTP the count comes first, so the refusal is a plain 400 before any parsing starts.
    onParams({ params, setResult }) {
      if (typeof params.query === 'string' && hasMoreTokens(params.query, maxTokens)) setResult({ errors: [tooLarge()] });
    },
    // Sockets parse through the same parser, which stops counting there too.
    onParse({ setParseFn }) {
      setParseFn((source, parseOptions) => {
        try {
          return parse(source, { ...parseOptions, maxTokens });
        } catch (error) {
          // graphql-js says "Document contains more that N tokens" (sic).
          if (error instanceof GraphQLError && /more tha[nt] \d+ tokens/.test(error.message)) throw tooLarge();
          throw error;
        }
      });
    },
  };
}

/**
 * An operation that runs past `executionMs` is answered with an error instead of holding the caller (and its place
 * at the work gate). Listed after every plugin that sets the execute function: graphql-jit replaces it for queries,
 * which once left every query, the search among them, without any budget.
 */
export function executionBudget(executionMs = EXECUTION_BUDGET_MS): Plugin {
  return {
    onExecute({ executeFn, setExecuteFn }) {
      setExecuteFn((args) => withinBudget(() => executeFn(args), executionMs));
    },
  };
}

const tooLarge = () => new GraphQLError(TOO_LARGE_MESSAGE, { extensions: { code: 'QUERY_TOO_LARGE', http: { status: 400 } } });

/** Whether `source` has more than `max` tokens; stops reading at the first one over. */
function hasMoreTokens(source: string, max: number) {
  const lexer = new Lexer(new Source(source));
  try {
    for (let count = 0; lexer.advance().kind !== TokenKind.EOF; count++) if (count >= max) return true;
  } catch {
    // A syntax error: the parser reports it properly.
  }
  return false;
}

/** The result of `run`, or a TIMEOUT error once `ms` pass first. */
export async function withinBudget<T>(run: () => T | Promise<T>, ms: number) {
  let timer: NodeJS.Timeout | undefined;
  // Past the budget the operation's statements stop too (server/db/operationSignal.ts), not only its answer.
  const budget = new AbortController();
  const late = new Promise<{ errors: GraphQLError[] }>((resolve) => {
    timer = setTimeout(() => {
      budget.abort(new Error('The execution budget ran out'));
      resolve({ errors: [new GraphQLError(TOO_SLOW_MESSAGE, { extensions: { code: 'TIMEOUT', http: { status: 503 } } })] });
    }, ms);
  });
  try {
    return await Promise.race([runWithSignal(budget.signal, () => Promise.resolve(run())), late]);
  } finally {
    clearTimeout(timer);
  }
}
