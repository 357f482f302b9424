// Human labels of the enumerations of SPEC §3.

export const ACCESS_PERMISSION_LABELS = {
  PUBLIC: 'Visible to everyone',
  LIKED: 'Liked by me',
  MUTUALS: 'Mutuals',
  FRIENDS: 'Only visible to your friends',
  PRIVATE: 'No one',
} as const;

export const IMAGE_ACCESS_LABELS = { PUBLIC: 'Public', FRIENDS: 'Friends', PRIVATE: 'Private' } as const;

export const CONTENT_RATING_LABELS = {
  SAFE: 'Safe for all users',
  MATURE: 'Mature (18+)',
  EXPLICIT: 'Explicit (18+)',
  HARD: 'Hard (18+, hard or extreme kinks)',
  CONTROVERSIAL: 'Controversial',
} as const;

export const RELATIONSHIP_STATUS_LABELS = {
  SINGLE: 'Single',
  DATING: 'Dating',
  RELATIONSHIP: 'In a relationship',
  OPEN_RELATIONSHIP: 'In an open Relationship',
  ENGAGED_MARRIED: 'Engaged / married',
  DOMESTIC_PARTNERSHIP: 'Domestic partnership',
  OTHER: 'Other',
} as const;

export const SEXUAL_ORIENTATION_LABELS = {
  ASEXUAL: 'Asexual',
  BISEXUAL: 'Bisexual',
  GAY: 'Gay',
  LESBIAN: 'Lesbian',
  OTHER: 'Other',
  PANSEXUAL: 'Pansexual',
  QUESTIONING: 'Questioning',
  STRAIGHT: 'Straight',
} as const;

export const BEHAVIOUR_LABELS = { DOMINANT: 'Dominant', SUBMISSIVE: 'Submissive', VERSATILE: 'Versatile' } as const;

export const SEX_POSITION_LABELS = { TOP: 'Top', BOTTOM: 'Bottom' } as const;

export const SAFE_SEX_LABELS = {
  ALWAYS: 'I only do safe sex',
  MOSTLY: 'Protection is discussed beforehand',
  NEVER: "I don't use protection",
} as const;

export const GENDER_CHOICES = ['Female', 'Male', 'Transgender Female', 'Transgender Male', 'Non-Binary'] as const;

/** Label of a value, or the value itself when it has none (a custom gender). */
export function labelOf<T extends Record<string, string>>(labels: T, value: string | null | undefined): string | null {
  if (value == null) return null;
  return (labels as Record<string, string>)[value] ?? value;
}
