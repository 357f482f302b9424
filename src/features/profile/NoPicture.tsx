import type { CSSProperties } from 'react';

/** SPEC §9: a profile's default colour is one of red, orange, yellow, green and blue. */
const COLOURS = [
  'bg-red-200 text-red-900 dark:bg-red-950 dark:text-red-100',
  'bg-orange-200 text-orange-900 dark:bg-orange-950 dark:text-orange-100',
  'bg-yellow-200 text-yellow-900 dark:bg-yellow-950 dark:text-yellow-100',
  'bg-green-200 text-green-900 dark:bg-green-950 dark:text-green-100',
  'bg-blue-200 text-blue-900 dark:bg-blue-950 dark:text-blue-100',
];

/** The same colour for a profile everywhere and on every visit, picked from its id. */
export function defaultColourOf(key: string) {
  let sum = 0;
  for (const char of key) sum = (sum * 31 + char.charCodeAt(0)) >>> 0;
  return COLOURS[sum % COLOURS.length];
}

/**
 * Stands in for a missing profile picture: the name's first letter on the profile's default colour, so a
 * tile or avatar without a picture still reads as someone rather than an empty grey box. Decorative: the
 * name is always written beside it.
 */
export function NoPicture({
  name,
  colourKey,
  className = '',
  style,
}: {
  name: string;
  colourKey: string;
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <span
      aria-hidden="true"
      style={style}
      className={`flex items-center justify-center font-black select-none ${defaultColourOf(colourKey)} ${className}`}
    >
      {Array.from(name.trim())[0]?.toUpperCase() ?? '?'}
    </span>
  );
}
