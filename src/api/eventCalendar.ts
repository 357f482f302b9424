import { apiUrl } from '../lib/apiHost';
import { UNREACHABLE_TEXT } from '../lib/memberErrorText';
import { getAccessToken } from '../state/accessToken';

/** Why a calendar file did not come, in member words. */
export class CalendarFileError extends Error {}

/**
 * Fetches an event's calendar file (/events/<uuid>.ics, which takes the member's token as the API does) and hands it
 * to the browser as a download named `fileName`. Its UID stays the same, so opening it again updates the entry.
 */
export async function downloadEventCalendar(calendarUrl: string, fileName: string, apiHost: string | null): Promise<void> {
  const token = await getAccessToken();
  let response: Response;
  try {
    response = await fetch(apiUrl(apiHost, calendarUrl), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new CalendarFileError(UNREACHABLE_TEXT);
  }
  if (response.status === 401) throw new CalendarFileError('Log in again to add events to your calendar.');
  if (!response.ok) throw new CalendarFileError('This event is not available any more.');
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the time the click returns; the object URL is no longer needed after it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
