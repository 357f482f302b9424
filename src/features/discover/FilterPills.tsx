import { lazy } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Button } from '../../ui/Button';
import { LazySwitch } from '../../ui/LazySwitch';
import { useSettings } from '../../state/settings';
import { openModal } from '../../ui/modalStack';
import { GENDER_OPTIONS, ORIENTATION_OPTIONS, RELATIONSHIP_OPTIONS } from './filterOptions';
import { normalizeFilters, searchSettingsStore, setAdMode, useSearchSettings } from '../../state/searchSettings';
import type { FilterPills_viewer$key } from './__generated__/FilterPills_viewer.graphql';

// Each modal (with its form controls) loads when first opened; the modal host shows it once it has arrived.
const SearchFiltersModal = lazy(() => import('./SearchFiltersModal').then((module) => ({ default: module.SearchFiltersModal })));
const LocationOptionsModal = lazy(() =>
  import('../location/LocationOptionsModal').then((module) => ({ default: module.LocationOptionsModal })),
);
const SearchLocationModal = lazy(() =>
  import('../location/SearchLocationModal').then((module) => ({ default: module.SearchLocationModal })),
);

const pill = 'rounded-full px-4 py-1.5';

const labelOf = (options: readonly { key: string; label: string }[], key: string) =>
  options.find((option) => option.key === key)?.label ?? key;

/** The row above the grid: what is filtered, where and how far; each pill opens the modal that changes it. */
export function FilterPills({ viewer }: { viewer: FilterPills_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment FilterPills_viewer on Viewer {
        isAdult
        contentOptions {
          isAdOptIn
        }
        profile {
          location {
            place
            countryCode
          }
        }
      }
    `,
    viewer,
  );
  const settings = useSearchSettings((state) => state);
  const unit = useSettings((state) => state.unitOfDistance);
  const canUseAd = data.isAdult && data.contentOptions.isAdOptIn;
  const isAd = canUseAd && settings.isAd;
  const filters = normalizeFilters(settings.searchFilters);
  const summary = [
    ...(filters.minAge || filters.maxAge ? [`Age ${filters.minAge ?? 0}–${filters.maxAge ?? '∞'}`] : []),
    ...(filters.genders ?? []).map((key) => labelOf(GENDER_OPTIONS, key)),
    ...(filters.relationshipStatus ?? []).map((key) => labelOf(RELATIONSHIP_OPTIONS, key)),
    ...(filters.sexualOrientation ?? []).map((key) => labelOf(ORIENTATION_OPTIONS, key)),
    ...(filters.profileImageRequired ? ['With picture'] : []),
    ...(isAd && filters.sexPosition?.length ? filters.sexPosition.map((key) => (key === 'TOP' ? 'Top' : 'Bottom')) : []),
    ...(isAd && filters.canHost ? ['Can host'] : []),
  ];
  const own = data.profile.location?.place
    ? `${data.profile.location.place}${data.profile.location.countryCode ? `, ${data.profile.location.countryCode}` : ''}`
    : 'My location';
  const where = settings.searchLocation ? `${settings.searchLocation.place}, ${settings.searchLocation.countryCode}` : own;
  const options = settings.searchLocationOptions;
  const range =
    options.type === 'DISTANCE'
      ? options.distance === null
        ? 'Any distance'
        : `Within ${options.distance} ${unit}`
      : { CITY: 'Same city', REGION: 'Same region', COUNTRY: 'Same country' }[options.type];

  return (
    <div role="group" aria-label="Search filters" className="mb-5 flex flex-wrap items-center gap-2">
      <Button
        variant="secondary"
        className={pill}
        onPress={() => openModal((close) => <SearchFiltersModal close={close} isAdMode={isAd} />)}
      >
        Filters{summary.length ? ` (${summary.length})` : ''}
      </Button>
      {summary.map((text) => (
        <span
          key={text}
          className="rounded-full bg-violet-100 px-3 py-1 text-sm font-medium text-violet-900 dark:bg-violet-950 dark:text-violet-100"
        >
          {text}
        </span>
      ))}
      <Button
        variant="secondary"
        className={pill}
        aria-label={`Search location: ${where}`}
        onPress={() =>
          openModal((close) => (
            <SearchLocationModal
              title="Search Location"
              close={close}
              onReset={settings.searchLocation ? () => searchSettingsStore.set({ searchLocation: null }) : undefined}
              onSelect={(place) =>
                searchSettingsStore.set({
                  searchLocation: {
                    placeId: place.placeId,
                    place: place.place,
                    countryCode: place.countryCode,
                    latitude: place.latitude,
                    longitude: place.longitude,
                  },
                })
              }
            />
          ))
        }
      >
        {where}
      </Button>
      <Button
        variant="secondary"
        className={pill}
        aria-label={`Location options: ${range}`}
        onPress={() => openModal((close) => <LocationOptionsModal close={close} />)}
      >
        {range}
      </Button>
      {canUseAd && (
        <LazySwitch className="ml-auto" isSelected={settings.isAd} onChange={setAdMode}>
          After Dark
        </LazySwitch>
      )}
    </div>
  );
}
