import { getRequest, graphql } from 'relay-runtime';
import { authStore } from '../state/auth';
import { endSession, sessionEndOf } from '../state/sessionEnd';
import { createFetchGraphQL } from './fetchGraphQL';

// The smallest question only a live session answers: a refused one says why (extensions.sessionEnd).
const query = graphql`
  query SessionCheckQuery {
    viewer {
      __typename
    }
  }
`;

/**
 * The socket was closed or refused for its session: ask once over HTTP whether the session really ended, and why,
 * so /login can say it (fetchGraphQL ends the session with the reason). If the server cannot be reached the session
 * ends without one. A tab whose token another tab already replaced or cleared has nothing to ask.
 */
export async function checkSessionAfterSocketEnd(fetchGraphQL = createFetchGraphQL()): Promise<void> {
  const token = authStore.get().token?.accessToken;
  if (!token) return;
  try {
    const answer = await fetchGraphQL(getRequest(query).params, {});
    // fetchGraphQL has already logged out on a second UNAUTHENTICATED; this covers an answer without a retry.
    const errors = 'errors' in answer ? answer.errors : undefined;
    if (authStore.get().token?.accessToken === token && sessionEndOf(errors)) endSession(sessionEndOf(errors));
  } catch {
    if (authStore.get().token?.accessToken === token) endSession(null);
  }
}
