import type { Disposable, MutationParameters } from 'relay-runtime';
import type { UseMutationConfig } from 'react-relay/hooks';
import { errorMessage } from '../lib/graphqlErrors';

/** A mutation's failure, named for the bar that shows 'name: message' (SPEC §8). */
export class SaveError extends Error {
  constructor(name: string, message: string) {
    super(message);
    this.name = name;
  }
}

/**
 * Runs a Relay mutation as a promise, so a screen can await one save before the next and show its error.
 * GraphQL errors reject with the server's message (never Relay's "No data returned…" wrapper).
 */
export function commitAsync<T extends MutationParameters>(
  commit: (config: UseMutationConfig<T>) => Disposable,
  config: UseMutationConfig<T>,
  name = 'Error',
): Promise<T['response']> {
  return new Promise((resolve, reject) => {
    commit({
      ...config,
      onCompleted: (response, errors) => (errors?.length ? reject(new SaveError(name, errors[0].message)) : resolve(response)),
      onError: (error) => reject(new SaveError(name, errorMessage(error))),
    });
  });
}
