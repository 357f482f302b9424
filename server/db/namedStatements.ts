import { createHash } from 'node:crypto';

/**
 * PostgreSQL plans an unnamed statement afresh every time it runs, and for the server's statements (a send's
 * room-and-members read, its one-statement store, the session lookup, the rate limits) planning took longer
 * than running: of the database's time per chat message, parse and bind (where planning happens) were two
 * thirds. A named statement is parsed once per connection, and PostgreSQL may keep its plan for the next runs.
 */

/** A prepared statement's name for a text: the same text, the same name, on every connection. */
export function statementName(text: string) {
  let name = namesByText.get(text);
  if (name === undefined) {
    // Hashing a statement's text cost more than a chat send's own JavaScript: each text is hashed once.
    if (namesByText.size >= MAX_REMEMBERED_NAMES) namesByText.clear();
    name = `snoot_${createHash('sha256').update(text).digest('base64url').slice(0, 32)}`;
    namesByText.set(text, name);
  }
  return name;
}

/** Texts whose names are remembered; the server has a few hundred, so the map is cleared only if texts run wild. */
const MAX_REMEMBERED_NAMES = 5_000;
const namesByText = new Map<string, string>();

/**
 * How many statements one connection prepares. A text that varies with its input (an `in ($1, …, $n)` list of
 * n ids) is a statement of its own for each n; past this many, further texts run unnamed, so a connection's
 * prepared statements stay bounded while the common ones keep their plans. The pool ends idle connections,
 * which starts their count again.
 */
export const MAX_NAMED_PER_CONNECTION = 500;

const namedBy = new WeakMap<object, Set<string>>();

/**
 * The arguments of a `client.query(text, values)` call with the statement named, or the arguments as they were:
 * a statement without parameters (begin, commit, a migration of several statements) runs unnamed, as do
 * calls already in another form (a config object, a callback) and texts past the connection's bound.
 */
export function namedQueryArgs(client: object, args: unknown[]): unknown[] {
  const [text, values, ...rest] = args;
  if (typeof text !== 'string' || !Array.isArray(values) || values.length === 0 || rest.length > 0) return args;
  let named = namedBy.get(client);
  if (!named) namedBy.set(client, (named = new Set()));
  const name = statementName(text);
  if (!named.has(name)) {
    if (named.size >= MAX_NAMED_PER_CONNECTION) return args;
    named.add(name);
  }
  return [{ name, text, values }];
}
