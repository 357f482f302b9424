import { createHmac, randomBytes } from 'node:crypto';
import type { DB } from '../db/connect.ts';
import { normaliseEmail } from '../auth/email.ts';
import { storedOnce } from '../oidc/keys.ts';

const keys = new WeakMap<DB, Promise<Buffer>>();

/**
 * The key login emails are hashed with once their account is gone: generated at first start and kept in the
 * database beside the identity provider's keys, so every server process hashes alike. Without it a kept hash
 * cannot be checked against a guessed address.
 */
function emailHashKey(db: DB): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = storedOnce(db, 'email-hash', () => randomBytes(32).toString('base64url')).then((value) =>
      Buffer.from(value as string, 'base64url'),
    );
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

/**
 * Hashes login emails with the key (HMAC-SHA-256 of the address trimmed and lower-cased). Resolved before a
 * transaction starts, so hashing inside it needs no query.
 */
export async function emailHasher(db: DB) {
  const key = await emailHashKey(db);
  return (email: string) => createHmac('sha256', key).update(normaliseEmail(email)).digest('base64url');
}

export type EmailHasher = Awaited<ReturnType<typeof emailHasher>>;
