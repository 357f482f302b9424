import type { JobHandler } from '../jobs/runner.ts';
import type { SnootPubSub } from '../pubsub/pubsub.ts';
import type { AnnouncePayload } from './announcements.ts';
import { announceableNotifications } from './notifications.ts';
import type { PushSender } from './push.ts';
import { pushMessageFor } from './pushMessages.ts';
import { pushTopicOf } from './pushPeriods.ts';

/**
 * The job that announces notifications another transaction stored (an event's cancellation, a reminder): read
 * again by the list's rules inside the job's transaction, so what a later block or hide took back stays quiet,
 * and told to the recipients' open tabs and devices once the job is marked done.
 */
export function announceJobHandler(pubsub: SnootPubSub, push: PushSender): JobHandler {
  return async (trx, job) => {
    const { ids } = job.payload as AnnouncePayload;
    const rows = ids.length ? await announceableNotifications(trx, ids) : [];
    return () => {
      for (const { actor_name, actor_roles, event_name, event_begin_at, event_time_zone, ...row } of rows) {
        pubsub.publish('notification', row.recipient_id, { notificationId: row.id });
        const event = event_name && event_begin_at && event_time_zone ? { event_name, event_begin_at, event_time_zone } : {};
        push.send(
          row.recipient_id,
          pushMessageFor({ ...row, ...event }, { display_name: actor_name, roles: actor_roles }),
          pushTopicOf(row),
        );
      }
    };
  };
}
