import type { Config } from './config.ts';
import type { DB } from './db/connect.ts';
import type { AppServices } from './graphql/context.ts';
import { createSnootPubSub } from './pubsub/pubsub.ts';
import { createPushSender } from './notifications/push.ts';
import { createNotifier } from './notifications/notifier.ts';

/** What every operation shares: the database, the settings, events between processes, push and the notifier built on them. */
export function createAppServices(db: DB, config: Config): AppServices {
  const pubsub = createSnootPubSub(config.redisUrl);
  const push = createPushSender(db, config);
  return { db, config, pubsub, push, notifier: createNotifier(db, pubsub, push) };
}
