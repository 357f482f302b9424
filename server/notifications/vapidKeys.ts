import webPush from 'web-push';
import type { DB } from '../db/connect.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The server's VAPID key pair, generated at first start and kept in the database so every server process signs
 * pushes with the same key (a browser subscribed with one public key). Insert-if-absent and read back: two
 * processes starting together both read the one pair that won.
 */
export async function vapidKeys(db: DB): Promise<VapidKeys> {
  const generated = webPush.generateVAPIDKeys();
  await db
    .insertInto('server_keys')
    .values({ name: 'vapid', public_key: generated.publicKey, private_key: generated.privateKey, created_at: new Date() })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('server_keys')
    .select(['public_key', 'private_key'])
    .where('name', '=', 'vapid')
    .executeTakeFirstOrThrow();
  return { publicKey: row.public_key, privateKey: row.private_key };
}
