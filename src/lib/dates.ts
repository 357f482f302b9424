import { differenceInYears, isValid, parse } from 'date-fns';

export const MINIMUM_AGE = 16;

/** SPEC §5: YYYY-MM-DD with an optional THH:MM. */
export function isDateString(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?$/.test(value)) return false;
  return isValid(parse(value.slice(0, 10), 'yyyy-MM-dd', new Date()));
}

export function ageOn(dateOfBirth: string, today: Date = new Date()): number {
  return differenceInYears(today, parse(dateOfBirth.slice(0, 10), 'yyyy-MM-dd', new Date()));
}
