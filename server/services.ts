import type { Config } from './config.ts';
import type { DB } from './db/connect.ts';
import type { AppServices } from './graphql/context.ts';
import { createSnootPubSub } from './pubsub/pubsub.ts';
import { createPushSender } from './notifications/push.ts';
import { createNotifier } from './notifications/notifier.ts';
import { createRoomReaders } from './notifications/roomReaders.ts';
import { createPictureStore } from './images/pictureStore.ts';
import { createJobRunner } from './jobs/runner.ts';
import { ANNOUNCE_JOB } from './notifications/announcements.ts';
import { announceJobHandler } from './notifications/announcer.ts';
import { fireEventReminder, REMINDER_JOB } from './events/reminders.ts';

/**
 * What every operation shares: the database, the settings, events between processes, push, who has which
 * room open, the notifier built on them, and the job runner.
 */
export function createAppServices(db: DB, config: Config, options: { drainAfterAnswer?: boolean } = {}): AppServices {
  const pubsub = createSnootPubSub(config.redisUrl);
  const push = createPushSender(db, config);
  const readers = createRoomReaders(db);
  const notifier = createNotifier(db, pubsub, push, readers, options);
  // Chat notifications a server that stopped left behind go out now.
  notifier.outbox.start();
  // Reminders and the announcing of notifications stored inside other transactions; what came due while every
  // server was down is done now.
  const jobs = createJobRunner(
    db,
    { tickMs: config.jobsTickMs },
    {
      [ANNOUNCE_JOB]: announceJobHandler(pubsub, push),
      [REMINDER_JOB]: fireEventReminder,
    },
  );
  jobs.start();
  return { db, config, pubsub, push, readers, notifier, jobs, pictures: createPictureStore(config) };
}
