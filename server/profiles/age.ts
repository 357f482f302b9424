/** Whole years between a yyyy-MM-dd birth date and `today` (UTC calendar dates). */
export function ageOn(dateOfBirth: string, today = new Date()) {
  const [year, month, day] = dateOfBirth.split('-').map(Number);
  let age = today.getUTCFullYear() - year;
  const beforeBirthday = today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

export function isBirthdayOn(dateOfBirth: string, today = new Date()) {
  const [, month, day] = dateOfBirth.split('-').map(Number);
  return today.getUTCMonth() + 1 === month && today.getUTCDate() === day;
}

export const ADULT_AGE = 18;

/**
 * yyyy-MM-dd of the latest birth date of someone `years` old today. On 29 February the date `years` ago may not
 * exist: then it is 28 February, since whoever was born on 1 March has their birthday tomorrow.
 */
export function birthDateCutoff(today: Date, years: number) {
  const year = today.getUTCFullYear() - years;
  const lastOfMonth = new Date(Date.UTC(year, today.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, today.getUTCMonth(), Math.min(today.getUTCDate(), lastOfMonth))).toISOString().slice(0, 10);
}

/** yyyy-MM-dd of the latest birth date of an adult today: born on or before it means 18 or over. */
export function adultBirthDateCutoff(today = new Date()) {
  return birthDateCutoff(today, ADULT_AGE);
}

export function isAdult(dateOfBirth: string | null) {
  return dateOfBirth !== null && ageOn(dateOfBirth) >= ADULT_AGE;
}

/**
 * Adults and minors are two pools that never meet: whether two members (by their dates of birth today)
 * are in the same one. A member without a date of birth has not finished onboarding and counts as a minor.
 */
export function inSamePool(a: { date_of_birth: string | null }, b: { date_of_birth: string | null }) {
  return isAdult(a.date_of_birth) === isAdult(b.date_of_birth);
}

/** An adult who opted in to After Dark: the only members who have an After Dark persona or see others'. */
export function hasAfterDark(profile: { date_of_birth: string | null; is_ad_opt_in: boolean }) {
  return isAdult(profile.date_of_birth) && profile.is_ad_opt_in;
}

/** yyyy-MM-dd naming a day that exists (no 30 February). */
export function isCalendarDate(value: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** A calendar date between 1 January 1900 and today: the range of the birthday picker (SPEC §5). */
export function isValidBirthDate(value: string, today = new Date()) {
  return isCalendarDate(value) && value >= '1900-01-01' && new Date(`${value}T00:00:00Z`) <= today;
}
