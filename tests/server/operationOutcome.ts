import type { App } from '../../server/app.ts';
import { graphql, wsClient } from './harness.ts';
import type { SampleOperation } from './schemaWalk.ts';

/** How the server first answered an operation: the codes of its errors, and whether any data came back. */
export interface Outcome {
  codes: string[];
  hasData: boolean;
}

/** A subscription the server took: no answer yet, and no refusal. */
export const STILL_OPEN: Outcome = { codes: [], hasData: false };

type Errors = readonly { extensions?: { code?: unknown } }[] | undefined;
const codesOf = (errors: Errors) => (errors ?? []).map((error) => String(error.extensions?.code));

/**
 * Runs a query or mutation over HTTP, or a subscription (and, with `overWebsocket`, anything) over graphql-ws.
 * A refusal comes at once; a subscription the server took says nothing until something happens, so it counts
 * as taken when nothing has come after `openAfterMs`.
 */
export async function outcomeOf(
  app: App,
  token: string,
  operation: Pick<SampleOperation, 'kind' | 'query' | 'variables'>,
  options: { overWebsocket?: boolean; openAfterMs?: number } = {},
): Promise<Outcome> {
  if (operation.kind !== 'subscription' && !options.overWebsocket) {
    const answer = await graphql(app, token, operation.query, operation.variables);
    return { codes: codesOf(answer.errors), hasData: answer.data != null };
  }
  const client = wsClient(app, token);
  try {
    return await new Promise<Outcome>((resolve) => {
      const timer = setTimeout(() => resolve(STILL_OPEN), options.openAfterMs ?? 1_000);
      const settle = (outcome: Outcome) => (clearTimeout(timer), resolve(outcome));
      client.subscribe(
        { query: operation.query, variables: operation.variables },
        {
          next: (result) => settle({ codes: codesOf(result.errors as Errors), hasData: result.data != null }),
          // graphql-ws hands over the errors of a refused start, or the close event of a closed socket.
          error: (error) => settle({ codes: Array.isArray(error) ? codesOf(error) : [`closed: ${String(error)}`], hasData: false }),
          complete: () => settle({ codes: ['completed'], hasData: false }),
        },
      );
    });
  } finally {
    await client.dispose();
  }
}
