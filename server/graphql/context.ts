import type { Config } from '../config.ts';
import type { DB } from '../db/connect.ts';
import type { SnootPubSub } from '../pubsub/pubsub.ts';
import type { ProfileRow } from '../db/types.ts';
import { profileIdForToken } from '../auth/tokens.ts';
import { unauthenticated } from './errors.ts';

export interface AppServices {
  db: DB;
  config: Config;
  pubsub: SnootPubSub;
}

export interface Context extends AppServices {
  token: string | null;
  /** The caller's address, for per-address rate limits. */
  ip: string;
  viewerId: string | null;
  /** The viewer's own row, read once per operation. */
  viewerRow(): Promise<ProfileRow>;
  /** Computes a value once per operation (relations, permissions) however many fields ask for it. */
  memo<T>(key: string, compute: () => Promise<T>): Promise<T>;
  /**
   * Forgets what memo() and viewerRow() computed. A subscription keeps one context for its whole life, so
   * each event calls this first and is judged by the rules as they are now (a block, a privacy change).
   */
  forgetMemos(): void;
}

/** Builds the per-operation context; a presented token that is not valid makes every authed field fail. */
export async function createContext(services: AppServices, token: string | null, ip = 'unknown'): Promise<Context> {
  const viewerId = token ? await profileIdForToken(services.db, token, services.config.oidcIssuer) : null;
  let row: Promise<ProfileRow> | null = null;
  const memos = new Map<string, Promise<unknown>>();
  return {
    ...services,
    token,
    ip,
    viewerId,
    viewerRow() {
      if (!viewerId) throw unauthenticated();
      row ??= services.db.selectFrom('profiles').selectAll().where('id', '=', viewerId).executeTakeFirstOrThrow();
      return row;
    },
    memo<T>(key: string, compute: () => Promise<T>) {
      if (!memos.has(key)) memos.set(key, compute());
      return memos.get(key) as Promise<T>;
    },
    forgetMemos() {
      memos.clear();
      row = null;
    },
  };
}

/** The viewer's profile id, or UNAUTHENTICATED (which the client retries once, then logs out). */
export function requireViewer(context: Context) {
  if (!context.viewerId) throw unauthenticated();
  return context.viewerId;
}
