export type LocationPrecision = 'CITY' | 'EXTRA_COARSE' | 'COARSE' | 'PRECISE' | 'EXACT';

/** SPEC §3 precision labels; exact is offered only to staff. */
export const PRECISION_OPTIONS: { key: LocationPrecision; label: string; staffOnly?: boolean }[] = [
  { key: 'CITY', label: 'Nearest city center' },
  { key: 'EXTRA_COARSE', label: '~50 km' },
  { key: 'COARSE', label: '~10 km' },
  { key: 'PRECISE', label: '~1 km' },
  { key: 'EXACT', label: '~6 m', staffOnly: true },
];

export function precisionOptionsFor(isStaff: boolean) {
  return PRECISION_OPTIONS.filter((option) => !option.staffOnly || isStaff);
}
