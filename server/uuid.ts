/** 8-4-4-4-12 hex digits: the only text PostgreSQL's uuid type reads as an id. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether an id from outside (an argument, a cursor, a path, a subject) is a uuid. Every such id is checked
 * with this before it reaches SQL, where anything else would be an error rather than "no such row".
 */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
