/** Relay global ids: base64url of "Type:key". */
export function toGlobalId(type: string, key: string | number) {
  return Buffer.from(`${type}:${key}`).toString('base64url');
}

export function fromGlobalId(id: string): { type: string; key: string } | null {
  const decoded = Buffer.from(id, 'base64url').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  return { type: decoded.slice(0, colon), key: decoded.slice(colon + 1) };
}

/** The key of a global id of the expected type, or null for a malformed or foreign id. */
export function keyOf(id: string, type: string) {
  const parsed = fromGlobalId(id);
  return parsed?.type === type ? parsed.key : null;
}
