import {
  getOperationAST,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLInterfaceType,
  type GraphQLNamedType,
  type GraphQLSchema,
  type GraphQLType,
  type GraphQLUnionType,
  type SelectionSetNode,
} from 'graphql';

const known = new WeakMap<DocumentNode, Map<string, ReadonlySet<string>>>();

/**
 * Every field an operation selects, at every depth, as schema coordinates (`Query.viewer`, `Viewer.profile`):
 * through inline fragments and named fragment spreads, whatever the aliases. A field asked for through an
 * interface or union counts for each type that could answer it too, so `... on Node { x }` is `Viewer.x` as
 * well. Meta fields (`__typename`, `__schema`, `__type`) are left out. The document has passed validation.
 */
export function selectedFields(schema: GraphQLSchema, document: DocumentNode, operationName?: string | null): ReadonlySet<string> {
  let byName = known.get(document);
  if (!byName) known.set(document, (byName = new Map()));
  const key = operationName ?? '';
  if (!byName.has(key)) byName.set(key, walkOperation(schema, document, operationName));
  return byName.get(key)!;
}

/** Only the root fields of `selectedFields` (`Mutation.publishConnectionTest`). */
export function selectedRootFields(schema: GraphQLSchema, document: DocumentNode, operationName?: string | null): string[] {
  const operation = getOperationAST(document, operationName);
  const root = operation && schema.getRootType(operation.operation);
  if (!root) return [];
  return [...selectedFields(schema, document, operationName)].filter((field) => field.startsWith(`${root.name}.`));
}

function walkOperation(schema: GraphQLSchema, document: DocumentNode, operationName?: string | null) {
  const found = new Set<string>();
  const operation = getOperationAST(document, operationName);
  const root = operation && schema.getRootType(operation.operation);
  if (!operation || !root) return found;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  // A named fragment selects the same fields wherever it is spread: each is walked once.
  const walkedFragments = new Set<string>();

  const note = (parent: GraphQLCompositeType, field: string) => {
    found.add(`${parent.name}.${field}`);
    if (isAbstract(parent)) for (const type of schema.getPossibleTypes(parent)) found.add(`${type.name}.${field}`);
  };

  const walk = (selectionSet: SelectionSetNode, parent: GraphQLCompositeType) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        if (name.startsWith('__')) continue;
        // A union declares no fields of its own (only `__typename`, left out above).
        const definition = 'getFields' in parent ? parent.getFields()[name] : undefined;
        if (!definition) continue;
        note(parent, name);
        const type = namedType(definition.type);
        if (selection.selectionSet && isComposite(type)) walk(selection.selectionSet, type);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        if (isComposite(type)) walk(selection.selectionSet, type);
      } else {
        const fragment = fragments.get(selection.name.value);
        if (!fragment || walkedFragments.has(fragment.name.value)) continue;
        walkedFragments.add(fragment.name.value);
        const type = schema.getType(fragment.typeCondition.name.value);
        if (isComposite(type)) walk(fragment.selectionSet, type);
      }
    }
  };
  walk(operation.selectionSet, root);
  return found;
}

/*
 * The schema may come from another copy of graphql than this file's (the server's libraries load its CommonJS
 * build, tests its ES module one), and graphql's isCompositeType() and friends refuse a type from another copy.
 * A type's kind is read from its tag instead, which every copy sets alike.
 */
const kindOf = (type: GraphQLType | null | undefined) => (type ? (type as { [Symbol.toStringTag]: string })[Symbol.toStringTag] : '');

const isAbstract = (type: GraphQLCompositeType): type is GraphQLInterfaceType | GraphQLUnionType =>
  kindOf(type) === 'GraphQLInterfaceType' || kindOf(type) === 'GraphQLUnionType';

const isComposite = (type: GraphQLType | null | undefined): type is GraphQLCompositeType =>
  ['GraphQLObjectType', 'GraphQLInterfaceType', 'GraphQLUnionType'].includes(kindOf(type));

/** A field's type without its list and non-null wrappers. */
function namedType(type: GraphQLType): GraphQLNamedType {
  let named: GraphQLType = type;
  while ('ofType' in named) named = named.ofType;
  return named;
}
