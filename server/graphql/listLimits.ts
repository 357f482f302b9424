import { Kind, visit, type DocumentNode, type ValueNode } from 'graphql';
// Thrown into yoga, which knows its own errors by `instanceof` against the copy of graphql Node loads
// (graphql/index.js); under the test runner our `graphql` import is the ES module copy (see socketLimits.ts).
import { GraphQLError } from 'graphql/index.js';
import type { Plugin } from 'graphql-yoga';

/** No list a request sends may hold more items than this (a member has at most 100 pictures to order). */
export const MAX_LIST_ITEMS = 100;
/** No count argument (first, last, limit) may ask for more items than this. */
export const MAX_LIST_SIZE = 100;
/**
 * Lists with a shorter bound of their own, by input field: the search filters and a profile's genders and
 * languages offer a handful of values each, so 50 leaves room for every one of them and nothing more.
 */
const LIST_MAXIMA: Record<string, number> = {
  genders: 50,
  languages: 50,
  relationshipStatus: 50,
  sexualOrientation: 50,
  sexPositions: 50,
};
const COUNT_ARGUMENTS = new Set(['first', 'last', 'limit']);
const NON_NEGATIVE_ARGUMENTS = new Set(['first', 'last', 'limit', 'offset']);

const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });

function tooLongProblem(length: number, key: string | undefined) {
  const max = (key && LIST_MAXIMA[key]) || MAX_LIST_ITEMS;
  if (length <= max) return null;
  return key ? `Please choose at most ${max} ${key}.` : `Please send at most ${max} items at once.`;
}

/** The first list among the variables (through lists and input objects) longer than it may be. */
function listProblemInValue(value: unknown, key?: string): string | null {
  if (Array.isArray(value)) {
    // Judged by its length before anything looks inside, so a huge list costs no more than a short one.
    const problem = tooLongProblem(value.length, key);
    if (problem) return problem;
    for (const item of value) {
      const inner = listProblemInValue(item, key);
      if (inner) return inner;
    }
  } else if (value && typeof value === 'object') {
    for (const [field, item] of Object.entries(value)) {
      const problem = listProblemInValue(item, field);
      if (problem) return problem;
    }
  }
  return null;
}

/** The first problem with the document's own list literals and count arguments (first, last, limit, offset). */
export function problemInDocument(document: DocumentNode, variables: Record<string, unknown>): string | null {
  const defaults: Record<string, ValueNode> = {};
  const numberOf = (node: ValueNode | undefined): unknown => {
    if (node?.kind === Kind.INT) return Number(node.value);
    if (node?.kind !== Kind.VARIABLE) return null;
    const name = node.name.value;
    return name in variables ? variables[name] : numberOf(defaults[name]);
  };
  let found: string | null = null;
  visit(document, {
    VariableDefinition(definition) {
      if (definition.defaultValue) defaults[definition.variable.name.value] = definition.defaultValue;
    },
    ObjectField(field) {
      if (field.value.kind === Kind.LIST) found ??= tooLongProblem(field.value.values.length, field.name.value);
    },
    Argument(argument) {
      if (argument.value.kind === Kind.LIST) found ??= tooLongProblem(argument.value.values.length, argument.name.value);
    },
  });
  // Counts are read once every default is known (definitions come before the fields that use them).
  visit(document, {
    Field(field) {
      for (const argument of field.arguments ?? []) {
        const name = argument.name.value;
        const size = numberOf(argument.value);
        if (found || typeof size !== 'number') continue;
        if (NON_NEGATIVE_ARGUMENTS.has(name) && size < 0) found = `${field.name.value}(${name}) cannot be negative.`;
        else if (COUNT_ARGUMENTS.has(name) && size > MAX_LIST_SIZE)
          found = `${field.name.value}(${name}) may ask for at most ${MAX_LIST_SIZE} items.`;
      }
    },
  });
  return found;
}

/**
 * Bounds the work one request can ask for, as the document is read: before the viewer is looked up or any
 * resolver runs, over HTTP and websockets alike. A 50,000-item filter list once held the embedded database for
 * seconds; now it is refused with 400 as soon as its length is read. (Not a validation rule: validation results
 * are cached per document, and these depend on the variables too.)
 */
export function listLimits(): Plugin {
  return {
    onParse({ context }) {
      const variables = variablesOf(context);
      const problem = listProblemInValue(variables);
      if (problem) throw badInput(problem);
      return ({ result }) => {
        const documentProblem = result && 'kind' in result ? problemInDocument(result, variables) : null;
        if (documentProblem) throw badInput(documentProblem);
      };
    },
  };
}

/** The request's variables: yoga and the socket's operations both start their context with the request's params. */
function variablesOf(context: unknown): Record<string, unknown> {
  const variables = (context as { params?: { variables?: unknown } } | undefined)?.params?.variables;
  return variables && typeof variables === 'object' && !Array.isArray(variables) ? (variables as Record<string, unknown>) : {};
}
