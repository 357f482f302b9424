import DataLoader from 'dataloader';
import type { DB } from '../db/connect.ts';
import type { ProfileRow } from '../db/types.ts';
import { participantsOf, roomForEachMember } from '../chat/rooms.ts';
import { messageBySeq } from '../chat/messages.ts';
import { reactionSummaries } from '../chat/reactions.ts';
import type { MessageRow } from '../chat/rows.ts';
import { picturesOfMessages } from '../chat/pictures.ts';
import { chatCounts } from '../chat/unreadCounts.ts';
import { imageIsPublic } from '../images/signedUrls.ts';
import { profileImagesByIds } from '../images/profileImageRows.ts';
import { socialAccountsOf } from '../profiles/details.ts';
import { profilesByIds } from '../profiles/profileRows.ts';
import { hiddenAmong } from '../privacy/blocks.ts';
import { accessTo, type ProfileAccess } from '../profiles/visibility.ts';
import { speciesByIds } from '../sonas/sonas.ts';
import { groupAccess, type GroupAccess } from '../groups/access.ts';
import { eventAccessMany, type EventAccess } from '../events/access.ts';

/** Runs one read per key; a key whose read fails fails alone, not the keys batched with it. */
const eachKey =
  <K, V>(read: (key: K) => Promise<V>) =>
  (keys: readonly K[]) =>
    Promise.all(keys.map((key) => read(key).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))))));

/**
 * What one operation reads by id, each read at most once however many fields ask for it: rows by id in one
 * query per tick (sharedReads), and per-viewer values (the viewer's access to an owner) keyed by the owner's id.
 */
export function createLoaders(db: DB, viewerRow: () => Promise<ProfileRow>, shared = sharedReads(db)) {
  return { ...shared, ...viewerReads(db, viewerRow) };
}

/** What only this viewer may be told: their access to each owner, and their own chat counts. */
function viewerReads(db: DB, viewerRow: () => Promise<ProfileRow>) {
  return {
    /** The viewer's access to an owner, keyed by the owner's id. */
    access: new DataLoader<ProfileRow, ProfileAccess, string>(
      eachKey(async (owner) => accessTo(db, await viewerRow(), owner)),
      { cacheKeyFn: (owner) => owner.id },
    ),
    /** Whether the viewer hid a profile, keyed by the profile's id: one read for a page of profiles. */
    hiddenByViewer: new DataLoader(async (ids: readonly string[]) => hiddenAmong(db, (await viewerRow()).id, ids)),
    /** The viewer's standing in a group (null: not theirs to see), keyed by the group's uuid. */
    groupAccess: new DataLoader<string, GroupAccess | null>(eachKey(async (uuid) => groupAccess(db, await viewerRow(), uuid))),
    /** What the viewer is to an event (null: not theirs to see, by mayViewEvent), keyed by the event's uuid. */
    /** What the viewer is to each event (null: not theirs to see), keyed by uuid: one read for a page of events. */
    eventAccess: new DataLoader<string, EventAccess | null>(async (uuids) => eventAccessMany(db, await viewerRow(), uuids)),
    /** The viewer's chat badge and tab counts, keyed by the viewer's id. */
    chatCounts: new DataLoader(eachKey((profileId: string) => chatCounts(db, profileId))),
  };
}

/**
 * Reads that are the same whoever asks: rows by id, a room's members, the room as each member sees it. Every
 * socket an event goes out to shares one set for that event (server/graphql/eventReads.ts); what a subscriber
 * may see of them is still judged by their own access.
 */
export function sharedReads(db: DB) {
  return {
    profile: new DataLoader((ids: readonly string[]) => profilesByIds(db, ids)),
    profileImage: new DataLoader((ids: readonly string[]) => profileImagesByIds(db, ids)),
    species: new DataLoader((ids: readonly number[]) => speciesByIds(db, ids)),
    /** An owner's social accounts, keyed by the owner's id. */
    socialAccounts: new DataLoader(eachKey((ownerId: string) => socialAccountsOf(db, ownerId))),
    /** A chat room's participants, keyed by the room's id. */
    roomMembers: new DataLoader(eachKey((roomId: string) => participantsOf(db, roomId))),
    /** Whether an uploaded image is open to all, keyed by its uuid. */
    imageIsPublic: new DataLoader(eachKey((uuid: string) => imageIsPublic(db, uuid))),
    /** A room as each of its members sees it (roomForEachMember), keyed by the room's id. */
    roomViews: new DataLoader(eachKey((roomId: string) => roomForEachMember(db, roomId))),
    /** A message's reactions per emoji, keyed by the message's id: one read for a page of messages. */
    messageReactions: new DataLoader((messageIds: readonly string[]) => reactionSummaries(db, messageIds)),
    /** A message's pictures in order, keyed by the message's id: one read for a page of messages. */
    messagePictures: new DataLoader((messageIds: readonly string[]) => picturesOfMessages(db, messageIds)),
    /** A room's message by seqId, keyed by messageKey(). */
    message: new DataLoader<string, MessageRow | null>(
      eachKey(async (key: string) => {
        const [roomId, seqId] = key.split(':');
        return (await messageBySeq(db, roomId, Number(seqId))) ?? null;
      }),
    ),
  };
}

export const messageKey = (roomId: string, seqId: number) => `${roomId}:${seqId}`;

export type Loaders = ReturnType<typeof createLoaders>;
export type SharedReads = ReturnType<typeof sharedReads>;

/**
 * Forgets everything the loaders read, so the next read sees the database as it is now: new loaders, the shared
 * ones given (an event's) or new ones too. The old ones are left as they are for whoever else shares them.
 */
export function renewLoaders(loaders: Loaders, db: DB, viewerRow: () => Promise<ProfileRow>, shared?: SharedReads) {
  Object.assign(loaders, createLoaders(db, viewerRow, shared));
}
