/** SPEC §7/§9: the grid asks with high accuracy and a 5 s timeout; settings with 10 s, no cached positions. */
export const GRID_GEOLOCATION: PositionOptions = { enableHighAccuracy: true, timeout: 5000 };
export function settingsGeolocation(exact: boolean): PositionOptions {
  return { enableHighAccuracy: exact, timeout: 10_000, maximumAge: 0 };
}

/** SPEC §5: GPS coordinates are rounded to 3 decimals before they are sent. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** GeolocationPositionError's codes (the constants are absent where the browser lacks geolocation, and in jsdom). */
const PERMISSION_DENIED = 1;
const POSITION_UNAVAILABLE = 2;
const TIMEOUT = 3;

export const LOCATION_DENIED_TEXT =
  "Snoot isn't allowed to use your location. To use live location, allow location for this site in your browser's site settings, then try again — or choose a place instead.";
export const LOCATION_UNAVAILABLE_TEXT =
  "Your device couldn't tell where you are right now. Check that location services are on, or choose a place instead.";
export const LOCATION_TIMEOUT_TEXT = 'Finding your location took too long. Try again, or choose a place instead.';
export const LOCATION_UNSUPPORTED_TEXT = "This browser can't tell its location. Choose a place instead.";

/**
 * What a member reads when the browser gives no position: what happened and the way on, in place of the browser's
 * developer text ("User denied Geolocation"), which differs between browsers and says neither.
 */
export function geolocationErrorText(error: Pick<GeolocationPositionError, 'code'>): string {
  switch (error.code) {
    case PERMISSION_DENIED:
      return LOCATION_DENIED_TEXT;
    case TIMEOUT:
      return LOCATION_TIMEOUT_TEXT;
    case POSITION_UNAVAILABLE:
    default:
      return LOCATION_UNAVAILABLE_TEXT;
  }
}

/** The browser's position, rounded; rejects with the member's words for why there is none. */
export function currentPosition(options: PositionOptions): Promise<{ latitude: number; longitude: number }> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error(LOCATION_UNSUPPORTED_TEXT));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ latitude: roundCoordinate(position.coords.latitude), longitude: roundCoordinate(position.coords.longitude) }),
      (error) => reject(new Error(geolocationErrorText(error), { cause: error })),
      options,
    );
  });
}
