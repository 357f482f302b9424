import type { RequestParameters, Variables } from 'relay-runtime';

/**
 * What goes on the wire for one operation. relay-compiler persists every operation (persisted-queries.json),
 * so the client sends its id, never its text: the server runs only documents it knows (trusted documents).
 */
export function httpPayload(params: RequestParameters, variables: Variables) {
  return params.id
    ? { documentId: params.id, operationName: params.name, variables }
    : { query: params.text, operationName: params.name, variables };
}

/** graphql-ws requires a query string, so a persisted subscription names its id in the APQ extension. */
export function websocketPayload(params: RequestParameters, variables: Variables) {
  return params.id
    ? { query: '', operationName: params.name, variables, extensions: { persistedQuery: { version: 1, sha256Hash: params.id } } }
    : { query: params.text ?? '', operationName: params.name, variables };
}
