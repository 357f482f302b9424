import { randomInt, randomUUID, scrypt as scryptCallback, timingSafeEqual, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import type { DB } from '../db/connect.ts';

const scrypt = promisify(scryptCallback) as (password: string, salt: string, keylen: number) => Promise<Buffer>;

export const CODE_LENGTH = 7;
export const CODE_LIFETIME_MS = 10 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;
/** Letters and digits without the look-alikes 0/O and 1/I, so a code read from a phone is typed right. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function generateCode() {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

export function normaliseCode(code: string) {
  return code.trim().toUpperCase();
}

export function isWellFormedCode(code: string) {
  return /^[A-Z0-9]{7}$/.test(code);
}

/** scrypt with a per-code salt: a leaked table does not give codes away by a cheap search. */
async function hashCode(code: string, salt = randomBytes(16).toString('hex')) {
  const key = await scrypt(code, salt, 32);
  return `${salt}:${key.toString('hex')}`;
}

async function codeMatches(code: string, stored: string) {
  const [salt, expected] = stored.split(':');
  const actual = (await hashCode(code, salt)).split(':')[1];
  return timingSafeEqual(Buffer.from(actual, 'hex'), Buffer.from(expected, 'hex'));
}

/** Creates a new code for an email; earlier unused codes for it stop working. */
export async function createLoginCode(db: DB, email: string) {
  const code = generateCode();
  const codeHash = await hashCode(code);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('login_codes').set({ used_at: new Date() }).where('email', '=', email).where('used_at', 'is', null).execute();
    await trx
      .insertInto('login_codes')
      .values({ id: randomUUID(), email, code_hash: codeHash, expires_at: new Date(Date.now() + CODE_LIFETIME_MS) })
      .execute();
  });
  return code;
}

/**
 * Checks a code for an email and uses it up when right. A code is single use, expires after ten minutes and
 * stops working after five wrong tries, even for the right code afterwards.
 */
export async function consumeLoginCode(db: DB, email: string, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('login_codes')
    .select(['id', 'code_hash', 'attempts'])
    .where('email', '=', email)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (!row || row.attempts >= MAX_CODE_ATTEMPTS) return false;
  const right = isWellFormedCode(code) && (await codeMatches(code, row.code_hash));
  if (!right) {
    await db
      .updateTable('login_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', row.id)
      .execute();
    return false;
  }
  // The conditions repeat in the update so that of two racing right answers only one wins.
  const used = await db
    .updateTable('login_codes')
    .set({ used_at: new Date() })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .where('attempts', '<', MAX_CODE_ATTEMPTS)
    .executeTakeFirst();
  return used.numUpdatedRows === 1n;
}
