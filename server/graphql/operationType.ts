import { getOperationAST, type DocumentNode, type OperationTypeNode } from 'graphql';

const known = new WeakMap<DocumentNode, Map<string, OperationTypeNode | null>>();

/**
 * Whether a request runs a query, a mutation or a subscription (null when the document does not say which).
 * Two plugins ask on every request; yoga hands them the same parsed document for the same text, so each
 * document is walked once.
 */
export function operationType(document: DocumentNode, operationName?: string | null): OperationTypeNode | null {
  let byName = known.get(document);
  if (!byName) known.set(document, (byName = new Map()));
  const key = operationName ?? '';
  if (!byName.has(key)) byName.set(key, getOperationAST(document, operationName)?.operation ?? null);
  return byName.get(key)!;
}
