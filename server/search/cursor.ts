import { isUuid } from '../uuid.ts';

/**
 * An opaque keyset cursor: the last row's id and the whole kilometres the member was shown for it (null
 * when the search has no origin). It carries nothing finer than the grid shows: the page after it is found
 * from the row itself (see searchProfiles), and the kilometres only matter if that row has left the search.
 */
export interface SearchCursor {
  km: number | null;
  id: string;
}

export function encodeCursor(cursor: SearchCursor) {
  return Buffer.from(JSON.stringify([cursor.km, cursor.id])).toString('base64url');
}

export function decodeCursor(value: string | null | undefined): SearchCursor | null {
  if (!value) return null;
  try {
    const [km, id] = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as [unknown, unknown];
    if ((km !== null && !(typeof km === 'number' && Number.isInteger(km) && km >= 0)) || typeof id !== 'string' || !isUuid(id)) return null;
    return { km: km as number | null, id };
  } catch {
    return null;
  }
}
