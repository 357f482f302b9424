interface RelayNetworkError extends Error {
  source?: { errors?: readonly { message?: string }[] };
}

/**
 * The message to show for a failed mutation: the server's first GraphQL error message when Relay
 * attached one (a rejected operation), otherwise the error's own message.
 */
export function errorMessage(error: unknown): string {
  const serverMessage = (error as RelayNetworkError | null)?.source?.errors?.find((e) => e.message)?.message;
  if (serverMessage) return serverMessage;
  if (error instanceof Error && error.message) return error.message;
  return 'An unknown error occurred. Please try again.';
}
