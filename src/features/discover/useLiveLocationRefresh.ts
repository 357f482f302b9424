import { useEffect, useRef } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import { currentPosition, GRID_GEOLOCATION } from '../../lib/geolocation';
import { settingsStore, updateSettings } from '../../state/settings';

/**
 * The grid flow of SPEC §7: a member on live GPS (or one never asked, who has no location yet) gets a fresh
 * fix when home opens (high accuracy, 5 s); `onMoved` then reloads the grid from the new position. The
 * mutation loads only then, while the browser looks: most members keep a home place and never send a fix.
 */
export function useLiveLocationRefresh(locationType: string | null | undefined, onMoved: () => void) {
  const environment = useRelayEnvironment();
  const asked = useRef(false);
  useEffect(() => {
    const neverAsked = !locationType && !settingsStore.get().locationPrompted;
    if (asked.current || (locationType !== 'GPS' && !neverAsked)) return;
    asked.current = true;
    if (neverAsked) updateSettings({ locationPrompted: true });
    Promise.all([currentPosition(GRID_GEOLOCATION), import('../location/UpdateGpsLocationMutation')])
      .then(([position, { updateGpsLocation }]) => updateGpsLocation(environment, { input: position }))
      .then((result) => {
        if (!result.userLocationGpsUpdate.profile.location?.place) console.error('Unable to determine current location!');
        onMoved();
      })
      // Geolocation refused or unavailable: the grid stays on the stored position.
      .catch((error: unknown) => console.info('Live location not updated:', error instanceof Error ? error.message : error));
  }, [locationType, environment, onMoved]);
}
