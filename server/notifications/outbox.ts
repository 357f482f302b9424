import { sql } from 'kysely';
import type { DB } from '../db/connect.ts';
import type { NotificationRow } from './notifications.ts';

export type NoticeKind = 'MESSAGE' | 'CHAT_REQUEST' | 'GROUP_REPLY';

/** A notification a chat message or a group reply owes, as its statement wrote it to notification_outbox. */
export interface Notice {
  id: string;
  kind: NoticeKind;
  recipientId: string;
}

/** How long the server that wrote a notice has to store its notification before any server's sweep may take it. */
export const NOTICE_LEASE_MS = 60_000;
/** How often each server looks for notices whose lease ran out (their server stopped before storing them). */
const SWEEP_EVERY_MS = 30_000;
const SWEEP_BATCH = 100;

/**
 * The notice's notification, stored as the notice leaves the outbox, in one statement: two servers that take
 * the same notice store one notification between them, and a failure leaves the notice for the next try. A
 * MESSAGE notice counts toward the recipient's one unread notification of the room; with `unlessReadingSince`
 * it makes none while the recipient has the room open on any server (a reader row seen since then). Says
 * whether the recipient has a device to push to, so most messages read nothing more.
 */
export async function storeNotice(db: DB, noticeId: string, unlessReadingSince: Date | null) {
  const { rows } = await sql<NotificationRow & { has_devices: boolean }>`
    with notice as (
      delete from notification_outbox where id = ${noticeId}::uuid returning *
    ), stored as (
      insert into notifications (id, recipient_id, actor_id, kind, room_id, created_at)
      select gen_random_uuid(), recipient_id, actor_id, kind, room_id, created_at from notice
      where ${unlessReadingSince}::timestamptz is null or not exists (
        select 1 from chat_room_readers r
        where r.profile_id = notice.recipient_id and r.room_id = notice.room_id and r.seen_at > ${unlessReadingSince}::timestamptz
      )
      on conflict (recipient_id, room_id) where kind = 'MESSAGE' and read_at is null
      do update set count = notifications.count + 1, created_at = excluded.created_at, actor_id = excluded.actor_id
      returning *
    )
    select stored.*, exists (select 1 from push_subscriptions s where s.profile_id = stored.recipient_id) as has_devices
    from stored`.execute(db);
  return rows[0];
}

/**
 * A GROUP_REPLY notice's notification, stored as the notice leaves the outbox in one statement, as storeNotice
 * does: it counts toward the recipient's one unread notification of the thread. Answers it with the thread's
 * group (where it leads) and whether the recipient has a device to push to.
 */
export async function storeGroupReplyNotice(db: DB, noticeId: string) {
  const { rows } = await sql<NotificationRow & { has_devices: boolean; group_uuid: string }>`
    with notice as (
      delete from notification_outbox where id = ${noticeId}::uuid returning *
    ), stored as (
      insert into notifications (id, recipient_id, actor_id, kind, group_thread_id, created_at)
      select gen_random_uuid(), recipient_id, actor_id, kind, group_thread_id, created_at from notice
      where exists (select 1 from group_threads t where t.id = notice.group_thread_id and t.deleted_at is null)
      on conflict (recipient_id, group_thread_id) where kind = 'GROUP_REPLY' and read_at is null
      do update set count = notifications.count + 1, created_at = excluded.created_at, actor_id = excluded.actor_id
      returning *
    )
    select stored.*, t.group_uuid,
      exists (select 1 from push_subscriptions s where s.profile_id = stored.recipient_id) as has_devices
    from stored join group_threads t on t.id = stored.group_thread_id`.execute(db);
  return rows[0];
}

/** A notice that owes nothing after all (the recipient is reading the room, or may no longer be reached). */
export async function dropNotice(db: DB, noticeId: string) {
  await db.deleteFrom('notification_outbox').where('id', '=', noticeId).execute();
}

/** Notices left by a server that stopped before storing them: all of them at start-up, else those whose lease ran out. */
function leftNotices(db: DB, all: boolean) {
  let query = db.selectFrom('notification_outbox').selectAll().orderBy('created_at').limit(SWEEP_BATCH);
  if (!all) query = query.where('lease_until', '<', new Date());
  return query.execute();
}

export type StoredNotice = Awaited<ReturnType<typeof leftNotices>>[number];

/**
 * Stores chat's notifications after the sender's answer: the notices a send wrote are delivered on the next
 * turn of the event loop, so the sender waits for none of it, and whatever a stopped server left is delivered by
 * the next server to start (and by any server's sweep once its lease runs out). `deliver` judges and stores one.
 */
export function createOutbox(db: DB, deliver: (notice: StoredNotice) => Promise<void>, options: { drainAfterAnswer?: boolean } = {}) {
  const underWay = new Set<Promise<void>>();
  const track = (work: Promise<void>) => {
    const tracked = work
      .catch((error: unknown) => console.error('Storing a chat notification failed; it stays queued for the next sweep:', error))
      .finally(() => underWay.delete(tracked));
    underWay.add(tracked);
    return tracked;
  };
  let sweeping = false;
  async function sweep(all: boolean) {
    if (sweeping) return;
    sweeping = true;
    try {
      for (;;) {
        const left = await leftNotices(db, all);
        for (const notice of left) await deliver(notice);
        if (left.length < SWEEP_BATCH) return;
      }
    } finally {
      sweeping = false;
    }
  }
  const timer = setInterval(() => track(sweep(false)), SWEEP_EVERY_MS);
  timer.unref();
  return {
    /** After the answer: `work` stores the notices a send wrote (not awaited by the send). Resolves when it is done. */
    afterAnswer(work: () => Promise<void>) {
      if (options.drainAfterAnswer === false) return Promise.resolve();
      // Tracked from now, so settled() waits for it before it has begun.
      return track(new Promise((resolve) => setImmediate(resolve)).then(work));
    },
    /** At start-up: every notice a stopped server left. */
    start: () => track(sweep(true)),
    /** Waits for the deliveries under way (tests; a clean shutdown). */
    async settled() {
      while (underWay.size) await Promise.all(underWay);
    },
    async stop() {
      clearInterval(timer);
      while (underWay.size) await Promise.all(underWay);
    },
  };
}
