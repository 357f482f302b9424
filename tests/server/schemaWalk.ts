import { readFileSync } from 'node:fs';
import {
  buildSchema,
  getNamedType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';

export const contract = buildSchema(readFileSync('schema.graphql', 'utf8'));

const SCALARS: Record<string, unknown> = {
  String: 'x',
  ID: 'x',
  Int: 1,
  Float: 1,
  Boolean: false,
  Date: '2000-01-01',
  DateTime: '2000-01-01T00:00:00.000Z',
};

/** A well-formed value of an input type: every required input field filled in, nothing optional. */
function sampleValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType);
  if (isListType(type)) return [sampleValue(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0].value;
  if (isInputObjectType(type)) {
    const required = Object.values(type.getFields()).filter((field) => isNonNullType(field.type) && field.defaultValue === undefined);
    return Object.fromEntries(required.map((field) => [field.name, sampleValue(field.type)]));
  }
  if (!(type.name in SCALARS)) throw new Error(`No sample value for the scalar ${type.name}`);
  return SCALARS[type.name];
}

export interface SampleOperation {
  /** The schema coordinate the operation asks for: `Mutation.likeProfile`, `Viewer.chatRooms`. */
  field: string;
  kind: 'query' | 'mutation' | 'subscription';
  query: string;
  variables: Record<string, unknown>;
}

/** `name(arg: $arg) { __typename }` with a well-formed value for each required argument. */
function sampleSelection(field: GraphQLField<unknown, unknown>) {
  const required = field.args.filter((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined);
  const variables = Object.fromEntries(required.map((arg) => [arg.name, sampleValue(arg.type)]));
  const definitions = required.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const args = required.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = `${field.name}${args ? `(${args})` : ''}${isCompositeType(getNamedType(field.type)) ? ' { __typename }' : ''}`;
  return { variables, definitions: definitions ? `(${definitions})` : '', selection };
}

/** One valid operation per field of Query, Mutation and Subscription, each asking for that field alone. */
export function rootFieldOperations(): SampleOperation[] {
  const roots = [
    ['query', contract.getQueryType()],
    ['mutation', contract.getMutationType()],
    ['subscription', contract.getSubscriptionType()],
  ] as const;
  return roots.flatMap(([kind, root]) =>
    Object.values(root!.getFields()).map((field) => {
      const { variables, definitions, selection } = sampleSelection(field);
      return { field: `${root!.name}.${field.name}`, kind, query: `${kind} ${definitions} { ${selection} }`, variables };
    }),
  );
}

/** One valid query per field of Viewer: `{ viewer { field } }`. */
export function viewerFieldOperations(): SampleOperation[] {
  const viewer = contract.getType('Viewer');
  if (!isObjectType(viewer)) throw new Error('The schema has no Viewer type');
  return Object.values(viewer.getFields()).map((field) => {
    const { variables, definitions, selection } = sampleSelection(field);
    return { field: `Viewer.${field.name}`, kind: 'query', query: `query ${definitions} { viewer { ${selection} } }`, variables };
  });
}
