import type { DiscoverScreenQuery$variables } from './__generated__/DiscoverScreenQuery.graphql';
import { toKilometres } from '../../lib/distance';
import { authStore } from '../../state/auth';
import { settingsStore } from '../../state/settings';
import { searchSettingsFor, toProfileSearchFilters, type SearchSettings } from '../../state/searchSettings';

/** The ProfileSearch variables for the current search settings (and the member's unit for distances). */
export function discoverVariables(
  settings: SearchSettings = searchSettingsFor(authStore.get().profile?.uuid),
  unit = settingsStore.get().unitOfDistance,
): DiscoverScreenQuery$variables {
  // The filters modal only offers the enumerations' own values.
  return {
    isAd: settings.isAd,
    filters: toProfileSearchFilters(settings, (distance) => toKilometres(distance, unit)) as DiscoverScreenQuery$variables['filters'],
  };
}
