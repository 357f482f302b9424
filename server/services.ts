import type { Config } from './config.ts';
import type { DB } from './db/connect.ts';
import type { AppServices } from './graphql/context.ts';
import { createSnootPubSub } from './pubsub/pubsub.ts';
import { createPushSender } from './notifications/push.ts';
import { createNotifier } from './notifications/notifier.ts';
import { createRoomReaders } from './notifications/roomReaders.ts';
import { createPictureStore } from './images/pictureStore.ts';

/**
 * What every operation shares: the database, the settings, events between processes, push, who has which
 * room open, and the notifier built on them.
 */
export function createAppServices(db: DB, config: Config, options: { drainAfterAnswer?: boolean } = {}): AppServices {
  const pubsub = createSnootPubSub(config.redisUrl);
  const push = createPushSender(db, config);
  const readers = createRoomReaders(db);
  const notifier = createNotifier(db, pubsub, push, readers, options);
  // Chat notifications a server that stopped left behind go out now.
  notifier.outbox.start();
  return { db, config, pubsub, push, readers, notifier, pictures: createPictureStore(config) };
}
