import type { DB } from '../db/connect.ts';
import type { NotificationKind } from './notifications.ts';

export interface NotificationPreferences {
  likes: boolean;
  mutuals: boolean;
  chatRequests: boolean;
  messages: boolean;
  groupReplies: boolean;
  /** Cancellations, time changes and waiting-list places of events the member attends. */
  eventChanges: boolean;
  /** Reminders a day and an hour before an event the member attends. */
  eventReminders: boolean;
  notWhileActive: boolean;
}

/** A member who never chose gets every push, but none while a tab of theirs is open and visible. */
export const DEFAULT_PREFERENCES: NotificationPreferences = {
  likes: true,
  mutuals: true,
  chatRequests: true,
  messages: true,
  groupReplies: true,
  eventChanges: true,
  eventReminders: true,
  notWhileActive: true,
};

export async function preferencesOf(db: DB, profileId: string): Promise<NotificationPreferences> {
  const row = await db.selectFrom('notification_preferences').selectAll().where('profile_id', '=', profileId).executeTakeFirst();
  if (!row) return DEFAULT_PREFERENCES;
  return {
    likes: row.likes,
    mutuals: row.mutuals,
    chatRequests: row.chat_requests,
    messages: row.messages,
    groupReplies: row.group_replies,
    eventChanges: row.event_changes,
    eventReminders: row.event_reminders,
    notWhileActive: row.not_while_active,
  };
}

/** Changes the preferences given; the others keep their value. */
export async function setPreferences(db: DB, profileId: string, changes: Partial<NotificationPreferences>) {
  const next = { ...(await preferencesOf(db, profileId)), ...changes };
  const row = {
    likes: next.likes,
    mutuals: next.mutuals,
    chat_requests: next.chatRequests,
    messages: next.messages,
    group_replies: next.groupReplies,
    event_changes: next.eventChanges,
    event_reminders: next.eventReminders,
    not_while_active: next.notWhileActive,
  };
  await db
    .insertInto('notification_preferences')
    .values({ profile_id: profileId, ...row })
    .onConflict((conflict) => conflict.column('profile_id').doUpdateSet(row))
    .execute();
  return next;
}

/** Whether the member wants this kind on their devices. */
export function wantsPush(preferences: NotificationPreferences, kind: NotificationKind) {
  switch (kind) {
    case 'LIKE':
      return preferences.likes;
    case 'MUTUAL':
      return preferences.mutuals;
    case 'CHAT_REQUEST':
      return preferences.chatRequests;
    case 'MESSAGE':
      return preferences.messages;
    case 'GROUP_REPLY':
      return preferences.groupReplies;
    case 'EVENT_CANCELLED':
    case 'EVENT_CHANGED':
    case 'EVENT_PROMOTED':
      return preferences.eventChanges;
    case 'EVENT_REMINDER':
      return preferences.eventReminders;
  }
}
