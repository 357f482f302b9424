import { existsSync, readFileSync } from 'node:fs';
import type { Plugin } from 'graphql-yoga';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { requestBudget } from './budget.ts';
import { inputChecks } from './inputChecks.ts';
import { listLimits } from './listLimits.ts';
import { hideSuggestions } from './suggestions.ts';

/** Two levels deeper than the deepest screen query (12, the grid and chat lists), shallow enough to stop abuse. */
export const MAX_DEPTH = 14;
export const MAX_ALIASES = 15;

export interface PersistedOperations {
  get(id: string): string | undefined;
}

/**
 * The operations relay-compiler persisted for the client: id → text. In development the compiler rewrites
 * the file while the server runs, so an unknown id re-reads it; in production it is read once.
 */
export function loadPersistedOperations(file: string, options: { reloadOnMiss: boolean }): PersistedOperations {
  const read = () =>
    existsSync(file)
      ? new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>))
      : new Map<string, string>();
  let operations = read();
  return {
    get(id) {
      if (!operations.has(id) && options.reloadOnMiss) operations = read();
      return operations.get(id);
    },
  };
}

/** A persisted operation is named by `documentId` (trusted documents) or the APQ extension's hash. */
export function persistedOperationId(params: { extensions?: Record<string, unknown> } & Record<string, unknown>) {
  if (typeof params.documentId === 'string') return params.documentId;
  const persisted = params.extensions?.persistedQuery as { sha256Hash?: unknown } | undefined;
  return typeof persisted?.sha256Hash === 'string' ? persisted.sha256Hash : null;
}

/**
 * The OWASP GraphQL protections. Always: a token limit and time budget, depth, alias and list limits,
 * and the edge check of every string. In production also: only the client's persisted operations run
 * (trusted documents), no introspection, no "did you mean" suggestions in any error.
 */
export function hardeningPlugins(options: { production: boolean; persisted: PersistedOperations }): Plugin[] {
  const plugins: Plugin[] = [
    requestBudget(),
    inputChecks(),
    maxDepthPlugin({ n: MAX_DEPTH, ignoreIntrospection: true, exposeLimits: true }) as Plugin,
    maxAliasesPlugin({ n: MAX_ALIASES, exposeLimits: true }) as Plugin,
    listLimits(),
    usePersistedOperations({
      getPersistedOperation: (id) => options.persisted.get(id) ?? null,
      extractPersistedOperationId: (params) => persistedOperationId(params as never),
      allowArbitraryOperations: !options.production,
      customErrors: {
        notFound: { message: 'This operation is not known to the server.', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } },
        persistedQueryOnly: { message: "Only the app's own operations are accepted.", extensions: { code: 'PERSISTED_QUERY_ONLY' } },
      },
    }) as Plugin,
  ];
  if (options.production) {
    plugins.push(useDisableIntrospection() as Plugin, blockFieldSuggestionsPlugin() as Plugin, hideSuggestions());
  }
  return plugins;
}
