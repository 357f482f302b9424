import { keyOf } from './ids.ts';
import { isUuid } from '../uuid.ts';

/** The uuid inside a global id of the expected type; null for anything else, so no bad key reaches SQL. */
export function uuidKey(id: string, type: string) {
  const key = keyOf(id, type);
  return key !== null && isUuid(key) ? key : null;
}
