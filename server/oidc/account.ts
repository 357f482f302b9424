import type { DB } from '../db/connect.ts';
import { imageIsPublic, imageUrlFor } from '../images/signedUrls.ts';
import { isUuid } from '../uuid.ts';

/** Subjects name the account system and the profile: `snoot|<profile uuid>` (SPEC §5 reads the id after '|'). */
const SUBJECT_PREFIX = 'snoot|';

export function subjectFor(profileId: string) {
  return `${SUBJECT_PREFIX}${profileId}`;
}

/** The profile id in a subject, or null when the subject does not carry one after '|'. */
export function profileIdFromSubject(subject: unknown): string | null {
  if (typeof subject !== 'string') return null;
  const id = subject.slice(subject.indexOf('|') + 1);
  return subject.includes('|') && isUuid(id) ? id : null;
}

export interface IdentityClaims {
  sub: string;
  nickname: string | null;
  roles: string[];
  birthdate: string | null;
  profile: string;
  picture: string | null;
  locale: string | null;
  gender: string | null;
}

/** What the identity host tells about a member (SPEC §7 GET /me); null for a gone or banned account. */
export async function identityClaims(db: DB, profileId: string, publicUrl: string): Promise<IdentityClaims | null> {
  const row = await db
    .selectFrom('profiles')
    .leftJoin('profile_images', 'profile_images.id', 'profiles.primary_image_id')
    .select([
      'profiles.id',
      'profiles.display_name',
      'profiles.roles',
      'profiles.date_of_birth',
      'profiles.languages',
      'profiles.genders',
      'profile_images.image_uuid',
    ])
    .where('profiles.id', '=', profileId)
    .where('profiles.deleted_at', 'is', null)
    .where('profiles.banned_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  return {
    sub: subjectFor(row.id),
    nickname: row.display_name || null,
    roles: row.roles,
    birthdate: row.date_of_birth,
    profile: `${publicUrl}/profiles/${row.id}`,
    // The member's own picture: signed like every image not open to all, so it loads for an hour.
    picture: row.image_uuid
      ? `${publicUrl}${await imageUrlFor(db, row.image_uuid, { width: 374, blur: false }, await imageIsPublic(db, row.image_uuid))}`
      : null,
    locale: row.languages[0] ?? null,
    gender: row.genders.length ? row.genders.join('/') : null,
  };
}
