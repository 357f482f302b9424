import { formatDistance } from '../../lib/distance';
import { countOf } from '../../lib/plural';
import type { UnitOfDistance } from '../../state/settings';

export interface GroupFactsSource {
  readonly place: { readonly place: string; readonly countryCode: string } | null | undefined;
  readonly distance: number | null | undefined;
  readonly memberCount: number;
}

/** "Berlin, DE · 12 km away · 34 members": what a member reads under a group's name. */
export function groupFacts(group: GroupFactsSource, unit: UnitOfDistance): string {
  return [
    group.place ? `${group.place.place}, ${group.place.countryCode}` : null,
    group.distance == null ? null : `${formatDistance(group.distance, unit)} away`,
    countOf(group.memberCount, 'member', 'members'),
  ]
    .filter(Boolean)
    .join(' · ');
}
