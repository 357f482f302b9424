import { useEffect, useRef } from 'react';
import { currentPosition, GRID_GEOLOCATION } from '../../lib/geolocation';
import { settingsStore, updateSettings } from '../../state/settings';
import { useUpdateGpsLocationMutation } from '../location/UpdateGpsLocationMutation';

/**
 * The grid flow of SPEC §7: a member on live GPS (or one never asked, who has no location yet) gets a fresh
 * fix when home opens (high accuracy, 5 s); `onMoved` then reloads the grid from the new position.
 */
export function useLiveLocationRefresh(locationType: string | null | undefined, onMoved: () => void) {
  const [gpsUpdate] = useUpdateGpsLocationMutation();
  const asked = useRef(false);
  useEffect(() => {
    const neverAsked = !locationType && !settingsStore.get().locationPrompted;
    if (asked.current || (locationType !== 'GPS' && !neverAsked)) return;
    asked.current = true;
    if (neverAsked) updateSettings({ locationPrompted: true });
    currentPosition(GRID_GEOLOCATION)
      .then((position) => gpsUpdate({ input: position }))
      .then((result) => {
        if (!result.userLocationGpsUpdate.profile.location?.place) console.error('Unable to determine current location!');
        onMoved();
      })
      // Geolocation refused or unavailable: the grid stays on the stored position.
      .catch((error: unknown) => console.info('Live location not updated:', error instanceof Error ? error.message : error));
  }, [locationType, gpsUpdate, onMoved]);
}
