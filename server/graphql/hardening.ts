import { existsSync, readFileSync } from 'node:fs';
import { Kind, visit, type DocumentNode, type ValueNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { graphqlError } from '../errors.ts';
import { requestBudget } from './budget.ts';
import { inputChecks } from './inputChecks.ts';
import { hideSuggestions } from './suggestions.ts';

/** Two levels deeper than the deepest screen query (12, the grid and chat lists), shallow enough to stop abuse. */
export const MAX_DEPTH = 14;
export const MAX_ALIASES = 15;
/** No list argument (first, last, limit) may ask for more items than this. */
export const MAX_LIST_SIZE = 100;
const LIST_ARGUMENTS = new Set(['first', 'last', 'limit']);

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
 * The OWASP GraphQL protections. Always: a token limit and time budget, depth, alias and list-size limits,
 * and the edge check of every string. In production also: only the client's persisted operations run
 * (trusted documents), no introspection, no "did you mean" suggestions in any error.
 */
export function hardeningPlugins(options: { production: boolean; persisted: PersistedOperations }): Plugin[] {
  const plugins: Plugin[] = [
    requestBudget(),
    inputChecks(),
    maxDepthPlugin({ n: MAX_DEPTH, ignoreIntrospection: true, exposeLimits: true }) as Plugin,
    maxAliasesPlugin({ n: MAX_ALIASES, exposeLimits: true }) as Plugin,
    listSizeLimit(),
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

/** Rejects an operation whose list arguments ask for more than MAX_LIST_SIZE items, before it runs. */
function listSizeLimit(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const tooLarge = findOversizedListArgument(args.document, (args.variableValues ?? {}) as Record<string, unknown>);
      if (tooLarge) {
        setResultAndStopExecution({
          errors: [graphqlError('BAD_USER_INPUT', `${tooLarge} may ask for at most ${MAX_LIST_SIZE} items.`)],
        });
      }
    },
  };
}

export function findOversizedListArgument(document: DocumentNode, variables: Record<string, unknown>): string | null {
  const sizeOf = (node: ValueNode): unknown => {
    if (node.kind === Kind.INT) return Number(node.value);
    if (node.kind === Kind.VARIABLE) return variables[node.name.value];
    return null;
  };
  let found: string | null = null;
  visit(document, {
    Field(field) {
      for (const argument of field.arguments ?? []) {
        const size = sizeOf(argument.value);
        if (!found && LIST_ARGUMENTS.has(argument.name.value) && typeof size === 'number' && size > MAX_LIST_SIZE) {
          found = `${field.name.value}(${argument.name.value})`;
        }
      }
    },
  });
  return found;
}
