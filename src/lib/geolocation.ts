/** SPEC §7/§9: the grid asks with high accuracy and a 5 s timeout; settings with 10 s, no cached positions. */
export const GRID_GEOLOCATION: PositionOptions = { enableHighAccuracy: true, timeout: 5000 };
export function settingsGeolocation(exact: boolean): PositionOptions {
  return { enableHighAccuracy: exact, timeout: 10_000, maximumAge: 0 };
}

/** SPEC §5: GPS coordinates are rounded to 3 decimals before they are sent. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** The browser's position, rounded; rejects with the browser's own error message. */
export function currentPosition(options: PositionOptions): Promise<{ latitude: number; longitude: number }> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('This browser cannot tell its location.'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ latitude: roundCoordinate(position.coords.latitude), longitude: roundCoordinate(position.coords.longitude) }),
      (error) => reject(new Error(error.message || 'Could not get your location.')),
      options,
    );
  });
}
