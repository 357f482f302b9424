/**
 * A page cursor as the lists hand it out: the parts a list sorts by, joined with "|" and base64url-encoded so it
 * reads as opaque. unpackCursor gives the parts back; each list checks them before they reach a statement.
 */
export const packCursor = (...parts: (string | number)[]) => Buffer.from(parts.join('|')).toString('base64url');

export const unpackCursor = (cursor: string) => Buffer.from(cursor, 'base64url').toString('utf8').split('|');
