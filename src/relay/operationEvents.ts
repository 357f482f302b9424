import type { RequestParameters } from 'relay-runtime';

export interface GraphQLOperation {
  name: string;
  kind: string;
  text: string | null;
}

type Listener = (operation: GraphQLOperation) => void;

const listeners = new Set<Listener>();

/** Called with every GraphQL operation the app sends; the GraphQL dev overlay listens here. */
export function onGraphQLOperation(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyGraphQLOperation(params: RequestParameters): void {
  if (listeners.size === 0) return;
  const operation = { name: params.name, kind: params.operationKind, text: params.text ?? null };
  listeners.forEach((listener) => listener(operation));
}

/** Schema introspection (GraphiQL, tooling) is noise for the overlay (SPEC §6). */
export function isIntrospection({ name, text }: GraphQLOperation): boolean {
  return name === 'IntrospectionQuery' || (text !== null && /\b__schema\b|\b__type\s*\(/.test(text));
}
