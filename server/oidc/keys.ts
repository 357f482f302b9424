import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import type { DB } from '../db/connect.ts';

const readStored = (db: DB, name: string) => db.selectFrom('oidc_keys').select('value').where('name', '=', name).executeTakeFirst();

/**
 * Returns the stored value for `name`, creating it at first start. The insert yields to a row another
 * server wrote first, so every process signs with the same key and reads the same cookies. A restart only
 * reads: `create` (an RSA key takes a quarter of a second) runs only when nothing is stored yet.
 */
export async function storedOnce(db: DB, name: string, create: () => unknown): Promise<unknown> {
  const stored = await readStored(db, name);
  if (stored) return JSON.parse(stored.value);
  await db
    .insertInto('oidc_keys')
    .values({ name, value: JSON.stringify(create()) })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await readStored(db, name);
  if (!row) throw new Error(`oidc_keys has no ${name} after storing it`);
  return JSON.parse(row.value);
}

function newSigningKey() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg: 'RS256', use: 'sig' };
}

export interface ProviderKeys {
  /** Private JWKs the provider signs ID tokens with. */
  signing: Record<string, unknown>[];
  /** Secrets that sign the provider's cookies. */
  cookies: string[];
}

export async function loadProviderKeys(db: DB): Promise<ProviderKeys> {
  const signing = (await storedOnce(db, 'signing', () => [newSigningKey()])) as Record<string, unknown>[];
  const cookies = (await storedOnce(db, 'cookies', () => [randomBytes(32).toString('base64url')])) as string[];
  return { signing, cookies };
}
