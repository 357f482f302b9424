export const GENDER_OPTIONS = ['Female', 'Male', 'Transgender Female', 'Transgender Male', 'Non-Binary'].map((key) => ({ key, label: key }));

export const RELATIONSHIP_OPTIONS = [
  { key: 'SINGLE', label: 'Single' },
  { key: 'DATING', label: 'Dating' },
  { key: 'RELATIONSHIP', label: 'In a relationship' },
  { key: 'OPEN_RELATIONSHIP', label: 'In an open Relationship' },
  { key: 'ENGAGED_MARRIED', label: 'Engaged / married' },
  { key: 'DOMESTIC_PARTNERSHIP', label: 'Domestic partnership' },
  { key: 'OTHER', label: 'Other' },
];

export const ORIENTATION_OPTIONS = ['ASEXUAL', 'BISEXUAL', 'GAY', 'LESBIAN', 'OTHER', 'PANSEXUAL', 'QUESTIONING', 'STRAIGHT'].map((key) => ({
  key,
  label: key.charAt(0) + key.slice(1).toLowerCase(),
}));

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
