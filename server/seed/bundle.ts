import type { Insertable } from 'kysely';
import type { DB } from '../db/connect.ts';
import type { Database } from '../db/types.ts';
import { insertRows } from './insert.ts';

type Rows<T extends keyof Database> = Insertable<Database[T]>[];

/** Rows for one batch of profiles, inserted together in foreign-key order. */
export class Bundle {
  profiles: Rows<'profiles'> = [];
  accountProviders: Rows<'account_providers'> = [];
  images: Rows<'images'> = [];
  sonas: Rows<'sonas'> = [];
  profileImages: Rows<'profile_images'> = [];
  sonaImages: Rows<'sona_images'> = [];
  profileInterests: Rows<'profile_interests'> = [];
  profileKinks: Rows<'profile_kinks'> = [];
  socialAccounts: Rows<'social_accounts'> = [];
  profileGroups: Rows<'profile_groups'> = [];
  profileEvents: Rows<'profile_events'> = [];

  async insert(db: DB) {
    await insertRows(db, 'profiles', this.profiles);
    await insertRows(db, 'account_providers', this.accountProviders);
    await insertRows(db, 'images', this.images);
    await insertRows(db, 'sonas', this.sonas);
    await insertRows(db, 'profile_images', this.profileImages);
    await insertRows(db, 'sona_images', this.sonaImages);
    await insertRows(db, 'profile_interests', this.profileInterests);
    await insertRows(db, 'profile_kinks', this.profileKinks);
    await insertRows(db, 'social_accounts', this.socialAccounts);
    await insertRows(db, 'profile_groups', this.profileGroups);
    await insertRows(db, 'profile_events', this.profileEvents);
  }
}
