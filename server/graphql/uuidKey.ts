import { keyOf } from './ids.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The uuid inside a global id of the expected type; null for anything else, so no bad key reaches SQL. */
export function uuidKey(id: string, type: string) {
  const key = keyOf(id, type);
  return key !== null && UUID.test(key) ? key : null;
}
