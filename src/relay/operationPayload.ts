import type { RequestParameters, Variables } from 'relay-runtime';

/**
 * What goes on the wire for one operation. relay-compiler persists every operation (persisted-queries.json),
 * so the client sends its id, never its text: the server runs only documents it knows (trusted documents).
 */
export function httpPayload(params: Pick<RequestParameters, 'id' | 'name' | 'text'>, variables: Variables) {
  return params.id
    ? { documentId: params.id, operationName: params.name, variables }
    : { query: params.text, operationName: params.name, variables };
}

/** The POST that sends one operation with the member's token: the app's requests and those sent ahead of it. */
export function httpRequest(
  params: Pick<RequestParameters, 'id' | 'name' | 'text'>,
  variables: Variables,
  token: string | null,
): RequestInit {
  return {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/graphql-response+json, application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(httpPayload(params, variables)),
  };
}

/** graphql-ws requires a query string, so a persisted subscription names its id in the APQ extension. */
export function websocketPayload(params: RequestParameters, variables: Variables) {
  return params.id
    ? { query: '', operationName: params.name, variables, extensions: { persistedQuery: { version: 1, sha256Hash: params.id } } }
    : { query: params.text ?? '', operationName: params.name, variables };
}
