import DataLoader from 'dataloader';
import type { DB } from '../db/connect.ts';
import type { ProfileRow } from '../db/types.ts';
import { participantsOf } from '../chat/rooms.ts';
import { imageIsPublic } from '../images/signedUrls.ts';
import { profileImagesByIds } from '../images/profileImageRows.ts';
import { socialAccountsOf } from '../profiles/details.ts';
import { profilesByIds } from '../profiles/profileRows.ts';
import { accessTo, type ProfileAccess } from '../profiles/visibility.ts';
import { speciesByIds } from '../sonas/sonas.ts';

/** Runs one read per key; a key whose read fails fails alone, not the keys batched with it. */
const eachKey =
  <K, V>(read: (key: K) => Promise<V>) =>
  (keys: readonly K[]) =>
    Promise.all(keys.map((key) => read(key).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))))));

/**
 * What one operation reads by id, each read at most once however many fields ask for it: rows by id in one
 * query per tick, and per-viewer values (the viewer's access to an owner) keyed by the owner's id.
 */
export function createLoaders(db: DB, viewerRow: () => Promise<ProfileRow>) {
  return {
    profile: new DataLoader((ids: readonly string[]) => profilesByIds(db, ids)),
    /** The viewer's access to an owner, keyed by the owner's id. */
    access: new DataLoader<ProfileRow, ProfileAccess, string>(
      eachKey(async (owner) => accessTo(db, await viewerRow(), owner)),
      { cacheKeyFn: (owner) => owner.id },
    ),
    profileImage: new DataLoader((ids: readonly string[]) => profileImagesByIds(db, ids)),
    species: new DataLoader((ids: readonly number[]) => speciesByIds(db, ids)),
    /** An owner's social accounts, keyed by the owner's id. */
    socialAccounts: new DataLoader(eachKey((ownerId: string) => socialAccountsOf(db, ownerId))),
    /** A chat room's participants, keyed by the room's id. */
    roomMembers: new DataLoader(eachKey((roomId: string) => participantsOf(db, roomId))),
    /** Whether an uploaded image is open to all, keyed by its uuid. */
    imageIsPublic: new DataLoader(eachKey((uuid: string) => imageIsPublic(db, uuid))),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;

/** Forgets everything every loader read, so the next read sees the database as it is now. */
export function clearLoaders(loaders: Loaders) {
  for (const loader of Object.values(loaders)) loader.clearAll();
}
