export const GENDER_OPTIONS = ['Female', 'Male', 'Transgender Female', 'Transgender Male', 'Non-Binary'].map((key) => ({
  key,
  label: key,
}));

export const RELATIONSHIP_OPTIONS = [
  { key: 'SINGLE', label: 'Single' },
  { key: 'DATING', label: 'Dating' },
  { key: 'RELATIONSHIP', label: 'In a relationship' },
  { key: 'OPEN_RELATIONSHIP', label: 'In an open Relationship' },
  { key: 'ENGAGED_MARRIED', label: 'Engaged / married' },
  { key: 'DOMESTIC_PARTNERSHIP', label: 'Domestic partnership' },
  { key: 'OTHER', label: 'Other' },
];

export const ORIENTATION_OPTIONS = ['ASEXUAL', 'BISEXUAL', 'GAY', 'LESBIAN', 'OTHER', 'PANSEXUAL', 'QUESTIONING', 'STRAIGHT'].map(
  (key) => ({
    key,
    label: key.charAt(0) + key.slice(1).toLowerCase(),
  }),
);

export const SEX_POSITION_OPTIONS = [
  { key: 'TOP', label: 'Top' },
  { key: 'BOTTOM', label: 'Bottom' },
];

/** SPEC §9: number filters run from 0 to 2147483647; anything not numeric is empty. */
export const MAX_NUMBER_FILTER = 2_147_483_647;

export function parseNumberFilter(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return undefined;
  return Math.min(Number(trimmed), MAX_NUMBER_FILTER);
}

export interface AgeFilterProblems {
  minAge?: string;
  maxAge?: string;
}

/** What is wrong with the typed age range, in the member's words; empty when both fields are fine (or blank). */
export function ageFilterProblems(minText: string, maxText: string): AgeFilterProblems {
  const problems: AgeFilterProblems = {};
  const check = (text: string) => {
    const trimmed = text.trim();
    if (trimmed === '') return undefined;
    if (!/^\d+$/.test(trimmed)) return 'Enter the age as a whole number, like 25.';
    if (Number(trimmed) > MAX_NUMBER_FILTER) return `Enter an age from 0 to ${MAX_NUMBER_FILTER}.`;
    return undefined;
  };
  problems.minAge = check(minText);
  problems.maxAge = check(maxText);
  const min = parseNumberFilter(minText);
  const max = parseNumberFilter(maxText);
  if (!problems.minAge && !problems.maxAge && min !== undefined && max !== undefined && min > max)
    problems.maxAge = 'The maximum age must be at least the minimum age.';
  return Object.fromEntries(Object.entries(problems).filter(([, text]) => text)) as AgeFilterProblems;
}
