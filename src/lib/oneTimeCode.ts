export const ONE_TIME_CODE_LENGTH = 7;

/** What the code field shows: upper case, letters and digits only, at most 7 characters. */
export function normalizeOneTimeCode(input: string): string {
  return input
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, ONE_TIME_CODE_LENGTH);
}

export function isValidOneTimeCode(code: string): boolean {
  return /^[A-Z0-9]{7}$/i.test(code);
}
