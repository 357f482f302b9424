import { isValidEmail as matchesEmailPattern } from '../../shared/email.ts';

/** The client's pattern (SPEC §5), plus the length limit of an address. */
export function isValidEmail(email: string) {
  return email.length <= 254 && matchesEmailPattern(email);
}

export function normaliseEmail(email: string) {
  return email.trim().toLowerCase();
}
