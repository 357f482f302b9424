import { isObjectType, type GraphQLSchema } from 'graphql';
import type { Resolvers } from './__generated__/resolvers.ts';
import { FIELDS_FROM_ROW } from './fieldsFromRow.ts';

const ROOTS = new Set(['Query', 'Mutation', 'Subscription']);

/**
 * Every field that would otherwise answer a silent null: a root field without a resolver, and a field of a
 * type mapped to a row (server/graphql/fieldsFromRow.ts) that has neither a resolver nor a listed same-named
 * property. Other object types take the schema's own type as their parent, so TypeScript already checks that
 * whatever answers them carries each field. Each entry names the field and what would cover it.
 */
export function missingFieldResolvers(schema: GraphQLSchema, resolvers: Resolvers): string[] {
  const byType = resolvers as Record<string, Record<string, unknown> | undefined>;
  const fromRow = FIELDS_FROM_ROW as Record<string, readonly string[] | undefined>;
  return Object.values(schema.getTypeMap()).flatMap((type) => {
    if (!isObjectType(type) || type.name.startsWith('__')) return [];
    const rowFields = fromRow[type.name];
    if (!ROOTS.has(type.name) && !rowFields) return [];
    const fields = type.getFields();
    const unresolved = Object.keys(fields)
      .filter((field) => !(field in (byType[type.name] ?? {})) && !rowFields?.includes(field))
      .map((field) => `${type.name}.${field} has no resolver${rowFields ? ' and is not listed in FIELDS_FROM_ROW' : ''}`);
    const stale = (rowFields ?? [])
      .filter((field) => !(field in fields))
      .map((field) => `FIELDS_FROM_ROW lists ${type.name}.${field}, which schema.graphql does not have`);
    return [...unresolved, ...stale];
  });
}
