import { GraphQLError } from 'graphql';

/** GraphQL errors carry a machine-readable `extensions.code` the client acts on (SPEC §8). */
export function graphqlError(code: string, message: string) {
  return new GraphQLError(message, { extensions: { code } });
}

export const unauthenticated = () => graphqlError('UNAUTHENTICATED', 'You need to log in again.');
export const badInput = (message: string) => graphqlError('BAD_USER_INPUT', message);
export const forbidden = (message: string) => graphqlError('FORBIDDEN', message);
export const notFound = (message: string) => graphqlError('NOT_FOUND', message);

/**
 * A refusal the client shows as "no access": the message says 'not allowed', and a copy travels in the
 * extensions because Relay's @catch hands the client only a field error's path and extensions.
 */
export function notAllowed(message: string) {
  return new GraphQLError(message, { extensions: { code: 'FORBIDDEN', detail: message } });
}
