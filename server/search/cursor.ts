/** An opaque keyset cursor: the sort key of the last row (distance as the index measures it, then id). */
export interface SearchCursor {
  chord: number | null;
  id: string;
}

export function encodeCursor(cursor: SearchCursor) {
  return Buffer.from(JSON.stringify([cursor.chord, cursor.id])).toString('base64url');
}

export function decodeCursor(value: string | null | undefined): SearchCursor | null {
  if (!value) return null;
  try {
    const [chord, id] = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as [unknown, unknown];
    if ((chord !== null && typeof chord !== 'number') || typeof id !== 'string' || !/^[0-9a-f-]{36}$/i.test(id)) return null;
    return { chord: chord as number | null, id };
  } catch {
    return null;
  }
}
