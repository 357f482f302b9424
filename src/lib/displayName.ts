/** The longest display name the server stores (server/graphql/viewer.ts), counted as the server counts it. */
export const DISPLAY_NAME_MAX = 64;

/** What is wrong with a display name, in the words the server uses, or undefined when it is fine. */
export function displayNameProblem(name: string): string | undefined {
  if (!name.trim()) return 'Display name must not be empty.';
  if (name.trim().length > DISPLAY_NAME_MAX) return `Display name must be at most ${DISPLAY_NAME_MAX} characters.`;
  return undefined;
}
