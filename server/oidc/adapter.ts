import { sql } from 'kysely';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { DB } from '../db/connect.ts';

/**
 * An expired QR login's device code is kept a while longer, so a browser still polling it hears expired_token
 * (RFC 8628) and offers a new code, instead of an unknown-code error. The provider checks the code's own expiry.
 */
const DEVICE_CODE_GRACE_SECONDS = 10 * 60;

/**
 * oidc-provider's storage interface over the `oidc_payloads` table, so codes, tokens, sessions and
 * interactions live in the database and any server process can continue a flow another one started.
 */
export function databaseAdapter(db: DB, accessTokensEnded: (tokens: string[]) => void = () => {}) {
  return (model: string): Adapter => {
    const rows = () => db.selectFrom('oidc_payloads').select(['payload', 'consumed_at']).where('model', '=', model);
    const live = sql<boolean>`(expires_at is null or expires_at > now())`;

    async function findWhere(column: 'id' | 'uid' | 'user_code', value: string) {
      const row = await rows().where(column, '=', value).where(live).executeTakeFirst();
      if (!row) return undefined;
      const payload = JSON.parse(row.payload) as AdapterPayload;
      return row.consumed_at ? { ...payload, consumed: Math.floor(new Date(row.consumed_at).getTime() / 1000) } : payload;
    }

    return {
      async upsert(id, payload, expiresIn) {
        const values = {
          payload: JSON.stringify(payload),
          grant_id: payload.grantId ?? null,
          user_code: payload.userCode ?? null,
          uid: payload.uid ?? null,
          expires_at: expiresIn
            ? new Date(Date.now() + (expiresIn + (model === 'DeviceCode' ? DEVICE_CODE_GRACE_SECONDS : 0)) * 1000)
            : null,
        };
        await db
          .insertInto('oidc_payloads')
          .values({ model, id, ...values })
          .onConflict((conflict) => conflict.columns(['model', 'id']).doUpdateSet(values))
          .execute();
      },
      find: (id) => findWhere('id', id),
      findByUid: (uid) => findWhere('uid', uid),
      findByUserCode: (userCode) => findWhere('user_code', userCode),
      async consume(id) {
        await db.updateTable('oidc_payloads').set({ consumed_at: new Date() }).where('model', '=', model).where('id', '=', id).execute();
      },
      async destroy(id) {
        await db.deleteFrom('oidc_payloads').where('model', '=', model).where('id', '=', id).execute();
        if (model === 'AccessToken') accessTokensEnded([id]);
      },
      async revokeByGrantId(grantId) {
        // Every model holding the grant goes: codes, access and refresh tokens issued under it.
        const gone = await db.deleteFrom('oidc_payloads').where('grant_id', '=', grantId).returning(['model', 'id']).execute();
        accessTokensEnded(gone.filter((row) => row.model === 'AccessToken').map((row) => row.id));
      },
    };
  };
}

/** Forgets expired provider state; called with the other hourly clean-ups. */
export async function pruneOidcPayloads(db: DB) {
  await db.deleteFrom('oidc_payloads').where('expires_at', '<', new Date()).execute();
}
