import type { Plugin } from 'graphql-yoga';
import type { Config } from '../config.ts';
import type { DB } from '../db/connect.ts';
import type { SnootPubSub } from '../pubsub/pubsub.ts';
import type { PushSender } from '../notifications/push.ts';
import type { JobRunner } from '../jobs/runner.ts';
import type { Notifier } from '../notifications/notifier.ts';
import type { RoomReaders } from '../notifications/roomReaders.ts';
import type { PictureStore } from '../images/pictureStore.ts';
import type { ProfileRow } from '../db/types.ts';
import { viewerForToken } from '../auth/tokens.ts';
import { profileById } from '../profiles/profileRows.ts';
import { unauthenticated } from '../errors.ts';
import { touchLastOnline } from '../presence/presence.ts';
import { createLoaders, renewLoaders, type Loaders, type SharedReads } from './loaders.ts';
import { operationType } from './operationType.ts';

export interface AppServices {
  db: DB;
  config: Config;
  pubsub: SnootPubSub;
  /** Web Push to members' devices, sent off the request's path. */
  push: PushSender;
  /** Who has which chat room open (no MESSAGE notification while they read it). */
  readers: RoomReaders;
  /** Creates notifications from what members do. */
  notifier: Notifier;
  /** Work due at a time (event reminders, announcing event notifications), fired once across servers. */
  jobs: JobRunner;
  /** Where uploads and their rendered sizes live: IMAGE_DIR, or the S3 bucket. */
  pictures: PictureStore;
}

export interface Context extends AppServices {
  token: string | null;
  /** The caller's address, for per-address rate limits. */
  ip: string;
  viewerId: string | null;
  /** The viewer's own row, read once per operation. */
  viewerRow(): Promise<ProfileRow>;
  /** Rows and per-viewer values read once per operation however many fields ask for them. */
  loaders: Loaders;
  /**
   * Forgets what the loaders and viewerRow() read. A subscription keeps one context for its whole life, so
   * each event calls this first and is judged by the rules as they are now (a block, a privacy change). An
   * event's sockets pass the event's shared reads (rows, a room's members), read once for all of them.
   */
  forgetReads(shared?: SharedReads): void;
}

/** Builds the per-operation context; a presented token that is not valid makes every authed field fail. */
export async function createContext(services: AppServices, token: string | null, ip = 'unknown'): Promise<Context> {
  const viewer = token ? await viewerForToken(services.db, token, services.config.oidcIssuer) : null;
  const viewerId = viewer?.id ?? null;
  // Every authenticated request and socket operation counts as activity (for the coarse presence others see).
  if (viewerId) await touchLastOnline(services.db, viewerId);
  // The token's check read the viewer's row: the operation starts with it.
  let row: Promise<ProfileRow> | null = viewer ? Promise.resolve(viewer) : null;
  let eventReads: SharedReads | undefined;
  const viewerRow = () => {
    if (!viewerId) throw unauthenticated();
    // During an event, the viewer's row is read along with the rest of the event's rows.
    row ??= eventReads
      ? eventReads.profile.load(viewerId).then((found) => found ?? profileById(services.db, viewerId))
      : profileById(services.db, viewerId);
    return row;
  };
  const loaders = createLoaders(services.db, viewerRow);
  return {
    ...services,
    token,
    ip,
    viewerId,
    viewerRow,
    loaders,
    forgetReads(shared) {
      eventReads = shared;
      renewLoaders(loaders, services.db, viewerRow, shared);
      row = null;
    },
  };
}

/** The viewer's profile id, or UNAUTHENTICATED (which the client retries once, then logs out). */
export function requireViewer(context: Context) {
  if (!context.viewerId) throw unauthenticated();
  return context.viewerId;
}

/**
 * A mutation reads the viewer's row when it first asks for it, as it always did, not as the token's check found
 * it: what it wrote before asking must show in what it returns.
 */
export function freshViewerForMutations(): Plugin<Context> {
  return {
    onExecute({ args }) {
      if (operationType(args.document, args.operationName) === 'mutation') args.contextValue.forgetReads();
    },
  };
}
