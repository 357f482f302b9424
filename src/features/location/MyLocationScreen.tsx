import { useState } from 'react';
import { graphql, useFragment, type PreloadedQuery } from 'react-relay/hooks';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { currentPosition, settingsGeolocation } from '../../lib/geolocation';
import { updateSettings, useSettings } from '../../state/settings';
import { Button } from '../../ui/Button';
import { openModal } from '../../ui/modalStack';
import { RadioGroup, RadioPill } from '../../ui/RadioGroup';
import { useSetHomePlaceMutation } from './SetHomePlaceMutation';
import { useSetLocationPrecisionMutation } from './SetLocationPrecisionMutation';
import { useUpdateGpsLocationMutation } from './UpdateGpsLocationMutation';
import { useUpdateLocationMutation } from './UpdateLocationMutation';
import { precisionOptionsFor, type LocationPrecision } from './precision';
import { SearchLocationModal } from './SearchLocationModal';
import type { MyLocationScreenQuery } from './__generated__/MyLocationScreenQuery.graphql';
import type { MyLocationScreen_location$key } from './__generated__/MyLocationScreen_location.graphql';
import { usePageTitle } from '../../ui/pageTitle';

export const myLocationScreenQuery = graphql`
  query MyLocationScreenQuery {
    viewer @required(action: THROW) {
      isDeveloper
      isAdult
      profile {
        id
        location {
          ...MyLocationScreen_location
        }
      }
    }
  }
`;

/** My Location (settings/location): live GPS or a chosen place, home place, precision and units. */
export function MyLocationScreen({ queryRef }: { queryRef: PreloadedQuery<MyLocationScreenQuery> }) {
  usePageTitle('My Location');
  const { viewer } = useRouteQuery<MyLocationScreenQuery>(myLocationScreenQuery, queryRef);
  return <MyLocation location={viewer.profile.location ?? null} isStaff={viewer.isDeveloper} isAdult={viewer.isAdult} />;
}

function MyLocation({
  location,
  isStaff,
  isAdult,
}: {
  location: MyLocationScreen_location$key | null;
  isStaff: boolean;
  isAdult: boolean;
}) {
  const data = useFragment(
    graphql`
      fragment MyLocationScreen_location on ProfileLocation {
        type
        place
        homePlace
        precision
        country
        countryCode
      }
    `,
    location,
  );
  const unit = useSettings((settings) => settings.unitOfDistance);
  const [error, setError] = useState<string | null>(null);
  const [gpsUpdate, isLocating] = useUpdateGpsLocationMutation();
  const [updateLocation] = useUpdateLocationMutation();
  const [setHomePlace] = useSetHomePlaceMutation();
  const [setPrecision, isSettingPrecision] = useSetLocationPrecisionMutation();
  const [busy, setBusy] = useState(false);
  const precision = (data?.precision ?? 'CITY') as LocationPrecision;

  async function locateNow(exact = precision === 'EXACT') {
    setError(null);
    setBusy(true);
    try {
      const position = await currentPosition(settingsGeolocation(exact));
      const result = await gpsUpdate({ input: position });
      if (!result.userLocationGpsUpdate.profile.location?.place) console.error('Unable to determine current location!');
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  }

  async function run(task: () => Promise<unknown>) {
    setError(null);
    try {
      await task();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    }
  }

  const isGps = data?.type === 'GPS';
  return (
    // Left-aligned in the settings column like every other settings page (SettingsPage's frame).
    <main className="flex flex-col gap-4">
      <h1 tabIndex={-1} className="text-2xl font-bold outline-0">
        My Location
      </h1>
      <section
        aria-labelledby="current-location"
        className="flex flex-col gap-3 rounded-2xl border border-neutral-200 p-4 dark:border-neutral-800"
      >
        <h2 id="current-location" className="font-semibold">
          Current location
        </h2>
        <p data-testid="current-place" className={isGps ? 'font-semibold text-blue-800 dark:text-blue-300' : 'font-semibold'}>
          {data?.place ? `${data.place}${data.countryCode ? `, ${data.countryCode}` : ''}` : 'Not set'}
        </p>
        <p className="text-sm text-neutral-700 dark:text-neutral-300">
          {isGps ? 'Live location (GPS)' : data?.place ? 'Chosen location' : 'No location yet'}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button onPress={() => void locateNow()} isPending={busy || isLocating}>
            Use live location
          </Button>
          <Button
            variant="secondary"
            onPress={() =>
              openModal((close) => (
                <SearchLocationModal
                  title="Search Location"
                  close={close}
                  onSelect={(place) => void run(() => updateLocation({ input: { type: 'MANUAL', placeId: place.placeId } }))}
                />
              ))
            }
          >
            Choose a place
          </Button>
        </div>
        {error && (
          <p role="alert" className="text-sm text-red-800 dark:text-red-300">
            {error}
          </p>
        )}
      </section>

      <section
        aria-labelledby="home-place"
        className="flex flex-col gap-3 rounded-2xl border border-neutral-200 p-4 dark:border-neutral-800"
      >
        <h2 id="home-place" className="font-semibold">
          Home place
        </h2>
        <p>{data?.homePlace ?? 'Not set'}</p>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            onPress={() =>
              openModal((close) => (
                <SearchLocationModal
                  title="Home Place"
                  close={close}
                  onSelect={(place) => void run(() => setHomePlace({ input: { placeId: place.placeId } }))}
                  onReset={data?.homePlace ? () => void run(() => setHomePlace({ input: { placeId: '' } })) : undefined}
                  resetLabel="Clear home place"
                />
              ))
            }
          >
            Change home place
          </Button>
        </div>
      </section>

      <section className="flex flex-col gap-3 rounded-2xl border border-neutral-200 p-4 dark:border-neutral-800">
        <RadioGroup
          value={precision}
          isDisabled={isSettingPrecision}
          onChange={(value) =>
            void run(async () => {
              const result = await setPrecision({ input: { precision: value as LocationPrecision } });
              // A finer precision needs a fresh fix: the server only ever keeps the coarser point it had.
              if (result.userSetLocationPrecision.profile.location?.type === 'GPS') await locateNow(value === 'EXACT');
            })
          }
          label="Location precision"
        >
          <div className="flex flex-wrap gap-2">
            {precisionOptionsFor(isStaff).map((option) => (
              <RadioPill key={option.key} value={option.key}>
                {option.label}
              </RadioPill>
            ))}
          </div>
        </RadioGroup>
        <p className="text-sm text-neutral-700 dark:text-neutral-300">
          Others only ever see your location as precisely as you choose here, and distances rounded to whole{' '}
          {unit === 'mi' ? 'miles' : 'kilometres'}.{isAdult ? '' : ' Your profile is only shown to members under 18.'}
        </p>
      </section>

      <section className="flex flex-col gap-3 rounded-2xl border border-neutral-200 p-4 dark:border-neutral-800">
        <RadioGroup label="Units" value={unit} onChange={(value) => updateSettings({ unitOfDistance: value as 'km' | 'mi' })}>
          <div className="flex gap-2">
            <RadioPill value="km">Metric km</RadioPill>
            <RadioPill value="mi">Imperial mi</RadioPill>
          </div>
        </RadioGroup>
      </section>
    </main>
  );
}
